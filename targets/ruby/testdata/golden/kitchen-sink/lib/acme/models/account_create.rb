# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class AccountCreate < ACME::Internal::Type::BaseModel
      required :name, String

      optional :password, String

      optional :address, -> { ACME::Models::Address }

      optional :kind, String
    end
  end
end
