# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../test_helper"

module ACME
  module Test
    module Resources
      class FeedbackTest < ACME::Test::ResourceTest
        def test_send__required_params
          @client.feedback.send_
        end

        def test_send__with_all_params
          @client.feedback.send_(message: "string", rating: 1)
        end

        def test_send__raw_response
          raw = @client.feedback.with_raw_response.send_
          assert_includes(200..299, raw.status)
          raw.parse
        end
      end
    end
  end
end
