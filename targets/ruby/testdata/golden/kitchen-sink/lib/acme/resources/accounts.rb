# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    # Accounts hold everything else.
    class Accounts < ACME::Internal::Resource
      attr_reader :friends

      def initialize(client:, raw: false)
        super
        @friends = ACME::Resources::Accounts::Friends.new(client: client, raw: raw)
      end

      # List accounts
      # @param params [Hash] see ACME::Models::AccountListParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def list(params = {})
        values, options = ACME::Models::AccountListParams.dump_request(params)
        parts = ACME::Models::AccountListParams.request_parts(values)
        call(
          method: :get,
          path: ACME::Internal::Util.path("/accounts", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          page: ACME::Pagination::CursorPage,
          paging: {scheme: ACME::Pagination::CursorPage::SCHEME, item: -> { ACME::Models::Account }, items_path: ["data"]},
          options: options
        )
      end

      # Create an account
      #
      # Creates an account. The `Idempotency-Key` header makes retries safe.
      # @param params [Hash] see ACME::Models::AccountCreateParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def create(params = {})
        values, options = ACME::Models::AccountCreateParams.dump_request(params)
        parts = ACME::Models::AccountCreateParams.request_parts(values)
        call(
          method: :post,
          path: ACME::Internal::Util.path("/accounts", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body] || {},
          model: -> { ACME::Models::Account },
          options: options
        )
      end

      # GET /accounts/{account_id}
      # @param account_id [String] The account's identifier.
      # @param params [Hash] see ACME::Models::AccountsRetrieveParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def retrieve(account_id, params = {})
        values, options = ACME::Models::AccountsRetrieveParams.dump_request(params)
        parts = ACME::Models::AccountsRetrieveParams.request_parts(values)
        parts[:path]["account_id"] = account_id
        call(
          method: :get,
          path: ACME::Internal::Util.path("/accounts/{account_id}", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          unwrap: ["data"],
          model: -> { ACME::Models::AccountRetrieveResponse },
          options: options
        )
      end

      # PATCH /accounts/{account_id}
      # @param account_id [String] The account's identifier.
      # @param params [Hash] see ACME::Models::AccountUpdateParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def update(account_id, params = {})
        values, options = ACME::Models::AccountUpdateParams.dump_request(params)
        parts = ACME::Models::AccountUpdateParams.request_parts(values)
        parts[:path]["account_id"] = account_id
        call(
          method: :patch,
          path: ACME::Internal::Util.path("/accounts/{account_id}", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          model: -> { ACME::Models::Account },
          options: options
        )
      end

      # DELETE /accounts/{account_id}
      # @param account_id [String] The account's identifier.
      # @param params [Hash] see ACME::Models::AccountsDeleteParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def delete(account_id, params = {})
        values, options = ACME::Models::AccountsDeleteParams.dump_request(params)
        parts = ACME::Models::AccountsDeleteParams.request_parts(values)
        parts[:path]["account_id"] = account_id
        call(
          method: :delete,
          path: ACME::Internal::Util.path("/accounts/{account_id}", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          options: options
        )
      end

      # GET /me
      # @param params [Hash] see ACME::Models::AccountsMeParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def me(params = {})
        values, options = ACME::Models::AccountsMeParams.dump_request(params)
        parts = ACME::Models::AccountsMeParams.request_parts(values)
        call(
          method: :get,
          path: ACME::Internal::Util.path("/me", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          unwrap: ["user"],
          model: -> { ACME::Models::AccountMeResponse },
          options: options
        )
      end

      # POST /accounts/{account_id}/link
      # @param account_id [String] The account's identifier.
      # @param params [Hash] see ACME::Models::AccountsLinkParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def link(account_id, params = {})
        values, options = ACME::Models::AccountsLinkParams.dump_request(params)
        parts = ACME::Models::AccountsLinkParams.request_parts(values)
        parts[:path]["account_id"] = account_id
        call(
          method: :post,
          path: ACME::Internal::Util.path("/accounts/{account_id}/link", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          model: ACME::Internal::Type::ArrayOf[-> { ACME::Models::Account }],
          options: options
        )
      end
    end
  end
end
