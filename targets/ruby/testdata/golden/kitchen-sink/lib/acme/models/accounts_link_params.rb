# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    # The params of accounts.link.
    class AccountsLinkParams < ACME::Internal::Type::BaseModel
      required :account_ids, ACME::Internal::Type::ArrayOf[String], location: :body_root
    end
  end
end
