# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    class Legacy < ACME::Internal::Resource
      # GET /legacy/report
      # @deprecated The legacy API will be removed in 2027.
      # @param params [Hash] see ACME::Models::LegacyReportParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def report(params = {})
        values, options = ACME::Models::LegacyReportParams.dump_request(params)
        parts = ACME::Models::LegacyReportParams.request_parts(values)
        call(
          method: :get,
          path: ACME::Internal::Util.path("/legacy/report", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          model: -> { ACME::Models::LegacyReportResponse },
          options: options
        )
      end
    end
  end
end
