# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../test_helper"

module Acme
  module Test
    module Resources
      class AccountsTest < Acme::Test::ResourceTest
        def test_list_required_params
          response = @client.accounts.list
          assert_kind_of(Acme::Pagination::CursorPage, response)
        end

        def test_list_with_all_params
          response = @client.accounts.list(cursor: "string", limit: 20)
          assert_kind_of(Acme::Pagination::CursorPage, response)
        end

        def test_list_raw_response
          raw = @client.accounts.with_raw_response.list
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(Acme::Pagination::CursorPage, response)
        end

        def test_list_auto_paging
          page = @client.accounts.list
          assert_equal(page.items, page.auto_paging_each.first(page.items.size))
          assert_includes([true, false], page.next_page?)
        end

        def test_create_required_params
          response = @client.accounts.create(name: "Ada Lovelace")
          assert_kind_of(Acme::Models::Account, response)
        end

        def test_create_with_all_params
          response = @client.accounts.create(name: "Ada Lovelace", email: "dev@example.com")
          assert_kind_of(Acme::Models::Account, response)
        end

        def test_create_raw_response
          raw = @client.accounts.with_raw_response.create(name: "Ada Lovelace")
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(Acme::Models::Account, response)
        end

        def test_retrieve_required_params
          response = @client.accounts.retrieve("acc_123")
          assert_kind_of(Acme::Models::Account, response)
        end

        def test_retrieve_with_all_params
          response = @client.accounts.retrieve("acc_123")
          assert_kind_of(Acme::Models::Account, response)
        end

        def test_retrieve_raw_response
          raw = @client.accounts.with_raw_response.retrieve("acc_123")
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(Acme::Models::Account, response)
        end

        def test_retrieve_empty_account_id
          assert_raises(ArgumentError) do
            @client.accounts.retrieve("")
          end
        end

        def test_delete_required_params
          @client.accounts.delete("acc_123")
        end

        def test_delete_with_all_params
          @client.accounts.delete("acc_123")
        end

        def test_delete_raw_response
          raw = @client.accounts.with_raw_response.delete("acc_123")
          assert_includes(200..299, raw.status)
          raw.parse
        end

        def test_delete_empty_account_id
          assert_raises(ArgumentError) do
            @client.accounts.delete("")
          end
        end
      end
    end
  end
end
