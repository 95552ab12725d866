# frozen_string_literal: true

module SdkgenRuntime
  module Internal
    # The HTTP response of a call made through `with_raw_response`: status, headers and body, and `parse` for the
    # value the call returns otherwise.
    class RawResponse
      def initialize(client, request, response, model, how)
        @client = client
        @request = request
        @response = response
        @model = model
        @how = how.except(:raw)
      end

      def status = @response.status

      def headers = @response.headers

      def body = @response.body.to_s

      def request_id = @response.headers["x-request-id"]

      def parse = @client.parse(@request, @response, @model, @how)
    end
  end
end
