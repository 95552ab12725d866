# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require "minitest/autorun"
require "socket"
require "acme"

module ACME
  module Test
    module Resources
    end

    # The client of the mock server the API tests share.
    def self.client
      @client ||= ACME::Client.new(
        base_url: ENV.fetch("TEST_API_BASE_URL", "http://127.0.0.1:4010"),
        username: "My Username",
        password: "My Password",
        project_id: "proj_123",
        query_key: "My Query Key"
      )
    end

    # Serves one server-sent-events response (two events) on 127.0.0.1 while the block runs with the server's base
    # URL, and returns the request line the block sent.
    def self.serve_events
      server = TCPServer.new("127.0.0.1", 0)
      thread = Thread.new do
        conn = server.accept
        request = conn.gets.to_s
        length = 0
        while (line = conn.gets) && line != "\r\n"
          length = line.split(":", 2).last.to_i if line.downcase.start_with?("content-length:")
        end
        conn.read(length)
        body = "data: {}\n\ndata: {}\n\n"
        conn.write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nContent-Length: #{body.bytesize}\r\nConnection: close\r\n\r\n#{body}")
        conn.close
        request
      end
      yield "http://127.0.0.1:#{server.addr[1]}"
      thread.join(5)&.value
    ensure
      server&.close
    end

    # The base of the API tests: SKIP_MOCK_TESTS=true skips them.
    class ResourceTest < Minitest::Test
      def setup
        skip("SKIP_MOCK_TESTS is true") if ENV["SKIP_MOCK_TESTS"] == "true"
        @client = ACME::Test.client
      end
    end
  end
end
