# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../../test_helper"

module Acme
  module Test
    module Resources
      class AccountsCardsTest < Acme::Test::ResourceTest
        def test_list_required_params
          response = @client.accounts.cards.list("acc_123")
          assert_kind_of(Acme::Pagination::CursorPage, response)
        end

        def test_list_with_all_params
          response = @client.accounts.cards.list("acc_123", cursor: "string")
          assert_kind_of(Acme::Pagination::CursorPage, response)
        end

        def test_list_raw_response
          raw = @client.accounts.cards.with_raw_response.list("acc_123")
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(Acme::Pagination::CursorPage, response)
        end

        def test_list_auto_paging
          page = @client.accounts.cards.list("acc_123")
          assert_equal(page.items, page.auto_paging_each.first(page.items.size))
          assert_includes([true, false], page.next_page?)
        end

        def test_list_empty_account_id
          assert_raises(ArgumentError) do
            @client.accounts.cards.list("")
          end
        end
      end
    end
  end
end
