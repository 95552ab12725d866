# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    class Events < ACME::Internal::Resource
      # GET /events
      # @param params [Hash] see ACME::Models::EventListParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def list(params = {})
        values, options = ACME::Models::EventListParams.dump_request(params)
        parts = ACME::Models::EventListParams.request_parts(values)
        call(
          method: :get,
          path: ACME::Internal::Util.path("/events", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          page: ACME::Pagination::LinkPage,
          paging: {scheme: ACME::Pagination::LinkPage::SCHEME, item: -> { ACME::Models::Event }, items_path: ["events"]},
          options: options
        )
      end

      # GET /events/feed
      # @param params [Hash] see ACME::Models::EventFeedParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def feed(params = {})
        values, options = ACME::Models::EventFeedParams.dump_request(params)
        parts = ACME::Models::EventFeedParams.request_parts(values)
        call(
          method: :get,
          path: ACME::Internal::Util.path("/events/feed", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          page: ACME::Pagination::NestedCursorPage,
          paging: {scheme: ACME::Pagination::NestedCursorPage::SCHEME, item: -> { ACME::Models::Event }, items_path: ["result", "entries"]},
          options: options
        )
      end
    end
  end
end
