package com.sdkgen.runtime.core;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@link ClientOptions} needs to know about one API: names for the User-Agent, environment
 * variables and system properties, defaults from sdkgen.yml, the API's client options and how
 * credentials are sent. The generated {@code ClientOptions} holds one instance; it is data only.
 */
public final class ClientSettings {
    final String clientName;
    final String version;
    final String envPrefix;
    final String propertyPrefix;
    final Map<String, String> environments;
    final Duration timeout;
    final int maxRetries;
    final Duration initialRetryDelay;
    final Duration maxRetryDelay;
    final String idempotencyHeader;
    final Map<String, String> defaultHeaders;
    final List<Option> options;
    final List<AuthScheme> authSchemes;
    final List<List<String>> authAlternatives;

    private ClientSettings(Builder b) {
        this.clientName = b.clientName;
        this.version = b.version;
        this.envPrefix = b.envPrefix;
        this.propertyPrefix = b.propertyPrefix;
        this.environments = Collections.unmodifiableMap(new LinkedHashMap<>(b.environments));
        this.timeout = b.timeout;
        this.maxRetries = b.maxRetries;
        this.initialRetryDelay = b.initialRetryDelay;
        this.maxRetryDelay = b.maxRetryDelay;
        this.idempotencyHeader = b.idempotencyHeader;
        this.defaultHeaders = Collections.unmodifiableMap(new LinkedHashMap<>(b.defaultHeaders));
        this.options = Collections.unmodifiableList(new ArrayList<>(b.options));
        this.authSchemes = Collections.unmodifiableList(new ArrayList<>(b.authSchemes));
        this.authAlternatives = Collections.unmodifiableList(new ArrayList<>(b.authAlternatives));
    }

    /**
     * Starts the settings of a client.
     *
     * @param clientName the client's name, for the User-Agent ({@code <Client>/Java <version>})
     * @param version the SDK version
     * @param envPrefix the environment variable prefix: {@code ACME} gives {@code ACME_BASE_URL},
     *     {@code ACME_LOG} and {@code ACME_CUSTOM_HEADERS}
     * @param propertyPrefix the system property prefix: {@code acme} gives {@code acme.baseUrl}
     */
    public static Builder builder(
            String clientName, String version, String envPrefix, String propertyPrefix) {
        return new Builder(clientName, version, envPrefix, propertyPrefix);
    }

    public String clientName() {
        return clientName;
    }

    public String version() {
        return version;
    }

    /** The environment variable that sets the log level: {@code <PREFIX>_LOG}. */
    public String logEnv() {
        return envPrefix + "_LOG";
    }

    public String baseUrlEnv() {
        return envPrefix + "_BASE_URL";
    }

    public String baseUrlProperty() {
        return propertyPrefix + ".baseUrl";
    }

    public String customHeadersEnv() {
        return envPrefix + "_CUSTOM_HEADERS";
    }

    /** Environment names to base URLs; the first is the default. */
    public Map<String, String> environments() {
        return environments;
    }

    public List<Option> options() {
        return options;
    }

    public List<AuthScheme> authSchemes() {
        return authSchemes;
    }

    /** The idempotency header ({@code client_settings.idempotency.header}), or empty. */
    public String idempotencyHeader() {
        return idempotencyHeader;
    }

    Option option(String name) {
        for (Option option : options) {
            if (option.name.equals(name)) {
                return option;
            }
        }
        throw new IllegalArgumentException("no client option " + name);
    }

    public static final class Builder {
        private final String clientName;
        private final String version;
        private final String envPrefix;
        private final String propertyPrefix;
        private final Map<String, String> environments = new LinkedHashMap<>();
        private Duration timeout = Duration.ofMinutes(1);
        private int maxRetries = 2;
        private Duration initialRetryDelay = Duration.ofMillis(500);
        private Duration maxRetryDelay = Duration.ofSeconds(8);
        private String idempotencyHeader = "";
        private final Map<String, String> defaultHeaders = new LinkedHashMap<>();
        private final List<Option> options = new ArrayList<>();
        private final List<AuthScheme> authSchemes = new ArrayList<>();
        private final List<List<String>> authAlternatives = new ArrayList<>();

        private Builder(
                String clientName, String version, String envPrefix, String propertyPrefix) {
            this.clientName = clientName;
            this.version = version;
            this.envPrefix = envPrefix;
            this.propertyPrefix = propertyPrefix;
        }

        /** A named base URL; the first one added is the default. */
        public Builder environment(String name, String baseUrl) {
            environments.put(name, baseUrl);
            return this;
        }

        /** The default per-attempt timeout ({@code client_settings.default_timeout}). */
        public Builder timeout(Duration timeout) {
            this.timeout = timeout;
            return this;
        }

        /** {@code client_settings.default_retries}. */
        public Builder retries(int maxRetries, Duration initialDelay, Duration maxDelay) {
            this.maxRetries = maxRetries;
            this.initialRetryDelay = initialDelay;
            this.maxRetryDelay = maxDelay;
            return this;
        }

        public Builder idempotencyHeader(String header) {
            this.idempotencyHeader = header;
            return this;
        }

        /** A header every request sends ({@code client_settings.default_headers}). */
        public Builder defaultHeader(String name, String value) {
            defaultHeaders.put(name, value);
            return this;
        }

        public Builder option(Option option) {
            options.add(option);
            return this;
        }

