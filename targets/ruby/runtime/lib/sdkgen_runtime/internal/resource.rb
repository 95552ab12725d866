# frozen_string_literal: true

module SdkgenRuntime
  module Internal
    # The base of every resource: calls go through the client. `with_raw_response` returns a copy whose calls
    # return a RawResponse instead of the parsed value.
    class Resource
      def initialize(client:, raw: false)
        @client = client
        @raw = raw
      end

      def with_raw_response = self.class.new(client: @client, raw: true)

      def inspect = "#<#{self.class.name}#{" (raw)" if @raw}>"

      private

      def call(**req) = @client.request(**req, raw: @raw)
    end
  end
end
