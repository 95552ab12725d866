# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  module Models
    # The params of status.
    class StatusParams < Acme::Internal::Type::BaseModel
    end
  end
end
