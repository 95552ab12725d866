# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    # The params of feedback.send.
    class FeedbackSendParams < ACME::Internal::Type::BaseModel
      optional :message, String, location: :body

      optional :rating, Integer, location: :body
    end
  end
end
