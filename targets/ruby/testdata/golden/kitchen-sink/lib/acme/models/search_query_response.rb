# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    module SearchQueryResponse
      extend ACME::Internal::Type::Union

      variant -> { ACME::Models::Account }
      variant -> { ACME::Models::Card }
      variant String
    end
  end
end
