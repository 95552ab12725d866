# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class Account < ACME::Internal::Type::BaseModel
      required :id, String

      required :created_at, Time

      required :name, String

      required :status, -> { ACME::Models::AccountStatus }

      optional :nickname, String

      optional :address, -> { ACME::Models::Address }

      optional :homepage, String

      optional :legacy_code, String

      optional :display_name, String

      optional :beta_feature, ACME::Internal::Type::Boolean

      optional :settings, -> { ACME::Models::Account::Settings }

      class Settings < ACME::Internal::Type::BaseModel
        optional :theme, -> { ACME::Models::Account::Settings::Theme }

        optional :notifications, ACME::Internal::Type::Boolean

        module Theme
          extend ACME::Internal::Type::Enum

          LIGHT = :light

          DARK = :dark
        end
      end
    end
  end
end
