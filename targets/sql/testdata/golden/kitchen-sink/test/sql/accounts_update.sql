-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.accounts.update against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM acme.accounts_update(account_id => '9b2f7c1e-0000-4000-8000-000000000000') AS r WHERE NOT (r IS NULL);
  IF n <> 1 THEN RAISE EXCEPTION 'accounts_update returned no row'; END IF;
END
$test$;
\echo 'ok accounts_update'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT acme.accounts_update_jsonb(account_id => '9b2f7c1e-0000-4000-8000-000000000000') INTO j;
  IF j IS NULL THEN RAISE EXCEPTION 'accounts_update_jsonb returned NULL'; END IF;
END
$test$;
\echo 'ok accounts_update_jsonb'

