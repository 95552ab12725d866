# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  module Resources
    class Pets < ACME::Internal::Resource
      # GET /pets/{pet_id}
      # @param pet_id [Integer]
      # @param params [Hash] see ACME::Models::PetsRetrieveParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
      def retrieve(pet_id, params = {})
        values, options = ACME::Models::PetsRetrieveParams.dump_request(params)
        parts = ACME::Models::PetsRetrieveParams.request_parts(values)
        parts[:path]["pet_id"] = pet_id
        call(
          method: :get,
          path: ACME::Internal::Util.path("/pets/{pet_id}", parts[:path]),
          query: parts[:query],
          headers: parts[:header],
          body: parts[:body],
          model: -> { ACME::Models::Pet },
          options: options
        )
      end
    end
  end
end
