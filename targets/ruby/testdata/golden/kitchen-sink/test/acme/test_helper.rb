# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require "minitest/autorun"
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

    # The base of the API tests: SKIP_MOCK_TESTS=true skips them.
    class ResourceTest < Minitest::Test
      def setup
        skip("SKIP_MOCK_TESTS is true") if ENV["SKIP_MOCK_TESTS"] == "true"
        @client = ACME::Test.client
      end
    end
  end
end
