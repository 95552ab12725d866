# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Resources
    class Accounts < Acme::Internal::Resource
      class Cards < Acme::Internal::Resource
        # List an account's cards
        # @param account_id [String]
        # @param params [Hash] see Acme::Models::CardListParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
        def list(account_id, params = {})
          values, options = Acme::Models::CardListParams.dump_request(params)
          parts = Acme::Models::CardListParams.request_parts(values)
          parts[:path]["account_id"] = account_id
          call(
            method: :get,
            path: Acme::Internal::Util.path("/accounts/{account_id}/cards", parts[:path]),
            query: parts[:query],
            headers: parts[:header],
            body: parts[:body],
            page: Acme::Pagination::CursorPage,
            paging: {scheme: Acme::Pagination::CursorPage::SCHEME, item: -> { Acme::Models::Card }, items_path: ["data"]},
            options: options
          )
        end
      end
    end
  end
end
