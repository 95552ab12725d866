# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class RateLimitError < ACME::Internal::Type::BaseModel
      required :type, -> { ACME::Models::RateLimitErrorType }

      required :status, -> { ACME::Models::RateLimitErrorStatus }

      required :message, String

      optional :retry_after, Integer
    end
  end
end
