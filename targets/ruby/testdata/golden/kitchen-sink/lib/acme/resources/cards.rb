# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    class Cards < ACME::Internal::Resource
      attr_reader :transactions

      def initialize(client:, raw: false)
        super
        @transactions = ACME::Resources::Cards::Transactions.new(client: client, raw: raw)
      end

      # GET /cards
      # @param params [Hash] see ACME::Models::CardListParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def list(params = {})
        values, options = ACME::Models::CardListParams.dump_request(params)
        parts = ACME::Models::CardListParams.request_parts(values)
        call(
          method: :get,
          path: ACME::Internal::Util.path("/cards", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          page: ACME::Pagination::OffsetPage,
          paging: {scheme: ACME::Pagination::OffsetPage::SCHEME, item: -> { ACME::Models::Card }, items_path: ["items"]},
          options: options
        )
      end
    end
  end
end
