-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.accounts.cards.list against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM (SELECT acme.accounts_cards_list(account_id => 'acc_123') AS item LIMIT 1) AS cut;
  IF n > 1 THEN RAISE EXCEPTION 'accounts_cards_list: LIMIT did not cut the set'; END IF;
END
$test$;
\echo 'ok accounts_cards_list'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM (SELECT acme.accounts_cards_list_jsonb(account_id => 'acc_123') AS item LIMIT 1) AS cut;
  IF n > 1 THEN RAISE EXCEPTION 'accounts_cards_list_jsonb: LIMIT did not cut the set'; END IF;
END
$test$;
\echo 'ok accounts_cards_list_jsonb'

