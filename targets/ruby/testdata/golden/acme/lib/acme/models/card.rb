# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Models
    class Card < Acme::Internal::Type::BaseModel
      required :id, String

      required :last4, String

      optional :brand, -> { Acme::Models::CardBrand }
    end
  end
end
