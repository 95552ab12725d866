# frozen_string_literal: true

module SdkgenRuntime
  module Internal
    # Sends requests with net/http, keeping up to `size` open connections per origin for reuse.
    class Transport
      Response = Struct.new(:status, :headers, :body, keyword_init: true)

      TIMEOUT_ERRORS = [Net::OpenTimeout, Net::ReadTimeout, Net::WriteTimeout, Timeout::Error].freeze
      CONNECTION_ERRORS = [SystemCallError, IOError, SocketError, EOFError, OpenSSL::SSL::SSLError].freeze

      def initialize(size: 8)
        @size = size
        @idle = Hash.new { |h, k| h[k] = [] }
        @lock = Mutex.new
      end

      # The response to one attempt; Errors::APITimeoutError or Errors::APIConnectionError when none came.
      def execute(method:, url:, headers:, body:, timeout:)
        uri = URI(url)
        conn = checkout(uri, timeout)
        request = Net::HTTPGenericRequest.new(method.to_s.upcase, !body.nil?, method.to_s.casecmp?("head") == false,
                                              uri.request_uri, headers)
        request.body = body unless body.nil?
        response = conn.request(request)
        checkin(uri, conn)
        Response.new(status: response.code.to_i, headers: response.to_hash.transform_values { _1.join(", ") },
                     body: response.body.to_s)
      rescue *TIMEOUT_ERRORS => e
        discard(conn)
        raise Errors::APITimeoutError.new(url: url), cause: e
      rescue *CONNECTION_ERRORS => e
        discard(conn)
        raise Errors::APIConnectionError.new(url: url), cause: e
      end

      private

      def checkout(uri, timeout)
        conn = @lock.synchronize { @idle[key(uri)].pop }
        conn ||= Net::HTTP.new(uri.host, uri.port).tap do |http|
          http.use_ssl = uri.scheme == "https"
          http.max_retries = 0 # the client retries, on its own schedule
        end
        %i[open_timeout= read_timeout= write_timeout=].each { conn.public_send(_1, timeout) }
        conn.start unless conn.started?
        conn
      end

      def checkin(uri, conn)
        kept = @lock.synchronize do
          pool = @idle[key(uri)]
          pool.size < @size && pool.push(conn)
        end
        conn.finish if !kept && conn.started?
      end

      def discard(conn)
        conn.finish if conn&.started?
      rescue IOError
        nil
      end

      def key(uri) = [uri.scheme, uri.host, uri.port]
    end
  end
end
