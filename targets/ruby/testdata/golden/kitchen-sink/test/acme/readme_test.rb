# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "test_helper"

module ACME
  module Test
    # The README's examples, run against the mock server.
    class ReadmeTest < ACME::Test::ResourceTest
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
          response = client.accounts.retrieve("9b2f7c1e-0000-4000-8000-000000000000")

          puts(response[:name])
        end
      end

      def test_readme_pagination
        client = @client
        page = client.accounts.list(limit: 10)
        assert_kind_of(ACME::Internal::Page, page)
      end

      def test_readme_streaming
        request = nil
        out, = capture_io do
          request = ACME::Test.serve_events do |base_url|
            client = @client.with_options(base_url: base_url)
            stream = client.chat.completions.create(messages: [{content: "Hello", role: "user"}], stream: true)
            stream.each do |event|
              puts(event)
            end
          end
        end
        assert_match(/\APOST /, request)
        assert_equal(2, out.lines.size, "the example prints each of the two events")
      end

      def test_readme_file_uploads
        client = @client
        capture_io do
          response = client.files.upload(file: StringIO.new("Example data"), purpose: "avatar")

          puts(response)
        end
      end
    end
  end
end
