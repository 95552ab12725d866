# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Models
    class AccountListResponse < Acme::Internal::Type::BaseModel
      required :data, Acme::Internal::Type::ArrayOf[-> { Acme::Models::Account }]

      optional :next_cursor, String
    end
  end
end
