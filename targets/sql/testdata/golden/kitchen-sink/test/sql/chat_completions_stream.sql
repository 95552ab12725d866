-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.chat.completions.stream against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

\echo 'skip chat_completions_stream: the mock server cannot answer this call'
