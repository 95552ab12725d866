# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../../test_helper"

module ACME
  module Test
    module Resources
      class AccountsFriendsTest < ACME::Test::ResourceTest
        def test_list_required_params
          response = @client.accounts.friends.list("9b2f7c1e-0000-4000-8000-000000000000")
          assert_kind_of(ACME::Pagination::CursorIDPage, response)
        end

        def test_list_with_all_params
          response = @client.accounts.friends.list("9b2f7c1e-0000-4000-8000-000000000000", after_id: "string", limit: 20)
          assert_kind_of(ACME::Pagination::CursorIDPage, response)
        end

        def test_list_raw_response
          raw = @client.accounts.friends.with_raw_response.list("9b2f7c1e-0000-4000-8000-000000000000")
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(ACME::Pagination::CursorIDPage, response)
        end

        def test_list_auto_paging
          page = @client.accounts.friends.list("9b2f7c1e-0000-4000-8000-000000000000")
          assert_equal(page.items, page.auto_paging_each.first(page.items.size))
          assert_includes([true, false], page.next_page?)
        end

        def test_list_empty_account_id
          assert_raises(ArgumentError) do
            @client.accounts.friends.list("")
          end
        end
      end
    end
  end
end
