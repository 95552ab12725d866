# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    class Feedback < ACME::Internal::Resource
      # POST /forms/feedback
      # @param params [Hash] see ACME::Models::FeedbackSendParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def send_(params = {})
        values, options = ACME::Models::FeedbackSendParams.dump_request(params)
        parts = ACME::Models::FeedbackSendParams.request_parts(values)
        call(
          method: :post,
          path: ACME::Internal::Util.path("/forms/feedback", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          form: true,
          options: options
        )
      end
    end
  end
end
