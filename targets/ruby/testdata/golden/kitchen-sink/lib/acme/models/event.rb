# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class Event < ACME::Internal::Type::BaseModel
      optional :id, String

      optional :type, String

      optional :payload, ACME::Internal::Type::Unknown
    end
  end
end
