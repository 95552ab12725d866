# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    class EventListResponse < ACME::Internal::Type::BaseModel
      optional :events, ACME::Internal::Type::ArrayOf[-> { ACME::Models::Event }]
    end
  end
end
