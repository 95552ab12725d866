-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.search.query against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT acme.search_query(search_query => 'string') INTO j;
  IF j IS NULL THEN RAISE EXCEPTION 'search_query returned NULL'; END IF;
END
$test$;
\echo 'ok search_query'

