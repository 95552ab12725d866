# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    class Search < ACME::Internal::Resource
      # GET /search
      # @param params [Hash] see ACME::Models::SearchQueryParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def query(params = {})
        values, options = ACME::Models::SearchQueryParams.dump_request(params)
        parts = ACME::Models::SearchQueryParams.request_parts(values)
        call(
          method: :get,
          path: ACME::Internal::Util.path("/search", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          model: ACME::Internal::Type::ArrayOf[-> { ACME::Models::SearchQueryResponse }],
          options: options
        )
      end
    end
  end
end
