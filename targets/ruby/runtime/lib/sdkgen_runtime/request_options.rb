# frozen_string_literal: true

module SdkgenRuntime
  # Per-call settings: `request_options: {max_retries:, timeout:, idempotency_key:, extra_headers:, extra_query:,
  # extra_body:}`.
  module RequestOptions
    KEYS = %i[max_retries timeout idempotency_key extra_headers extra_query extra_body].freeze

    # The options, checked: an unknown key raises ArgumentError.
    def self.check(options)
      options = options.to_h
      unknown = options.keys - KEYS
      raise ArgumentError, "unknown request option#{"s" if unknown.size > 1}: #{unknown.join(", ")}" if unknown.any?

      options
    end
  end
end
