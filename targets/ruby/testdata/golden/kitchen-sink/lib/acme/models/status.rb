# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class Status < ACME::Internal::Type::BaseModel
      required :ok, ACME::Internal::Type::Boolean

      optional :version, String
    end
  end
end
