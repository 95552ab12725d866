# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    class Cards < ACME::Internal::Resource
      class Transactions < ACME::Internal::Resource
        # GET /cards/{card_id}/transactions
        # @param card_id [String]
        # @param params [Hash] see ACME::Models::TransactionListParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
        def list(card_id, params = {})
          values, options = ACME::Models::TransactionListParams.dump_request(params)
          parts = ACME::Models::TransactionListParams.request_parts(values)
          parts[:path]["card_id"] = card_id
          call(
            method: :get,
            path: ACME::Internal::Util.path("/cards/{card_id}/transactions", parts[:path]),
            query: parts[:query],
            headers: parts[:header],
            body: parts[:body],
            page: ACME::Pagination::PageNumberPage,
            paging: {scheme: ACME::Pagination::PageNumberPage::SCHEME, item: -> { ACME::Models::Transaction }, items_path: ["data"]},
            options: options
          )
        end
      end
    end
  end
end
