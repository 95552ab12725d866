# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class Card < ACME::Internal::Type::BaseModel
      optional :id, String

      optional :last4, String

      optional :brand, -> { ACME::Models::CardBrand }
    end
  end
end
