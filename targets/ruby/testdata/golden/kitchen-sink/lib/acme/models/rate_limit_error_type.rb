# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    module RateLimitErrorType
      extend ACME::Internal::Type::Enum

      RATE_LIMITED = :rate_limited
    end
  end
end
