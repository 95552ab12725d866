# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    # The params of accounts.create.
    class AccountCreateParams < ACME::Internal::Type::BaseModel
      required :name, String, location: :body

      optional :password, String, location: :body

      optional :address, -> { ACME::Models::Address }, location: :body

      optional :kind, String, location: :body
    end
  end
end
