# frozen_string_literal: true

# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module Acme
  # The Acme API client. Arguments that are not given are read from the environment.
  class Client < Acme::Internal::BaseClient
    # The named base URLs.
    ENVIRONMENTS = {
      production: "https://api.acme.example/v1",
      sandbox: "https://sandbox.acme.example/v1"
    }.freeze

    DEFAULT_MAX_RETRIES = 2

    DEFAULT_TIMEOUT = 60.0

    SETTINGS = {
      version: Acme::VERSION,
      retry_initial: 0.5,
      retry_max: 8,
      log_env: "ACME_LOG",
      query_format: {nested: "brackets", arrays: "comma"},
      secret_names: [],
      auth: {
        schemes: {
          "BearerAuth" => {kind: :bearer, value: :api_key}
        },
        alternatives: [["BearerAuth"]],
        env: ["ACME_API_KEY"]
      }
    }.freeze

    attr_reader :api_key, :accounts

    # Makes a client: options not given come from the environment variables named in the README.
    def initialize(
      api_key: Acme::Internal::Util.env("ACME_API_KEY"),
      environment: :production,
      base_url: Acme::Internal::Util.env("ACME_BASE_URL"),
      max_retries: DEFAULT_MAX_RETRIES,
      timeout: DEFAULT_TIMEOUT,
      default_headers: {},
      default_query: {}
    )
      @options = {api_key: api_key, environment: environment, base_url: base_url, max_retries: max_retries, timeout: timeout, default_headers: default_headers, default_query: default_query}
      raise ArgumentError, "api_key is required: pass api_key: to the client or set the ACME_API_KEY environment variable" if api_key.nil?

      @api_key = api_key
      base_url ||= ENVIRONMENTS.fetch(environment&.to_sym) do
        raise ArgumentError, "unknown environment #{environment.inspect}; known: #{ENVIRONMENTS.keys.join(", ")}"
      end
      super(
        base_url: base_url, timeout: timeout, max_retries: max_retries,
        headers: {}.merge(default_headers),
        query: {}.merge(default_query), settings: SETTINGS
      )
      @accounts = Acme::Resources::Accounts.new(client: self)
    end

    # A client with the same settings except the given ones.
    def with_options(**overrides) = self.class.new(**@options, **overrides)

    # Check that the API is up
    # @param params [Hash] see Acme::Models::StatusParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
    def status(params = {})
      values, options = Acme::Models::StatusParams.dump_request(params)
      parts = Acme::Models::StatusParams.request_parts(values)
      request(
        method: :get,
        path: Acme::Internal::Util.path("/status", parts[:path]),
        query: parts[:query],
        headers: parts[:header],
        body: parts[:body],
        model: -> { Acme::Models::ClientStatusResponse },
        security: [],
        options: options
      )
    end
  end
end
