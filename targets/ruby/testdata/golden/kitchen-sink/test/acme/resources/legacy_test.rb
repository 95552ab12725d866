# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

require_relative "../test_helper"

module ACME
  module Test
    module Resources
      class LegacyTest < ACME::Test::ResourceTest
        def test_report_required_params
          response = @client.legacy.report
          assert_kind_of(ACME::Models::LegacyReportResponse, response)
        end

        def test_report_with_all_params
          response = @client.legacy.report
          assert_kind_of(ACME::Models::LegacyReportResponse, response)
        end

        def test_report_raw_response
          raw = @client.legacy.with_raw_response.report
          assert_includes(200..299, raw.status)
          response = raw.parse
          assert_kind_of(ACME::Models::LegacyReportResponse, response)
        end
      end
    end
  end
end
