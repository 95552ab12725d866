# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Models
    # The params of accounts.list.
    class AccountListParams < Acme::Internal::Type::BaseModel
      # Where the previous page ended.
      optional :cursor, String, location: :query

      optional :limit, Integer, location: :query
    end
  end
end
