# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    # The params of search.query.
    class SearchQueryParams < ACME::Internal::Type::BaseModel
      required :query, String, api_name: "q", location: :query

      optional :filter, -> { ACME::Models::SearchQueryParamsFilter }, location: :query

      optional :tags, ACME::Internal::Type::ArrayOf[String], location: :query
    end
  end
end
