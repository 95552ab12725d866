# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Pagination
    # A page of the cursor_page scheme.
    class CursorPage < Acme::Internal::Page
      SCHEME = {
        type: "cursor",
        location: :query,
        next_param: "cursor",
        next_cursor: ["next_cursor"]
      }.freeze
    end
  end
end
