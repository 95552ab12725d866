-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.pets.retrieve against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT acme.pets_retrieve(pet_id => '1'::bigint) INTO j;
  IF j IS NULL THEN RAISE EXCEPTION 'pets_retrieve returned NULL'; END IF;
END
$test$;
\echo 'ok pets_retrieve'

