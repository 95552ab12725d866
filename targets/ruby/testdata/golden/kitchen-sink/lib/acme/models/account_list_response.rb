# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class AccountListResponse < ACME::Internal::Type::BaseModel
      required :data, ACME::Internal::Type::ArrayOf[-> { ACME::Models::Account }]

      optional :next_cursor, String
    end
  end
end
