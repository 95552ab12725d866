-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.accounts.friends.list against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM (SELECT acme.accounts_friends_list(account_id => '9b2f7c1e-0000-4000-8000-000000000000') AS item LIMIT 1) AS cut;
  IF n > 1 THEN RAISE EXCEPTION 'accounts_friends_list: LIMIT did not cut the set'; END IF;
END
$test$;
\echo 'ok accounts_friends_list'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM (SELECT acme.accounts_friends_list_jsonb(account_id => '9b2f7c1e-0000-4000-8000-000000000000') AS item LIMIT 1) AS cut;
  IF n > 1 THEN RAISE EXCEPTION 'accounts_friends_list_jsonb: LIMIT did not cut the set'; END IF;
END
$test$;
\echo 'ok accounts_friends_list_jsonb'

