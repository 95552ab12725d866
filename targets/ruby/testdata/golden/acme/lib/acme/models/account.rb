# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Models
    class Account < Acme::Internal::Type::BaseModel
      required :id, String

      required :name, String

      optional :email, String

      required :status, -> { Acme::Models::Account::Status }

      module Status
        extend Acme::Internal::Type::Enum

        ACTIVE = :active

        SUSPENDED = :suspended

        CLOSED = :closed
      end
    end
  end
end
