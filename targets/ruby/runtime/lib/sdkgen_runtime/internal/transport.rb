# frozen_string_literal: true

module SdkgenRuntime
  module Internal
    # Sends requests with net/http, keeping up to `size` open connections per origin for reuse.
    class Transport
      Response = Struct.new(:status, :headers, :body, keyword_init: true)

      TIMEOUT_ERRORS = [Net::OpenTimeout, Net::ReadTimeout, Net::WriteTimeout, Timeout::Error].freeze
      CONNECTION_ERRORS = [SystemCallError, IOError, SocketError, EOFError, OpenSSL::SSL::SSLError, Net::HTTPBadResponse].freeze

      def initialize(size: 8)
        @size = size
        @idle = Hash.new { |h, k| h[k] = [] }
        @lock = Mutex.new
      end

      # The body of a successful streamed response, read from the connection as the caller asks for it: `each`
      # yields the chunks as they arrive, `to_s` reads the rest. `close` gives up the unread rest with the
      # connection.
      class StreamBody
        def initialize(chunks, url:, on_close:)
          @chunks = chunks
          @url = url
          @on_close = on_close
          @read = +""
        end

        # The chunks not read yet; once the body has been read whole by to_s, that text.
        def each
          return enum_for(:each) unless block_given?
          return (yield @read unless @read.empty?) if @done

          loop { yield next_chunk }
        ensure
          close unless @done
        end

        def to_s
          each { @read << _1 } unless @done
          @read
        end

        def close
          return if @done

          @done = true
          @on_close.call
        end

        private

        # The next chunk; StopIteration at the end. Errors while reading are the transport's errors.
        def next_chunk
          raise StopIteration if @done

          @chunks.next
        rescue StopIteration
          @done = true
          raise
        rescue *TIMEOUT_ERRORS => e
          close
          raise Errors::APITimeoutError.new(url: @url), cause: e
        rescue *CONNECTION_ERRORS => e
          close
          raise Errors::APIConnectionError.new(url: @url), cause: e
        end
      end

      # The response to one attempt; Errors::APITimeoutError or Errors::APIConnectionError when none came. With
      # stream: true a 2xx response's body is a StreamBody, read as the caller consumes it.
      def execute(method:, url:, headers:, body:, timeout:, stream: false)
        uri = URI(url)
        conn = checkout(uri, timeout)
        request = Net::HTTPGenericRequest.new(method.to_s.upcase, !body.nil?, method.to_s.casecmp?("head") == false,
                                              uri.request_uri, headers)
        request.body = body unless body.nil?
        stream ? execute_streaming(uri, conn, request) : execute_whole(uri, conn, request)
      rescue *TIMEOUT_ERRORS => e
        discard(conn)
        raise Errors::APITimeoutError.new(url: url), cause: e
      rescue *CONNECTION_ERRORS => e
        discard(conn)
        raise Errors::APIConnectionError.new(url: url), cause: e
      end

      private

      def execute_whole(uri, conn, request)
        response = conn.request(request)
        checkin(uri, conn)
        Response.new(status: response.code.to_i, headers: header_hash(response), body: response.body.to_s)
      end

      # Reads the status and headers now and the body later: net/http only reads a body inside the block it passes
      # the response to, so an Enumerator (a fiber) holds that block open between the chunks the caller takes.
      def execute_streaming(uri, conn, request)
        chunks = Enumerator.new do |out|
          conn.request(request) do |response|
            out << response
            response.read_body { out << _1 }
          end
          checkin(uri, conn)
        end
        response = chunks.next
        body = StreamBody.new(chunks, url: uri.to_s, on_close: -> { discard(conn) })
        body = body.to_s unless response.code.to_i.between?(200, 299)
        Response.new(status: response.code.to_i, headers: header_hash(response), body: body)
      end

      def header_hash(response) = response.to_hash.transform_values { _1.join(", ") }

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
