# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Models
    module CardBrand
      extend Acme::Internal::Type::Enum

      VISA = :visa

      MASTERCARD = :mastercard

      AMEX = :amex
    end
  end
end
