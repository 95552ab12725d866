# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../test_helper"

module ACME
  module Test
    module Resources
      class CardsTest < ACME::Test::ResourceTest
        def test_list_required_params
          response = @client.cards.list
          assert_kind_of(ACME::Pagination::OffsetPage, response)
        end

        def test_list_with_all_params
          response = @client.cards.list(offset: 1, limit: 20, sort: "asc")
          assert_kind_of(ACME::Pagination::OffsetPage, response)
        end

        def test_list_raw_response
          raw = @client.cards.with_raw_response.list
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(ACME::Pagination::OffsetPage, response)
        end

        def test_list_auto_paging
          page = @client.cards.list
          assert_equal(page.items, page.auto_paging_each.first(page.items.size))
          assert_includes([true, false], page.next_page?)
        end
      end
    end
  end
end
