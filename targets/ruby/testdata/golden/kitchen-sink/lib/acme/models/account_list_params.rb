# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    # The params of accounts.list.
    class AccountListParams < ACME::Internal::Type::BaseModel
      optional :cursor, String, location: :query

      optional :limit, Integer, location: :query

      optional :status, -> { ACME::Models::AccountStatus }, location: :query

      optional :x_trace_id, String, api_name: "X-Trace-Id", location: :header
    end
  end
end
