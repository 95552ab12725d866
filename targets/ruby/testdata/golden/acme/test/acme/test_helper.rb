# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require "minitest/autorun"
require "acme"

module Acme
  module Test
    module Resources
    end

    # The client of the mock server the API tests share.
    def self.client
      @client ||= Acme::Client.new(
        base_url: ENV.fetch("TEST_API_BASE_URL", "http://127.0.0.1:4010"),
        api_key: "My API Key"
      )
    end

    # The base of the API tests: SKIP_MOCK_TESTS=true skips them.
    class ResourceTest < Minitest::Test
      def setup
        skip("SKIP_MOCK_TESTS is true") if ENV["SKIP_MOCK_TESTS"] == "true"
        @client = Acme::Test.client
      end
    end
  end
end
