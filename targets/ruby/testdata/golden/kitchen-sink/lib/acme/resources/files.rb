# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    class Files < ACME::Internal::Resource
      # POST /files
      # @param params [Hash] see ACME::Models::FileUploadParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def upload(params = {})
        values, options = ACME::Models::FileUploadParams.dump_request(params)
        parts = ACME::Models::FileUploadParams.request_parts(values)
        call(
          method: :post,
          path: ACME::Internal::Util.path("/files", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body] || {},
          model: -> { ACME::Models::File },
          multipart: true,
          options: options
        )
      end

      # GET /files/{file_id}/content
      # @param file_id [String]
      # @param params [Hash] see ACME::Models::FilesContentParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def content(file_id, params = {})
        values, options = ACME::Models::FilesContentParams.dump_request(params)
        parts = ACME::Models::FilesContentParams.request_parts(values)
        parts[:path]["file_id"] = file_id
        call(
          method: :get,
          path: ACME::Internal::Util.path("/files/{file_id}/content", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          binary: true,
          options: options
        )
      end
    end
  end
end
