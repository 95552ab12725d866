# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    # The params of accounts.delete.
    class AccountsDeleteParams < ACME::Internal::Type::BaseModel
    end
  end
end
