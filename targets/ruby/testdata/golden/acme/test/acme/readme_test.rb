# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "test_helper"

module Acme
  module Test
    # The README's examples, run against the mock server.
    class ReadmeTest < Acme::Test::ResourceTest
      def test_readme_default
        client = @client
        capture_io do
          response = client.accounts.create(name: "Ada Lovelace")

          puts(response)
        end
      end

      def test_readme_headline
        client = @client
        capture_io do
          response = client.accounts.create(name: "Ada Lovelace")

          puts(response)
        end
      end

      def test_readme_pagination
        client = @client
        page = client.accounts.list(limit: 10)
        assert_kind_of(Acme::Internal::Page, page)
      end
    end
  end
end
