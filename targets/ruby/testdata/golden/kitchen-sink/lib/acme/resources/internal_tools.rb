# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    # Hand-written helpers that live in the SDKs' custom code folders.
    class InternalTools < ACME::Internal::Resource
    end
  end
end
