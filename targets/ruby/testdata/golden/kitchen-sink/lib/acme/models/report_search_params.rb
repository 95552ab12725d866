# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    # The params of reports.search.
    class ReportSearchParams < ACME::Internal::Type::BaseModel
      optional :cursor, String, location: :body

      optional :page_size, Integer, location: :body

      optional :query, String, location: :body
    end
  end
end
