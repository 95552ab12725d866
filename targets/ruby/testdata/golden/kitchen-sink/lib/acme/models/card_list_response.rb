# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class CardListResponse < ACME::Internal::Type::BaseModel
      optional :items, ACME::Internal::Type::ArrayOf[-> { ACME::Models::Card }]

      optional :total_count, Integer

      optional :next_offset, Integer
    end
  end
end
