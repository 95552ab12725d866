# frozen_string_literal: true

module SdkgenRuntime
  module Internal
    # What every generated client shares: sending a request with retries, turning responses into models, pages,
    # streams or errors, and logging.
    class BaseClient
      # Server-requested waits longer than this (seconds) are ignored in favour of the backoff schedule.
      MAX_SERVER_WAIT = 60.0

      # Redirects followed for one attempt before it fails with APIConnectionError.
      MAX_REDIRECTS = 20

      # Stands for the retry count in the headers until an attempt is sent; a request that sets the header itself
      # (or removes it with nil in extra_headers) keeps its own.
      RETRY_COUNT = Object.new.freeze

      attr_reader :base_url, :timeout, :max_retries

      # settings: version, retry_initial, retry_max, idempotency_header, query_format ({nested:, arrays:}),
      # log_env, secret_names.
      def initialize(base_url:, timeout:, max_retries:, headers: {}, query: {}, settings: {}, transport: nil)
        @base_url = base_url.to_s.chomp("/")
        @timeout = timeout
        @max_retries = max_retries
        @headers = headers
        @query = query
        @settings = settings
        @transport = transport || Transport.new
        @log_level = log_level(settings[:log_env])
      end

      # Sends any request, also to endpoints the library does not describe: `path` is relative to the base URL.
      # The parsed JSON body (or the body text) is returned, built as `model` when given.
      def request(method:, path:, query: {}, headers: {}, body: nil, model: Type::Unknown, options: {}, **how)
        req = {method: method, path: path, query: query, headers: headers, body: body, options: options,
               encoding: how.slice(:multipart, :form, :content_type), stream: how[:stream], security: how[:security]}
        response = send_request(req)
        how[:raw] ? RawResponse.new(self, req, response, model, how) : parse(req, response, model, how)
      end

      # The value of a response, as the call asked for it: a model, a page, a stream or the bytes.
      def parse(req, response, model, how)
        return Stream.new(response.body, how[:event] || model, how[:stream]) if how[:stream]
        return response.body if how[:binary]

        data = decode(response)
        return how[:page].new(client: self, request: req, response: response, data: data, **how[:paging]) if how[:page]

        data = Util.dig(data, how[:unwrap]) if how[:unwrap]
        Type.coerce(model, data)
      end

      # Shows the class and base URL only: the client holds credentials.
      def inspect = "#<#{self.class.name} base_url=#{@base_url.inspect}>"

      alias to_s inspect

      # Sleeps between attempts; tests replace it.
      def sleep_for(seconds) = sleep(seconds)

      private

      # The headers and query params of the first alternative whose credentials are all set: of the method's
      # security when it has its own, else of settings[:auth]. None satisfied raises ArgumentError naming the
      # environment variables, unless an alternative needs nothing.
      def credentials(security = nil)
        auth = @settings[:auth] || {}
        alternatives = security || auth[:alternatives] || []
        alternatives.each do |alternative|
          parts = alternative.map { scheme_parts(auth[:schemes].fetch(_1)) }
          next if parts.any?(&:nil?)

          return parts.each_with_object({header: {}, query: {}}) do |part, acc|
            acc[:header].merge!(part[:header] || {})
            acc[:query].merge!(part[:query] || {})
          end
        end
        return {header: {}, query: {}} if alternatives.empty?

        raise ArgumentError, "no credentials for #{self.class.name}: set #{auth[:env]&.join(", ") || "the credential options"}"
      end

      def scheme_parts(scheme)
        value = scheme[:value] && public_send(scheme[:value])
        case scheme[:kind]
        when :basic then basic_parts(scheme)
        when :api_key then value.nil? ? nil : api_key_parts(scheme, value)
        else value.nil? ? nil : {header: {"authorization" => "#{scheme[:keyword] || "Bearer"} #{value}"}}
        end
      end

      def basic_parts(scheme)
        user = public_send(scheme[:username])
        return nil if user.nil? || (scheme[:password] && public_send(scheme[:password]).nil?)

        pair = "#{user}:#{scheme[:password] && public_send(scheme[:password])}"
        pair = [pair].pack("m0") unless scheme[:base64] == false
        {header: {"authorization" => "#{scheme[:keyword] || "Basic"} #{pair}"}}
      end

      def api_key_parts(scheme, value)
        case scheme[:in]
        when :query then {query: {scheme[:name] => value}}
        when :cookie then {header: {"cookie" => "#{scheme[:name]}=#{value}"}}
        else {header: {scheme[:name] => value}}
        end
      end

      def send_request(req)
        options = req[:options]
        max = options.fetch(:max_retries, @max_retries) || 0
        timeout = options.fetch(:timeout, @timeout)
        url = build_url(req)
        body, content_type = encode_body(req)
        headers = request_headers(req, content_type, timeout)
        attempt(req[:method], url, headers, body, timeout, max, stream: !req[:stream].nil?)
      end

      # A stream's body is read as its events are taken, after the retries: a failure once events have started
      # is the caller's to see, as the events cannot be taken back.
      def attempt(method, url, headers, body, timeout, max, stream: false)
        retries = 0
        loop do
          sent = headers.dup
          sent["x-sdkgen-retry-count"] = retries.to_s if sent["x-sdkgen-retry-count"].equal?(RETRY_COUNT)
          begin
            response = follow(method, url, sent, body, timeout, stream)
          rescue Errors::APIConnectionError => e
            raise if retries >= max || e.is_a?(Errors::TooManyRedirectsError)

            retries += 1
            log(:info, "retrying after #{e.class.name}")
            sleep_for(backoff(retries, nil))
            next
          end
          return response if (200..299).cover?(response.status)

          raise status_error(url, response) unless retries < max && retryable?(response)

          retries += 1
          sleep_for(backoff(retries, response.headers))
        end
      end

      # The response to a request, following redirects: 303 (and 301 or 302 after anything but GET or HEAD) turns
      # the request into a GET without a body; a redirect to another origin drops the credentials.
      def follow(method, url, headers, body, timeout, stream)
        MAX_REDIRECTS.succ.times do
          log(:info, "request #{method.upcase} #{redact_url(url)} #{Util.redact(headers, secret_names)}")
          response = @transport.execute(method: method, url: url, headers: headers, body: body, timeout: timeout,
                                        stream: stream)
          log(:info, "response #{response.status} #{redact_url(url)}")
          location = response.headers["location"]
          return response unless [301, 302, 303, 307, 308].include?(response.status) && location

          method, body, headers = redirected(response.status, method, body, headers)
          target = URI.join(url, location)
          headers = headers.except("authorization", "cookie") unless same_origin?(URI(url), target)
          url = target.to_s
        end
        raise Errors::TooManyRedirectsError.new(url: url, message: "Too many redirects (more than #{MAX_REDIRECTS}).")
      end

      def redirected(status, method, body, headers)
        get = status == 303 || ([301, 302].include?(status) && !%w[get head].include?(method.to_s.downcase))
        return [method, body, headers] unless get

        [:get, nil, headers.except("content-type")]
      end

      def same_origin?(a, b) = [a.scheme, a.host, a.port] == [b.scheme, b.host, b.port]

      def build_url(req)
        path = req[:path]
        return path if path.start_with?("http://", "https://")

        url = "#{@base_url}/#{path.delete_prefix("/")}"
        params = @query.merge(credentials(req[:security])[:query]).merge(req[:query] || {})
        params = params.merge(req[:options][:extra_query] || {})
        params = params.transform_keys(&:to_s).compact
        format = @settings[:query_format] || {}
        qs = Util.query_string(params, nested: format[:nested] || "brackets", arrays: format[:arrays] || "repeat")
        if qs.empty?
          url
        else
          "#{url}#{url.include?("?") ? "&" : "?"}#{qs}"
        end
      end

      def encode_body(req)
        body = req[:body]
        extra = req[:options][:extra_body]
        body = (body || {}).merge(extra.transform_keys(&:to_s)) if extra && (body.nil? || body.is_a?(Hash))
        return [nil, nil] if body.nil?

        encoding = req[:encoding] || {}
        if encoding[:multipart]
          boundary, bytes = Util.multipart(body, arrays: @settings[:multipart_arrays] || "brackets")
          return [bytes, "multipart/form-data; boundary=#{boundary}"]
        end
        return [Util.query_string(body), "application/x-www-form-urlencoded"] if encoding[:form]
        return [raw_bytes(body), encoding[:content_type]] if encoding[:content_type]

        [JSON.generate(Util.dump(body)), "application/json"]
      end

      # The bytes of a body sent as it is: a String, or a file (Pathname, IO, FilePart).
      def raw_bytes(body)
        part = Util.file_part(body)
        part ? part.read : body.to_s
      end

      def request_headers(req, content_type, timeout)
        accept = req[:stream] ? "text/event-stream" : "application/json"
        headers = {"accept" => accept, "user-agent" => "#{self.class.name.split("::").first}/Ruby #{@settings[:version]}"}
        headers["content-type"] = content_type if content_type
        headers.merge!(Util.platform_headers(@settings[:version].to_s))
        headers["x-sdkgen-retry-count"] = RETRY_COUNT
        headers["x-sdkgen-timeout"] = timeout.floor.to_s if timeout
        key = @settings[:idempotency_header]
        headers[key] = req[:options][:idempotency_key] || "sdkgen-ruby-retry-#{SecureRandom.uuid}" if key && !%w[get head].include?(req[:method].to_s.downcase)
        auth = credentials(req[:security])
        [@headers, auth[:header], req[:headers], req[:options][:extra_headers]].each do |more|
          (more || {}).each do |name, value|
            value.nil? ? headers.delete(name.to_s.downcase) : headers[name.to_s.downcase] = value.to_s
          end
        end
        headers
      end

      def retryable?(response)
        override = response.headers["x-should-retry"].to_s.strip.downcase
        return override == "true" if %w[true false].include?(override)

        [408, 409, 429].include?(response.status) || response.status >= 500
      end

      # The wait before retry n: what the server asks for (Retry-After-Ms, Retry-After as seconds or an HTTP
      # date) when in (0, 60] seconds, else the configured schedule less up to 25 % jitter.
      def backoff(retries, headers)
        wait = server_wait(headers || {})
        return wait if wait

        initial = @settings[:retry_initial] || 0.5
        maximum = @settings[:retry_max] || 8.0
        [initial * (2**(retries - 1)), maximum].min * (1 - (0.25 * rand))
      end

      def server_wait(headers)
        wait = if (ms = headers["retry-after-ms"]) && ms.match?(/\A\s*\d+(\.\d+)?\s*\z/) then ms.to_f / 1000
               elsif (after = headers["retry-after"]) then retry_after(after)
               end
        wait if wait.to_f.positive? && wait <= MAX_SERVER_WAIT
      end

      def retry_after(value)
        return value.to_f if value.match?(/\A\s*\d+(\.\d+)?\s*\z/)

        Time.httpdate(value) - Time.now
      rescue ArgumentError
        nil
      end

      def status_error(url, response)
        body = decode(response)
        message = error_message(body) || "#{response.status} #{response.body.to_s[0, 500]}"
        Errors::APIStatusError.for(url: url, status: response.status, headers: response.headers, body: body,
                                   message: message)
      end

      def error_message(body)
        property = @settings[:error_message_property]
        return unless property && body.is_a?(Hash)

        value = body[property]
        value.is_a?(String) ? value : nil
      end

      def decode(response)
        text = response.body.to_s
        return nil if text.empty?
        return text unless response.headers["content-type"].to_s.match?(/json/i) || text.match?(/\A\s*[\[{]/)

        JSON.parse(text)
      rescue JSON::ParserError
        text
      end

      def secret_names = (@settings[:secret_names] || []).map(&:downcase)

      def redact_url(url)
        names = secret_names
        return url if names.empty?

        url.gsub(/([?&])([^=&]+)=([^&]*)/) do
          match = Regexp.last_match
          names.include?(match[2].downcase) ? "#{match[1]}#{match[2]}=***" : match[0]
        end
      end

      # The level <PREFIX>_LOG asks for: "debug" or "info"; anything else logs nothing.
      def log_level(env_name)
        level = env_name && Util.env(env_name)
        %w[debug info].include?(level) ? level.to_sym : nil
      end

      def log(level, message)
        return unless @log_level && (@log_level == :debug || level == :info)

        warn("[#{self.class.name}] #{level.upcase}: #{message}")
      end
    end
  end
end
