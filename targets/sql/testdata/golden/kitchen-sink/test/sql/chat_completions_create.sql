-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.chat.completions.create against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM acme.chat_completions_create(messages => ('[{"content":"string","role":"system"}]')::jsonb) AS r WHERE NOT (r IS NULL);
  IF n <> 1 THEN RAISE EXCEPTION 'chat_completions_create returned no row'; END IF;
END
$test$;
\echo 'ok chat_completions_create'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT acme.chat_completions_create_jsonb(messages => ('[{"content":"string","role":"system"}]')::jsonb) INTO j;
  IF j IS NULL THEN RAISE EXCEPTION 'chat_completions_create_jsonb returned NULL'; END IF;
END
$test$;
\echo 'ok chat_completions_create_jsonb'

\echo 'skip chat_completions_create_stream: the mock server cannot answer this call'
