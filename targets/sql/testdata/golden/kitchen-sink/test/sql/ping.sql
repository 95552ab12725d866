-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.ping against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM acme.ping() AS r WHERE NOT (r IS NULL);
  IF n <> 1 THEN RAISE EXCEPTION 'ping returned no row'; END IF;
END
$test$;
\echo 'ok ping'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT acme.ping_jsonb() INTO j;
  IF j IS NULL THEN RAISE EXCEPTION 'ping_jsonb returned NULL'; END IF;
END
$test$;
\echo 'ok ping_jsonb'

