# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../test_helper"

module ACME
  module Test
    module Resources
      class ClientTest < ACME::Test::ResourceTest
        def test_status_required_params
          response = @client.status
          assert_kind_of(ACME::Models::Status, response)
        end

        def test_status_with_all_params
          response = @client.status
          assert_kind_of(ACME::Models::Status, response)
        end

        def test_ping_required_params
          response = @client.ping
          assert_kind_of(ACME::Models::ClientPingResponse, response)
        end

        def test_ping_with_all_params
          response = @client.ping
          assert_kind_of(ACME::Models::ClientPingResponse, response)
        end
      end
    end
  end
end
