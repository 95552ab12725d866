# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class Tag < ACME::Internal::Type::BaseModel
      optional :name, String

      optional :labels, ACME::Internal::Type::ArrayOf[-> { ACME::Models::Label }]
    end
  end
end
