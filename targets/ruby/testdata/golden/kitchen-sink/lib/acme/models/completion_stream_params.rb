# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    # The params of chat.completions.stream.
    class CompletionStreamParams < ACME::Internal::Type::BaseModel
      required :prompt, String, location: :body
    end
  end
end
