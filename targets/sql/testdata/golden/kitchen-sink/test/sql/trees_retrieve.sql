-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.trees.retrieve against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM acme.trees_retrieve(tree_id => 'string') AS r WHERE NOT (r IS NULL);
  IF n <> 1 THEN RAISE EXCEPTION 'trees_retrieve returned no row'; END IF;
END
$test$;
\echo 'ok trees_retrieve'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT acme.trees_retrieve_jsonb(tree_id => 'string') INTO j;
  IF j IS NULL THEN RAISE EXCEPTION 'trees_retrieve_jsonb returned NULL'; END IF;
END
$test$;
\echo 'ok trees_retrieve_jsonb'

