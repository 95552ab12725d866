# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../test_helper"

module ACME
  module Test
    module Resources
      class ReportsTest < ACME::Test::ResourceTest
        def test_search_required_params
          response = @client.reports.search
          assert_kind_of(ACME::Pagination::BodyCursorPage, response)
        end

        def test_search_with_all_params
          response = @client.reports.search(cursor: "string", page_size: 1, query: "string")
          assert_kind_of(ACME::Pagination::BodyCursorPage, response)
        end

        def test_search_raw_response
          raw = @client.reports.with_raw_response.search
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(ACME::Pagination::BodyCursorPage, response)
        end

        def test_search_auto_paging
          page = @client.reports.search
          assert_equal(page.items, page.auto_paging_each.first(page.items.size))
          assert_includes([true, false], page.next_page?)
        end
      end
    end
  end
end