        /**
         * An option in one call, as the generated ClientOptions declares it: {@link Option#of},
         * then {@code header}, {@code queryParam} and {@code serverVariable} when not empty.
         */
        public Builder option(
                String name,
                String property,
                String env,
                String defaultValue,
                boolean required,
                String header,
                String queryParam,
                String serverVariable) {
            return option(
                    new Option(
                            name,
                            property,
                            env,
                            defaultValue,
                            required,
                            header,
                            queryParam,
                            serverVariable));
        }

        /** {@link AuthScheme#bearer}. */
        public Builder authBearer(String name, String keyword, String option) {
            return authScheme(AuthScheme.bearer(name, keyword, option));
        }

        /** {@link AuthScheme#basic}. */
        public Builder authBasic(
                String name, String usernameOption, String passwordOption, boolean base64) {
            return authScheme(AuthScheme.basic(name, usernameOption, passwordOption, base64));
        }

        /** {@link AuthScheme#header}. */
        public Builder authHeader(String name, String header, String option) {
            return authScheme(AuthScheme.header(name, header, option));
        }

        /** {@link AuthScheme#query}. */
        public Builder authQuery(String name, String param, String option) {
            return authScheme(AuthScheme.query(name, param, option));
        }

        public Builder authScheme(AuthScheme scheme) {
            authSchemes.add(scheme);
            return this;
        }

        /**
         * A {@code security} alternative: the names of the schemes it needs together. An empty
         * alternative means that sending no credentials is fine.
         */
        public Builder authAlternative(String... schemes) {
            authAlternatives.add(Collections.unmodifiableList(Arrays.asList(schemes)));
            return this;
        }

        public ClientSettings build() {
            return new ClientSettings(this);
        }
    }

    /** An API-specific client option ({@code client_settings.opts}). */
    public static final class Option {
        final String name;
        final String property;
        final String env;
        final String defaultValue;
        final boolean required;
        final String header;
        final String queryParam;
        final String serverVariable;

        private Option(
                String name,
                String property,
                String env,
                String defaultValue,
                boolean required,
                String header,
                String queryParam,
                String serverVariable) {
            this.name = name;
            this.property = property;
            this.env = env;
            this.defaultValue = defaultValue;
            this.required = required;
            this.header = header;
            this.queryParam = queryParam;
            this.serverVariable = serverVariable;
        }

        /**
         * An option.
         *
         * @param name the builder setter's name, e.g. {@code apiKey}
         * @param property the system property read first by {@code fromEnv()}, or empty
         * @param env the environment variable read next ({@code read_env}), or empty
         * @param defaultValue the default, or null
         * @param required whether {@code build()} fails when the option has no value
         */
        public static Option of(
                String name, String property, String env, String defaultValue, boolean required) {
            return new Option(name, property, env, defaultValue, required, "", "", "");
        }

        /** This option, also sent as a header on every request ({@code send_in_header}). */
        public Option sentInHeader(String header) {
            return new Option(
                    name,
                    property,
                    env,
                    defaultValue,
                    required,
                    header,
                    queryParam,
                    serverVariable);
        }

        /** This option, also sent as a query param ({@code send_as_query_param}). */
        public Option sentInQuery(String queryParam) {
            return new Option(
                    name,
                    property,
                    env,
                    defaultValue,
                    required,
                    header,
                    queryParam,
                    serverVariable);
        }

        /** This option fills the {@code {variable}} placeholder of the environments' URLs. */
        public Option fillsServerVariable(String variable) {
            return new Option(
                    name, property, env, defaultValue, required, header, queryParam, variable);
        }

        public String name() {
            return name;
        }

        public String property() {
            return property;
        }

        public String env() {
            return env;
        }
    }

    /** How a credential is sent. */
    public enum AuthKind {
        /** {@code Authorization: <keyword> <token>}. */
        BEARER,
        /** {@code Authorization: Basic base64(user:pass)}, or raw when not encoded. */
        BASIC,
        /** {@code <header>: <value>}. */
        HEADER,
        /** {@code ?<name>=<value>}. */
        QUERY
    }

    /** A security scheme bound to client options. */
    public static final class AuthScheme {
        final String name;
        final AuthKind kind;
        final String target;
        final String keyword;
        final boolean base64;
        final List<String> options;

        private AuthScheme(
                String name,
                AuthKind kind,
                String target,
                String keyword,
                boolean base64,
                List<String> options) {
            this.name = name;
            this.kind = kind;
            this.target = target;
            this.keyword = keyword;
            this.base64 = base64;
            this.options = options;
        }

        /** {@code Authorization: <keyword> <option>}; keyword {@code Bearer} by default. */
        public static AuthScheme bearer(String name, String keyword, String option) {
            return new AuthScheme(
                    name,
                    AuthKind.BEARER,
                    "Authorization",
                    keyword,
                    false,
                    Collections.singletonList(option));
        }

        /** HTTP basic from a username and a password option. */
        public static AuthScheme basic(
                String name, String usernameOption, String passwordOption, boolean base64) {
            return new AuthScheme(
                    name,
                    AuthKind.BASIC,
                    "Authorization",
                    "Basic",
                    base64,
                    Collections.unmodifiableList(Arrays.asList(usernameOption, passwordOption)));
        }

        /** An API key in a header. */
        public static AuthScheme header(String name, String header, String option) {
            return new AuthScheme(
                    name, AuthKind.HEADER, header, "", false, Collections.singletonList(option));
        }

        /** An API key in the query. */
        public static AuthScheme query(String name, String param, String option) {
            return new AuthScheme(
                    name, AuthKind.QUERY, param, "", false, Collections.singletonList(option));
        }

        public String name() {
            return name;
        }

        public AuthKind kind() {
            return kind;
        }

        /** The header or query param the credential goes in. */
        public String target() {
            return target;
        }
    }
}
