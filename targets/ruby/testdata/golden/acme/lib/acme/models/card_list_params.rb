# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Models
    # The params of accounts.cards.list.
    class CardListParams < Acme::Internal::Type::BaseModel
      optional :cursor, String, location: :query
    end
  end
end
