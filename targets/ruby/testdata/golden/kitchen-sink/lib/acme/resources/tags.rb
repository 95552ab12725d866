# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    class Tags < ACME::Internal::Resource
      # List tags
      # @param params [Hash] see ACME::Models::TagsListParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def list(params = {})
        values, options = ACME::Models::TagsListParams.dump_request(params)
        parts = ACME::Models::TagsListParams.request_parts(values)
        call(
          method: :get,
          path: ACME::Internal::Util.path("/tags", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          page: ACME::Pagination::TagList,
          paging: {scheme: ACME::Pagination::TagList::SCHEME, item: -> { ACME::Models::Tag }, items_path: []},
          options: options
        )
      end
    end
  end
end
