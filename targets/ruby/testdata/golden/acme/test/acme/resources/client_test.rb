# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../test_helper"

module Acme
  module Test
    module Resources
      class ClientTest < Acme::Test::ResourceTest
        def test_status_required_params
          response = @client.status
          assert_kind_of(Acme::Models::ClientStatusResponse, response)
        end

        def test_status_with_all_params
          response = @client.status
          assert_kind_of(Acme::Models::ClientStatusResponse, response)
        end
      end
    end
  end
end
