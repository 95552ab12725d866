-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.accounts.retrieve against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM acme.accounts_retrieve(account_id => 'acc_123') AS r WHERE NOT (r IS NULL);
  IF n <> 1 THEN RAISE EXCEPTION 'accounts_retrieve returned no row'; END IF;
END
$test$;
\echo 'ok accounts_retrieve'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT acme.accounts_retrieve_jsonb(account_id => 'acc_123') INTO j;
  IF j IS NULL THEN RAISE EXCEPTION 'accounts_retrieve_jsonb returned NULL'; END IF;
END
$test$;
\echo 'ok accounts_retrieve_jsonb'

