# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class SearchQueryParamsFilter < ACME::Internal::Type::BaseModel
      optional :created_after, Time

      optional :owner, String
    end
  end
end
