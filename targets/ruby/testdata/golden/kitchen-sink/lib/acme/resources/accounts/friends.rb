# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    class Accounts < ACME::Internal::Resource
      class Friends < ACME::Internal::Resource
        # GET /accounts/{account_id}/friends
        # @param account_id [String] The account's identifier.
        # @param params [Hash] see ACME::Models::FriendListParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
        def list(account_id, params = {})
          values, options = ACME::Models::FriendListParams.dump_request(params)
          parts = ACME::Models::FriendListParams.request_parts(values)
          parts[:path]["account_id"] = account_id
          call(
            method: :get,
            path: ACME::Internal::Util.path("/accounts/{account_id}/friends", parts[:path]),
            query: parts[:query],
            headers: parts[:header],
            body: parts[:body],
            page: ACME::Pagination::CursorIDPage,
            paging: {scheme: ACME::Pagination::CursorIDPage::SCHEME, item: -> { ACME::Models::Friend }, items_path: ["data"]},
            options: options
          )
        end
      end
    end
  end
end
