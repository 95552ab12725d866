# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class LegacyReportResponse < ACME::Internal::Type::BaseModel
      optional :total, Float
    end
  end
end
