-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- API and connection errors become PostgreSQL errors with a SQLSTATE and a DETAIL, without credentials.
\set ON_ERROR_STOP 1
\ir settings.psql

SET acme.bearer_token = 'sdkgen-secret-credential';
SELECT set_config('acme.base_url', :'base_url' || '/sdkgen-no-such-path', false) AS base_url_now \gset
DO $test$
DECLARE
  state text;
  message text;
  detail text;
BEGIN
  PERFORM acme.status();
  RAISE EXCEPTION 'an API error raised nothing';
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT, detail = PG_EXCEPTION_DETAIL;
  IF state <> 'P0002' THEN RAISE EXCEPTION 'a 404 gave SQLSTATE % (%)', state, message; END IF;
  IF detail NOT LIKE '%HTTP status 404%' THEN RAISE EXCEPTION 'the DETAIL has no status: %', detail; END IF;
  IF message || detail LIKE '%sdkgen-secret-credential%' THEN RAISE EXCEPTION 'the error shows the credential'; END IF;
END
$test$;
\echo 'ok API errors'

SELECT set_config('acme.base_url', 'http://127.0.0.1:9', false) AS base_url_now \gset
DO $test$
DECLARE
  state text;
  message text;
BEGIN
  PERFORM acme.status();
  RAISE EXCEPTION 'a connection error raised nothing';
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, message = MESSAGE_TEXT;
  IF state <> '08001' THEN RAISE EXCEPTION 'a connection error gave SQLSTATE % (%)', state, message; END IF;
  IF message LIKE '%sdkgen-secret-credential%' THEN RAISE EXCEPTION 'the error shows the credential'; END IF;
END
$test$;
\echo 'ok connection errors'

SELECT set_config('acme.base_url', :'base_url' || '/sdkgen-no-such-path', false) AS base_url_now \gset
DO $test$
DECLARE
  state text;
  detail text;
BEGIN
  PERFORM count(*) FROM (SELECT acme.accounts_list() LIMIT 1) AS cut;
  RAISE EXCEPTION 'an API error of a list raised nothing';
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS state = RETURNED_SQLSTATE, detail = PG_EXCEPTION_DETAIL;
  IF state <> 'P0002' OR detail NOT LIKE '%HTTP status 404%' THEN RAISE EXCEPTION 'a list''s 404 gave % (%)', state, detail; END IF;
END
$test$;
\echo 'ok list errors'
