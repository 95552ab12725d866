# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    # The params of accounts.friends.list.
    class FriendListParams < ACME::Internal::Type::BaseModel
      optional :after_id, String, location: :query

      optional :limit, Integer, location: :query
    end
  end
end
