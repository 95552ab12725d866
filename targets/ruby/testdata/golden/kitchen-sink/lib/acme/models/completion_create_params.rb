# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    # The params of chat.completions.create.
    class CompletionCreateParams < ACME::Internal::Type::BaseModel
      required :messages, ACME::Internal::Type::ArrayOf[-> { ACME::Models::CompletionCreateParamsMessages }], location: :body

      # Stream the answer as server-sent events.
      optional :stream, ACME::Internal::Type::Boolean, location: :body
    end
  end
end
