# frozen_string_literal: true

# Copyright Acme, Inc. Licensed under the Apache License 2.0.
# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

module ACME
  # The ACME API client. Arguments that are not given are read from the environment.
  class Client < ACME::Internal::BaseClient
    # The named base URLs.
    ENVIRONMENTS = {
      production: "https://{region}.api.acme.example/v1",
      sandbox: "https://sandbox.acme.example/v1"
    }.freeze

    DEFAULT_MAX_RETRIES = 5

    DEFAULT_TIMEOUT = 30.0

    SETTINGS = {
      version: ACME::VERSION,
      retry_initial: 1,
      retry_max: 10,
      log_env: "ACME_LOG",
      query_format: {nested: "brackets", arrays: "repeat"},
      multipart_arrays: "brackets",
      idempotency_header: "idempotency-key",
      error_message_property: "message",
      secret_names: ["key"],
      auth: {
        schemes: {
          "BearerAuth" => {kind: :bearer, value: :bearer_token, keyword: "Token"},
          "BasicAuth" => {kind: :basic, username: :username, password: :password},
          "QueryKey" => {kind: :api_key, in: :query, name: "key", value: :query_key}
        },
        alternatives: [["BearerAuth"], ["BasicAuth"], ["QueryKey"], []],
        env: ["ACME_BEARER_TOKEN", "ACME_USERNAME", "ACME_PASSWORD", "ACME_QUERY_KEY"]
      }
    }.freeze

    attr_reader :bearer_token, :username, :password, :region, :project_id, :webhook_secret, :query_key, :accounts, :cards, :events, :tags, :files, :feedback, :chat, :reports, :internal_tools, :search, :pets, :trees, :legacy, :webhooks

    # Makes a client: options not given come from the environment variables named in the README.
    def initialize(
      bearer_token: ACME::Internal::Util.env("ACME_BEARER_TOKEN"),
      username: ACME::Internal::Util.env("ACME_USERNAME"),
      password: ACME::Internal::Util.env("ACME_PASSWORD"),
      region: nil,
      project_id: ACME::Internal::Util.env("ACME_PROJECT_ID"),
      webhook_secret: ACME::Internal::Util.env("ACME_WEBHOOK_SECRET"),
      query_key: ACME::Internal::Util.env("ACME_QUERY_KEY"),
      environment: :production,
      base_url: ACME::Internal::Util.env("ACME_BASE_URL"),
      max_retries: DEFAULT_MAX_RETRIES,
      timeout: DEFAULT_TIMEOUT,
      default_headers: {},
      default_query: {}
    )
      @options = {bearer_token: bearer_token, username: username, password: password, region: region, project_id: project_id, webhook_secret: webhook_secret, query_key: query_key, environment: environment, base_url: base_url, max_retries: max_retries, timeout: timeout, default_headers: default_headers, default_query: default_query}
      @bearer_token = bearer_token
      @username = username
      @password = password
      region = "us" if region.nil?
      @region = region
      @project_id = project_id
      @webhook_secret = webhook_secret
      @query_key = query_key
      base_url ||= ENVIRONMENTS.fetch(environment&.to_sym) do
        raise ArgumentError, "unknown environment #{environment.inspect}; known: #{ENVIRONMENTS.keys.join(", ")}"
      end
      base_url = base_url.gsub(/\{(\w+)\}/) { server_variable(Regexp.last_match(1)) }
      super(
        base_url: base_url, timeout: timeout, max_retries: max_retries,
        headers: {"X-Acme-Client" => "sdkgen"}.merge({"X-Acme-Project" => project_id}.compact).merge(default_headers),
        query: {"key" => query_key}.compact.merge(default_query), settings: SETTINGS
      )
      @accounts = ACME::Resources::Accounts.new(client: self)
      @cards = ACME::Resources::Cards.new(client: self)
      @events = ACME::Resources::Events.new(client: self)
      @tags = ACME::Resources::Tags.new(client: self)
      @files = ACME::Resources::Files.new(client: self)
      @feedback = ACME::Resources::Feedback.new(client: self)
      @chat = ACME::Resources::Chat.new(client: self)
      @reports = ACME::Resources::Reports.new(client: self)
      @internal_tools = ACME::Resources::InternalTools.new(client: self)
      @search = ACME::Resources::Search.new(client: self)
      @pets = ACME::Resources::Pets.new(client: self)
      @trees = ACME::Resources::Trees.new(client: self)
      @legacy = ACME::Resources::Legacy.new(client: self)
      @webhooks = ACME::Resources::Webhooks.new(client: self)
    end

    private

    # The value of a server variable of the base URL: the client option that fills it.
    def server_variable(name)
      case name
      when "region" then @region.to_s
      else "{#{name}}"
      end
    end

    public

    # A client with the same settings except the given ones.
    def with_options(**overrides) = self.class.new(**@options, **overrides)

    # Service status
    # @param params [Hash] see ACME::Models::StatusParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
    def status(params = {})
      values, options = ACME::Models::StatusParams.dump_request(params)
      parts = ACME::Models::StatusParams.request_parts(values)
      request(
        method: :get,
        path: ACME::Internal::Util.path("/status", parts[:path]),
        query: parts[:query],
        headers: parts[:header],
        body: parts[:body],
        model: -> { ACME::Models::Status },
        security: [],
        options: options
      )
    end

    # GET /ping
    # @param params [Hash] see ACME::Models::PingParams; request_options: {max_retries:, timeout:, extra_headers:, extra_query:, extra_body:}
    def ping(params = {})
      values, options = ACME::Models::PingParams.dump_request(params)
      parts = ACME::Models::PingParams.request_parts(values)
      request(
        method: :get,
        path: ACME::Internal::Util.path("/ping", parts[:path]),
        query: parts[:query],
        headers: parts[:header],
        body: parts[:body],
        model: -> { ACME::Models::ClientPingResponse },
        security: [],
        options: options
      )
    end
  end
end
