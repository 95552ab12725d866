-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.legacy.report against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM acme.legacy_report() AS r WHERE NOT (r IS NULL);
  IF n <> 1 THEN RAISE EXCEPTION 'legacy_report returned no row'; END IF;
END
$test$;
\echo 'ok legacy_report'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT acme.legacy_report_jsonb() INTO j;
  IF j IS NULL THEN RAISE EXCEPTION 'legacy_report_jsonb returned NULL'; END IF;
END
$test$;
\echo 'ok legacy_report_jsonb'

