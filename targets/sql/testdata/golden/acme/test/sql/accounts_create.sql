-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.accounts.create against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM acme.accounts_create(name => 'Ada Lovelace') AS r WHERE NOT (r IS NULL);
  IF n <> 1 THEN RAISE EXCEPTION 'accounts_create returned no row'; END IF;
END
$test$;
\echo 'ok accounts_create'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT acme.accounts_create_jsonb(name => 'Ada Lovelace') INTO j;
  IF j IS NULL THEN RAISE EXCEPTION 'accounts_create_jsonb returned NULL'; END IF;
END
$test$;
\echo 'ok accounts_create_jsonb'

