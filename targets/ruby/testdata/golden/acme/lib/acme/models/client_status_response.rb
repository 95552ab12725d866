# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Models
    class ClientStatusResponse < Acme::Internal::Type::BaseModel
      required :ok, Acme::Internal::Type::Boolean
    end
  end
end
