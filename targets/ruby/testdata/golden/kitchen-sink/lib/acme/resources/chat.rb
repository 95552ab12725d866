# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    class Chat < ACME::Internal::Resource
      attr_reader :completions

      def initialize(client:, raw: false)
        super
        @completions = ACME::Resources::Chat::Completions.new(client: client, raw: raw)
      end
    end
  end
end
