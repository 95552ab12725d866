# frozen_string_literal: true

module SdkgenRuntime
  # Every error this library raises descends from Errors::Error.
  module Errors
    # The base of every error this library raises.
    class Error < StandardError; end

    # A value could not be converted to the type a request needs.
    class ConversionError < Error; end

    # A failed request: the URL it went to, and what the server answered when it answered.
    class APIError < Error
      attr_reader :url, :status, :headers, :body, :request_id

      def initialize(url:, status: nil, headers: nil, body: nil, message: nil)
        @url = url
        @status = status
        @headers = headers || {}
        @body = body
        @request_id = @headers["x-request-id"]
        super(message || "request to #{url} failed")
      end
    end

    # The server could not be reached; `cause` holds the underlying exception.
    class APIConnectionError < APIError
      def initialize(url:, message: "Connection error.")
        super
      end
    end

    # An attempt took longer than the timeout.
    class APITimeoutError < APIConnectionError
      def initialize(url:, message: "Request timed out.")
        super
      end
    end

    # A request was redirected more than BaseClient::MAX_REDIRECTS times; not retried.
    class TooManyRedirectsError < APIConnectionError
      def initialize(url:, message: "Too many redirects.")
        super
      end
    end

    # The server answered with a status outside 2xx.
    class APIStatusError < APIError
      # The error class of a status, given the status classes generated for the API.
      def self.for(url:, status:, headers:, body:, message:)
        klass = STATUS_CLASSES.fetch(status) { status >= 500 ? InternalServerError : APIStatusError }
        klass.new(url: url, status: status, headers: headers, body: body, message: message)
      end
    end

    class BadRequestError < APIStatusError; end
    class AuthenticationError < APIStatusError; end
    class PermissionDeniedError < APIStatusError; end
    class NotFoundError < APIStatusError; end
    class ConflictError < APIStatusError; end
    class UnprocessableEntityError < APIStatusError; end
    class RateLimitError < APIStatusError; end
    class InternalServerError < APIStatusError; end

    STATUS_CLASSES = {
      400 => BadRequestError,
      401 => AuthenticationError,
      403 => PermissionDeniedError,
      404 => NotFoundError,
      409 => ConflictError,
      422 => UnprocessableEntityError,
      429 => RateLimitError
    }.freeze
  end
end
