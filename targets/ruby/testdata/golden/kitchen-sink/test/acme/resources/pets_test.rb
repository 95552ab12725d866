# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../test_helper"

module ACME
  module Test
    module Resources
      class PetsTest < ACME::Test::ResourceTest
        def test_retrieve_required_params
          @client.pets.retrieve(1)
        end

        def test_retrieve_with_all_params
          @client.pets.retrieve(1)
        end

        def test_retrieve_raw_response
          raw = @client.pets.with_raw_response.retrieve(1)
          assert_includes(200..299, raw.status)
          raw.parse
        end
      end
    end
  end
end
