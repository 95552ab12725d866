# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../test_helper"

module ACME
  module Test
    module Resources
      class EventsTest < ACME::Test::ResourceTest
        def test_list_required_params
          response = @client.events.list
          assert_kind_of(ACME::Pagination::LinkPage, response)
        end

        def test_list_with_all_params
          response = @client.events.list(page_size: 1)
          assert_kind_of(ACME::Pagination::LinkPage, response)
        end

        def test_list_raw_response
          raw = @client.events.with_raw_response.list
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(ACME::Pagination::LinkPage, response)
        end

        def test_list_auto_paging
          page = @client.events.list
          assert_equal(page.items, page.auto_paging_each.first(page.items.size))
          assert_includes([true, false], page.next_page?)
        end

        def test_feed_required_params
          response = @client.events.feed
          assert_kind_of(ACME::Pagination::NestedCursorPage, response)
        end

        def test_feed_with_all_params
          response = @client.events.feed(cursor: "string")
          assert_kind_of(ACME::Pagination::NestedCursorPage, response)
        end

        def test_feed_raw_response
          raw = @client.events.with_raw_response.feed
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(ACME::Pagination::NestedCursorPage, response)
        end

        def test_feed_auto_paging
          page = @client.events.feed
          assert_equal(page.items, page.auto_paging_each.first(page.items.size))
          assert_includes([true, false], page.next_page?)
        end
      end
    end
  end
end
