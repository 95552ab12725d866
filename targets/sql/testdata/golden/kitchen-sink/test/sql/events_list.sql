-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.events.list against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM (SELECT acme.events_list() AS item LIMIT 1) AS cut;
  IF n > 1 THEN RAISE EXCEPTION 'events_list: LIMIT did not cut the set'; END IF;
END
$test$;
\echo 'ok events_list'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM (SELECT acme.events_list_jsonb() AS item LIMIT 1) AS cut;
  IF n > 1 THEN RAISE EXCEPTION 'events_list_jsonb: LIMIT did not cut the set'; END IF;
END
$test$;
\echo 'ok events_list_jsonb'

