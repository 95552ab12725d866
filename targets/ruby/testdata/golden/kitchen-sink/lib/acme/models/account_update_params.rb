# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    # The params of accounts.update.
    class AccountUpdateParams < ACME::Internal::Type::BaseModel
      optional :name, String, location: :body

      # Set to null to remove the nickname.
      optional :nickname, String, location: :body

      optional :metadata, ACME::Internal::Type::HashOf[String], location: :body
    end
  end
end
