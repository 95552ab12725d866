-- File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.
-- The functions of client.cards.transactions.list against the mock server.
\set ON_ERROR_STOP 1
\ir settings.psql

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM (SELECT acme.cards_transactions_list(card_id => 'string') AS item LIMIT 1) AS cut;
  IF n > 1 THEN RAISE EXCEPTION 'cards_transactions_list: LIMIT did not cut the set'; END IF;
END
$test$;
\echo 'ok cards_transactions_list'

DO $test$
DECLARE
  n bigint;
  j jsonb;
BEGIN
  SELECT count(*) INTO n FROM (SELECT acme.cards_transactions_list_jsonb(card_id => 'string') AS item LIMIT 1) AS cut;
  IF n > 1 THEN RAISE EXCEPTION 'cards_transactions_list_jsonb: LIMIT did not cut the set'; END IF;
END
$test$;
\echo 'ok cards_transactions_list_jsonb'

