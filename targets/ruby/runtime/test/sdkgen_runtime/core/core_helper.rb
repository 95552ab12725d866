# frozen_string_literal: true

require "minitest/autorun"
require_relative "../../../lib/sdkgen_runtime"

module SdkgenRuntime
  module CoreTest
    # Answers requests from a queue of responses (or raises queued errors) and records what was sent.
    class FakeTransport
      attr_reader :requests

      def initialize(*answers)
        @answers = answers
        @requests = []
      end

      def execute(**request)
        @requests << request
        answer = @answers.shift || [200, {}, ""]
        raise answer if answer.is_a?(Exception)

        status, headers, body = answer
        body = JSON.generate(body) unless body.is_a?(String)
        headers = {"content-type" => "application/json"}.merge(headers)
        Internal::Transport::Response.new(status: status, headers: headers, body: body)
      end
    end

    # A client with a fake transport that records its waits instead of sleeping.
    class Client < Internal::BaseClient
      SETTINGS = {
        version: "1.0", idempotency_header: "Idempotency-Key", secret_names: ["x-api-key"],
        auth: {schemes: {"Key" => {kind: :api_key, in: :header, name: "x-api-key", value: :api_key}}, alternatives: [["Key"]]}
      }.freeze

      attr_reader :waits

      def initialize(*answers, **options)
        @waits = []
        super(base_url: "http://api.test", timeout: 60, max_retries: 2, transport: FakeTransport.new(*answers),
              settings: SETTINGS, **options)
      end

      attr_reader :transport

      def sleep_for(seconds) = @waits << seconds

      def api_key = "secret"
    end
  end
end
