# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class NotFoundError < ACME::Internal::Type::BaseModel
      required :type, -> { ACME::Models::NotFoundErrorType }

      required :status, -> { ACME::Models::NotFoundErrorStatus }

      required :message, String
    end
  end
end
