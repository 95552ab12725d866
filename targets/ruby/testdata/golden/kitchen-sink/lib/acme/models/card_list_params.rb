# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    # The params of cards.list.
    class CardListParams < ACME::Internal::Type::BaseModel
      optional :offset, Integer, location: :query

      optional :limit, Integer, location: :query

      optional :sort, -> { ACME::Models::CardListParamsSort }, location: :query
    end
  end
end
