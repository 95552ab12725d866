# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Pagination
    # A page of the cursor_page scheme.
    class CursorPage < ACME::Internal::Page
      SCHEME = {
        type: "cursor",
        location: :query,
        next_param: "cursor",
        next_cursor: ["next_cursor"]
      }.freeze
    end

    # A page of the cursor_id_page scheme.
    class CursorIDPage < ACME::Internal::Page
      SCHEME = {
        type: "cursor_id",
        location: :query,
        next_id_param: "after_id",
        cursor_item_id: ["id"],
        has_next: ["has_more"]
      }.freeze
    end

    # A page of the offset_page scheme.
    class OffsetPage < ACME::Internal::Page
      SCHEME = {
        type: "offset",
        location: :query,
        offset_param: "offset",
        total_count: ["total_count"],
        count_start: ["next_offset"]
      }.freeze
    end

    # A page of the page_number_page scheme.
    class PageNumberPage < ACME::Internal::Page
      SCHEME = {
        type: "page_number",
        location: :query,
        page_param: "page",
        current_page: ["page"],
        total_pages: ["total_pages"]
      }.freeze
    end

    # A page of the link_page scheme.
    class LinkPage < ACME::Internal::Page
      SCHEME = {
        type: "cursor_url",
        location: :query,
        continue_on_empty: true,
        cursor_url: "Link"
      }.freeze
    end

    # A page of the nested_cursor_page scheme.
    class NestedCursorPage < ACME::Internal::Page
      SCHEME = {
        type: "cursor",
        location: :query,
        next_param: "cursor",
        next_cursor: ["result", "paging", "next"]
      }.freeze
    end

    # A page of the body_cursor_page scheme.
    class BodyCursorPage < ACME::Internal::Page
      SCHEME = {
        type: "cursor",
        location: :body,
        next_param: "cursor",
        next_cursor: ["next_cursor"]
      }.freeze
    end

    # A page of the tag_list scheme.
    class TagList < ACME::Internal::Page
      SCHEME = {
        type: "fake_page",
        location: :query
      }.freeze
    end
  end
end
