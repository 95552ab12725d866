# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../../test_helper"

module ACME
  module Test
    module Resources
      class CardsTransactionsTest < ACME::Test::ResourceTest
        def test_list_required_params
          response = @client.cards.transactions.list("string")
          assert_kind_of(ACME::Pagination::PageNumberPage, response)
        end

        def test_list_with_all_params
          response = @client.cards.transactions.list("string", page: 1, page_size: 1)
          assert_kind_of(ACME::Pagination::PageNumberPage, response)
        end

        def test_list_raw_response
          raw = @client.cards.transactions.with_raw_response.list("string")
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(ACME::Pagination::PageNumberPage, response)
        end

        def test_list_auto_paging
          page = @client.cards.transactions.list("string")
          assert_equal(page.items, page.auto_paging_each.first(page.items.size))
          assert_includes([true, false], page.next_page?)
        end

        def test_list_empty_card_id
          assert_raises(ArgumentError) do
            @client.cards.transactions.list("")
          end
        end
      end
    end
  end
end
