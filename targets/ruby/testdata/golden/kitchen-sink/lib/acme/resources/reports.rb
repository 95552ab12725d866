# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    class Reports < ACME::Internal::Resource
      # POST /reports/search
      # @param params [Hash] see ACME::Models::ReportSearchParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def search(params = {})
        values, options = ACME::Models::ReportSearchParams.dump_request(params)
        parts = ACME::Models::ReportSearchParams.request_parts(values)
        call(
          method: :post,
          path: ACME::Internal::Util.path("/reports/search", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          page: ACME::Pagination::BodyCursorPage,
          paging: {scheme: ACME::Pagination::BodyCursorPage::SCHEME, item: -> { ACME::Models::Report }, items_path: ["results"]},
          options: options
        )
      end
    end
  end
end
