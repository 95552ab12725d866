-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.accounts.link against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT acme.accounts_link(account_id => '9b2f7c1e-0000-4000-8000-000000000000', account_ids => ARRAY['182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e']::text[]) INTO j;
  IF j IS NULL THEN RAISE EXCEPTION 'accounts_link returned NULL'; END IF;
END
$test$;
\echo 'ok accounts_link'

