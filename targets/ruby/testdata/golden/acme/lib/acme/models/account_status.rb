# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Models
    module AccountStatus
      extend Acme::Internal::Type::Enum

      ACTIVE = :active

      SUSPENDED = :suspended

      CLOSED = :closed
    end
  end
end
