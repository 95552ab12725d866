# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../test_helper"

module ACME
  module Test
    module Resources
      class SearchTest < ACME::Test::ResourceTest
        def test_query_required_params
          @client.search.query(query: "string")
        end

        def test_query_with_all_params
          @client.search.query(query: "string", filter: {created_after: "2019-12-27T18:11:19.117Z", owner: "182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"}, tags: ["string"])
        end

        def test_query_raw_response
          raw = @client.search.with_raw_response.query(query: "string")
          assert_includes(200..299, raw.status)
          raw.parse
        end
      end
    end
  end
end
