-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.status against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM acme.status() AS r WHERE NOT (r IS NULL);
  IF n <> 1 THEN RAISE EXCEPTION 'status returned no row'; END IF;
END
$test$;
\echo 'ok status'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT acme.status_jsonb() INTO j;
  IF j IS NULL THEN RAISE EXCEPTION 'status_jsonb returned NULL'; END IF;
END
$test$;
\echo 'ok status_jsonb'

