# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Resources
    class Accounts < Acme::Internal::Resource
      attr_reader :cards

      def initialize(client:, raw: false)
        super
        @cards = Acme::Resources::Accounts::Cards.new(client: client, raw: raw)
      end

      # List accounts
      # @param params [Hash] see Acme::Models::AccountListParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def list(params = {})
        values, options = Acme::Models::AccountListParams.dump_request(params)
        parts = Acme::Models::AccountListParams.request_parts(values)
        call(
          method: :get,
          path: Acme::Internal::Util.path("/accounts", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          page: Acme::Pagination::CursorPage,
          paging: {scheme: Acme::Pagination::CursorPage::SCHEME, item: -> { Acme::Models::Account }, items_path: ["data"]},
          options: options
        )
      end

      # Create an account
      # @param params [Hash] see Acme::Models::AccountCreateParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def create(params = {})
        values, options = Acme::Models::AccountCreateParams.dump_request(params)
        parts = Acme::Models::AccountCreateParams.request_parts(values)
        call(
          method: :post,
          path: Acme::Internal::Util.path("/accounts", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body] || {},
          model: -> { Acme::Models::Account },
          options: options
        )
      end

      # Retrieve an account
      # @param account_id [String]
      # @param params [Hash] see Acme::Models::AccountsRetrieveParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def retrieve(account_id, params = {})
        values, options = Acme::Models::AccountsRetrieveParams.dump_request(params)
        parts = Acme::Models::AccountsRetrieveParams.request_parts(values)
        parts[:path]["account_id"] = account_id
        call(
          method: :get,
          path: Acme::Internal::Util.path("/accounts/{account_id}", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          model: -> { Acme::Models::Account },
          options: options
        )
      end

      # Delete an account
      # @param account_id [String]
      # @param params [Hash] see Acme::Models::AccountsDeleteParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def delete(account_id, params = {})
        values, options = Acme::Models::AccountsDeleteParams.dump_request(params)
        parts = Acme::Models::AccountsDeleteParams.request_parts(values)
        parts[:path]["account_id"] = account_id
        call(
          method: :delete,
          path: Acme::Internal::Util.path("/accounts/{account_id}", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          options: options
        )
      end
    end
  end
end
