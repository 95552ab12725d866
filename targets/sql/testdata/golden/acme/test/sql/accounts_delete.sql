-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.accounts.delete against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  PERFORM acme.accounts_delete(account_id => 'acc_123');
END
$test$;
\echo 'ok accounts_delete'

