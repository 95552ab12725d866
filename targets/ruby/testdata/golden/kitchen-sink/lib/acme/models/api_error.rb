# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    module APIError
      extend ACME::Internal::Type::Union

      variant -> { ACME::Models::NotFoundError }
      variant -> { ACME::Models::RateLimitError }
    end
  end
end
