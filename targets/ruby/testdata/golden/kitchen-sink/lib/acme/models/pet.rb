# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Models
    module Pet
      extend ACME::Internal::Type::Union

      discriminator :kind

      variant -> { ACME::Models::Dog }, discriminator: ["dog"]
      variant -> { ACME::Models::Cat }, discriminator: ["cat"]
    end
  end
end
