# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../test_helper"

module ACME
  module Test
    module Resources
      class FilesTest < ACME::Test::ResourceTest
        def test_upload_required_params
          response = @client.files.upload(file: StringIO.new("Example data"), purpose: "avatar")
          assert_kind_of(ACME::Models::File, response)
        end

        def test_upload_with_all_params
          response = @client.files.upload(file: StringIO.new("Example data"), purpose: "avatar", labels: ["string"])
          assert_kind_of(ACME::Models::File, response)
        end

        def test_upload_raw_response
          raw = @client.files.with_raw_response.upload(file: StringIO.new("Example data"), purpose: "avatar")
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(ACME::Models::File, response)
        end

        def test_content_required_params
          skip("Prism cannot mock binary downloads.")
        end

        def test_content_with_all_params
          skip("Prism cannot mock binary downloads.")
        end

        def test_content_raw_response
          skip("Prism cannot mock binary downloads.")
        end

        def test_content_empty_file_id
          assert_raises(ArgumentError) do
            @client.files.content("")
          end
        end
      end
    end
  end
end
