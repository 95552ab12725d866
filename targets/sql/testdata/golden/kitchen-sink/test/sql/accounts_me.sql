-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.accounts.me against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM acme.accounts_me() AS r WHERE NOT (r IS NULL);
  IF n <> 1 THEN RAISE EXCEPTION 'accounts_me returned no row'; END IF;
END
$test$;
\echo 'ok accounts_me'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT acme.accounts_me_jsonb() INTO j;
  IF j IS NULL THEN RAISE EXCEPTION 'accounts_me_jsonb returned NULL'; END IF;
END
$test$;
\echo 'ok accounts_me_jsonb'

