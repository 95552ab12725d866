# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class ReportSearchResponse < ACME::Internal::Type::BaseModel
      optional :results, ACME::Internal::Type::ArrayOf[-> { ACME::Models::Report }]

      optional :next_cursor, String
    end
  end
end
