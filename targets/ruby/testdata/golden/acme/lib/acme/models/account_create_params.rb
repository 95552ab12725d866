# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Models
    # The params of accounts.create.
    class AccountCreateParams < Acme::Internal::Type::BaseModel
      required :name, String, location: :body

      optional :email, String, location: :body
    end
  end
end
