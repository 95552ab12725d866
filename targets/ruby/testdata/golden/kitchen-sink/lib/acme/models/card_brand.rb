# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    module CardBrand
      extend ACME::Internal::Type::Enum

      VISA = :visa

      MASTERCARD = :mastercard
    end
  end
end
