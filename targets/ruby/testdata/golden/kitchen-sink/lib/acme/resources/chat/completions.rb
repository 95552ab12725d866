# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    class Chat < ACME::Internal::Resource
      class Completions < ACME::Internal::Resource
        # POST /chat/completions
        # @param params [Hash] see ACME::Models::CompletionCreateParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
        def create(params = {})
          values, options = ACME::Models::CompletionCreateParams.dump_request(params)
          parts = ACME::Models::CompletionCreateParams.request_parts(values)
          call(
            method: :post,
            path: ACME::Internal::Util.path("/chat/completions", parts[:path]),
            query: parts[:query],
            headers: parts[:header],
            body: parts[:body] || {},
            stream: values[:stream] ? [{data_prefix: "[DONE]", handle: :done}, {event: "error", handle: :error}, {handle: :yield}] : nil,
            event: -> { ACME::Models::CompletionChunk },
            model: -> { ACME::Models::Completion },
            options: options
          )
        end

        # POST /chat/stream
        # @param params [Hash] see ACME::Models::CompletionStreamParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
        def stream(params = {})
          values, options = ACME::Models::CompletionStreamParams.dump_request(params)
          parts = ACME::Models::CompletionStreamParams.request_parts(values)
          call(
            method: :post,
            path: ACME::Internal::Util.path("/chat/stream", parts[:path]),
            query: parts[:query],
            headers: parts[:header],
            body: parts[:body] || {},
            stream: [{data_prefix: "[DONE]", handle: :done}, {event: "error", handle: :error}, {handle: :yield}],
            model: -> { ACME::Models::CompletionChunk },
            options: options
          )
        end
      end
    end
  end
end
