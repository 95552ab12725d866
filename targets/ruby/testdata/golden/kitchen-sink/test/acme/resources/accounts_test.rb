# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../test_helper"

module ACME
  module Test
    module Resources
      class AccountsTest < ACME::Test::ResourceTest
        def test_list_required_params
          response = @client.accounts.list
          assert_kind_of(ACME::Pagination::CursorPage, response)
        end

        def test_list_with_all_params
          response = @client.accounts.list(cursor: "string", limit: 20, status: "active", x_trace_id: "182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e")
          assert_kind_of(ACME::Pagination::CursorPage, response)
        end

        def test_list_raw_response
          raw = @client.accounts.with_raw_response.list
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(ACME::Pagination::CursorPage, response)
        end

        def test_list_auto_paging
          page = @client.accounts.list
          assert_equal(page.items, page.auto_paging_each.first(page.items.size))
          assert_includes([true, false], page.next_page?)
        end

        def test_create_required_params
          response = @client.accounts.create(name: "string")
          assert_kind_of(ACME::Models::Account, response)
        end

        def test_create_with_all_params
          response = @client.accounts.create(name: "string", password: "string", address: {line1: "string", city: "string", country: "AA"}, kind: "personal")
          assert_kind_of(ACME::Models::Account, response)
        end

        def test_create_raw_response
          raw = @client.accounts.with_raw_response.create(name: "string")
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(ACME::Models::Account, response)
        end

        def test_retrieve_required_params
          @client.accounts.retrieve("9b2f7c1e-0000-4000-8000-000000000000")
        end

        def test_retrieve_with_all_params
          @client.accounts.retrieve("9b2f7c1e-0000-4000-8000-000000000000")
        end

        def test_retrieve_raw_response
          raw = @client.accounts.with_raw_response.retrieve("9b2f7c1e-0000-4000-8000-000000000000")
          assert_includes(200..299, raw.status)
          raw.parse
        end

        def test_retrieve_empty_account_id
          assert_raises(ArgumentError) do
            @client.accounts.retrieve("")
          end
        end

        def test_update_required_params
          response = @client.accounts.update("9b2f7c1e-0000-4000-8000-000000000000")
          assert_kind_of(ACME::Models::Account, response)
        end

        def test_update_with_all_params
          response = @client.accounts.update("9b2f7c1e-0000-4000-8000-000000000000", name: "string", nickname: "string", metadata: {"foo" => "string"})
          assert_kind_of(ACME::Models::Account, response)
        end

        def test_update_raw_response
          raw = @client.accounts.with_raw_response.update("9b2f7c1e-0000-4000-8000-000000000000")
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(ACME::Models::Account, response)
        end

        def test_update_empty_account_id
          assert_raises(ArgumentError) do
            @client.accounts.update("")
          end
        end

        def test_delete_required_params
          @client.accounts.delete("9b2f7c1e-0000-4000-8000-000000000000")
        end

        def test_delete_with_all_params
          @client.accounts.delete("9b2f7c1e-0000-4000-8000-000000000000")
        end

        def test_delete_raw_response
          raw = @client.accounts.with_raw_response.delete("9b2f7c1e-0000-4000-8000-000000000000")
          assert_includes(200..299, raw.status)
          raw.parse
        end

        def test_delete_empty_account_id
          assert_raises(ArgumentError) do
            @client.accounts.delete("")
          end
        end

        def test_me_required_params
          @client.accounts.me
        end

        def test_me_with_all_params
          @client.accounts.me
        end

        def test_me_raw_response
          raw = @client.accounts.with_raw_response.me
          assert_includes(200..299, raw.status)
          raw.parse
        end

        def test_link_required_params
          @client.accounts.link("9b2f7c1e-0000-4000-8000-000000000000", account_ids: ["182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"])
        end

        def test_link_with_all_params
          @client.accounts.link("9b2f7c1e-0000-4000-8000-000000000000", account_ids: ["182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"])
        end

        def test_link_raw_response
          raw = @client.accounts.with_raw_response.link("9b2f7c1e-0000-4000-8000-000000000000", account_ids: ["182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"])
          assert_includes(200..299, raw.status)
          raw.parse
        end

        def test_link_empty_account_id
          assert_raises(ArgumentError) do
            @client.accounts.link("", account_ids: ["182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"])
          end
        end
      end
    end
  end
end
