# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Models
    # The params of accounts.delete.
    class AccountsDeleteParams < Acme::Internal::Type::BaseModel
    end
  end
end
