-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.reports.search against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM (SELECT acme.reports_search() AS item LIMIT 1) AS cut;
  IF n > 1 THEN RAISE EXCEPTION 'reports_search: LIMIT did not cut the set'; END IF;
END
$test$;
\echo 'ok reports_search'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM (SELECT acme.reports_search_jsonb() AS item LIMIT 1) AS cut;
  IF n > 1 THEN RAISE EXCEPTION 'reports_search_jsonb: LIMIT did not cut the set'; END IF;
END
$test$;
\echo 'ok reports_search_jsonb'

