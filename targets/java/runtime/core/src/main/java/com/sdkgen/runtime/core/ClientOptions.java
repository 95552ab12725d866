package com.sdkgen.runtime.core;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.sdkgen.runtime.core.http.Headers;
import com.sdkgen.runtime.core.http.HttpClient;
import com.sdkgen.runtime.core.http.HttpRequest;
import com.sdkgen.runtime.core.http.PhantomReachableClosingHttpClient;
import com.sdkgen.runtime.core.http.QueryParams;
import com.sdkgen.runtime.core.http.RetryingHttpClient;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * Everything a client is configured with. Each value is resolved in this order: the builder's
 * setter, then (with {@code fromEnv()}) the system property, then the environment variable, then
 * the default; a required value still missing fails {@link Builder#build()}.
 */
public final class ClientOptions {
    // sdkgen:settings
    /** The API's settings (the generator writes them from sdkgen.yml and the spec). */
    static final ClientSettings SETTINGS =
            ClientSettings.builder("Sdkgen", "0.0.1", "SDKGEN", "sdkgen")
                    .environment("production", "https://api.example.com")
                    .option("apiKey", "sdkgen.apiKey", "SDKGEN_API_KEY", null, false, "", "", "")
                    .authBearer("bearer", "Bearer", "apiKey")
                    .authAlternative("bearer")
                    .authAlternative()
                    .build();

    // sdkgen:end

    private static final Executor STREAM_EXECUTOR = defaultStreamExecutor();
    private static final Sleeper SLEEPER = Sleeper.defaultSleeper();

    private final ClientSettings settings;
    private final HttpClient originalHttpClient;
    private final HttpClient httpClient;
    private final boolean checkJacksonVersionCompatibility;
    private final JsonMapper jsonMapper;
    private final Executor streamHandlerExecutor;
    private final Sleeper sleeper;
    private final Clock clock;
    private final String baseUrl;
    private final Headers headers;
    private final QueryParams queryParams;
    private final boolean responseValidation;
    private final Timeout timeout;
    private final int maxRetries;
    private final LogLevel logLevel;
    private final Map<String, String> options;
    private final String authError;
    private final Headers authHeaders;
    private final QueryParams authQueryParams;

    private ClientOptions(Builder b, HttpClient wrapped, Map<String, String> options, Auth auth) {
        this.settings = b.settings;
        this.originalHttpClient = wrapped;
        this.checkJacksonVersionCompatibility = b.checkJacksonVersionCompatibility;
        this.jsonMapper = b.jsonMapper != null ? b.jsonMapper : ObjectMappers.jsonMapper();
        this.streamHandlerExecutor =
                b.streamHandlerExecutor != null ? b.streamHandlerExecutor : STREAM_EXECUTOR;
        this.sleeper = b.sleeper != null ? b.sleeper : SLEEPER;
        this.clock = b.clock != null ? b.clock : Clock.systemUTC();
        this.baseUrl = b.resolvedBaseUrl(options);
        this.responseValidation = b.responseValidation;
        this.timeout =
                b.timeout != null
                        ? b.timeout
                        : Timeout.builder().request(b.settings.timeout).build();
        this.maxRetries = b.maxRetries != null ? b.maxRetries : b.settings.maxRetries;
        this.logLevel = b.logLevel != null ? b.logLevel : LogLevel.WARN;
        this.options = Collections.unmodifiableMap(options);
        this.authError = auth.error;
        this.authHeaders = auth.headers.build();
        this.authQueryParams = auth.queryParams.build();
        this.headers = b.headers.build();
        this.queryParams = b.queryParams.build();
        this.httpClient =
                RetryingHttpClient.builder()
                        .httpClient(wrapped)
                        .clock(clock)
                        .sleeper(sleeper)
                        .maxRetries(maxRetries)
                        .retryDelays(settings.initialRetryDelay, settings.maxRetryDelay)
                        .idempotencyHeader(settings.idempotencyHeader)
                        .logger(new Logger(logLevel, sensitiveHeaders(), sensitiveQueryParams()))
                        .build();
    }

    public static Builder builder() {
        return new Builder(SETTINGS);
    }

    /** A builder for another API's settings; the runtime's tests use it. */
    public static Builder builder(ClientSettings settings) {
        return new Builder(settings);
    }

    /** Options from system properties and environment variables, with defaults. */
    public static ClientOptions fromEnv() {
        return builder().fromEnv().build();
    }

    public Builder toBuilder() {
        Builder b = new Builder(settings);
        b.httpClient = originalHttpClient;
        b.checkJacksonVersionCompatibility = checkJacksonVersionCompatibility;
        b.jsonMapper = jsonMapper;
        b.streamHandlerExecutor = streamHandlerExecutor;
        b.sleeper = sleeper;
        b.clock = clock;
        b.baseUrl = baseUrl;
        b.headers = headers.toBuilder();
        b.queryParams = queryParams.toBuilder();
        b.responseValidation = responseValidation;
        b.timeout = timeout;
        b.maxRetries = maxRetries;
        b.logLevel = logLevel;
        b.options.putAll(options);
        return b;
    }

    /** The transport the builder was given, without retries. */
    public HttpClient originalHttpClient() {
        return ((PhantomReachableClosingHttpClient) originalHttpClient).delegate();
    }

    /** The transport with retries, logging and the retry-count and timeout headers. */
    public HttpClient httpClient() {
        return httpClient;
    }

    public boolean checkJacksonVersionCompatibility() {
        return checkJacksonVersionCompatibility;
    }

    public JsonMapper jsonMapper() {
        return jsonMapper;
    }

    /** Runs the handlers of {@code AsyncStreamResponse.subscribe}. */
    public Executor streamHandlerExecutor() {
        return streamHandlerExecutor;
    }

    public Sleeper sleeper() {
        return sleeper;
    }

    public Clock clock() {
        return clock;
    }

    /** The base URL, without a trailing slash. */
    public String baseUrl() {
        return baseUrl;
    }

    /**
     * Headers every request sends, lowest precedence first: platform headers and User-Agent,
     * credentials, sdkgen.yml's default headers, options sent in headers, {@code
     * <PREFIX>_CUSTOM_HEADERS}, then the builder's headers.
     */
    public Headers headers() {
        Headers.Builder all = Headers.builder();
        for (Map.Entry<String, String> e : Platform.headers().entrySet()) {
            all.replace(e.getKey(), e.getValue());
        }
        all.replace("X-Sdkgen-Package-Version", settings.version);
        all.replace("User-Agent", settings.clientName + "/Java " + settings.version);
        all.replaceAll(authHeaders);
        for (Map.Entry<String, String> e : settings.defaultHeaders.entrySet()) {
            all.replace(e.getKey(), e.getValue());
        }
        for (ClientSettings.Option option : settings.options) {
            String value = options.get(option.name);
            if (!option.header.isEmpty() && value != null) {
                all.replace(option.header, value);
            }
        }
        all.replaceAll(headers);
        return all.build();
    }

    /** Query params every request sends: credentials, options sent in the query, the builder's. */
    public QueryParams queryParams() {
        QueryParams.Builder all = authQueryParams.toBuilder();
        for (ClientSettings.Option option : settings.options) {
            String value = options.get(option.name);
            if (!option.queryParam.isEmpty() && value != null) {
                all.replace(option.queryParam, value);
            }
        }
        return all.replaceAll(queryParams).build();
    }

    /**
     * Why no credentials can be sent (no {@code security} alternative is satisfied), or empty.
     * Services throw it before sending a request that needs auth.
     */
    public Optional<String> authError() {
        return authError.isEmpty() ? Optional.empty() : Optional.of(authError);
    }

    /**
     * The headers and query params that only carry credentials, to strip for {@code security: []}.
     */
    /**
     * The credentials of a method whose own {@code security} overrides the API's: the first
     * satisfied alternative among {@code alternatives} (lists of security scheme names).
     */
    public MethodAuth authFor(List<List<String>> alternatives) {
        Auth auth = Auth.resolve(settings, alternatives, options);
        return new MethodAuth(auth.error, auth.headers.build(), auth.queryParams.build());
    }

    /** The credentials of one method's requests ({@link #authFor}). */
    public static final class MethodAuth {
        private final String error;
        private final Headers headers;
        private final QueryParams queryParams;

        private MethodAuth(String error, Headers headers, QueryParams queryParams) {
            this.error = error;
            this.headers = headers;
            this.queryParams = queryParams;
        }

        /** What is missing when no alternative is satisfied. */
        public Optional<String> error() {
            return error.isEmpty() ? Optional.empty() : Optional.of(error);
        }

        public Headers headers() {
            return headers;
        }

        public QueryParams queryParams() {
            return queryParams;
        }
    }

    public Headers authHeaders() {
        return authHeaders;
    }

    public QueryParams authQueryParams() {
        return authQueryParams;
    }

    public boolean responseValidation() {
        return responseValidation;
    }

    public Timeout timeout() {
        return timeout;
    }

    public int maxRetries() {
        return maxRetries;
    }

    public LogLevel logLevel() {
        return logLevel;
    }

    public ClientSettings settings() {
        return settings;
    }

    /** The value of an API-specific option. */
    public Optional<String> option(String name) {
        return Optional.ofNullable(options.get(name));
    }

    // sdkgen:accessors
    public Optional<String> apiKey() {
        return option("apiKey");
    }

    // sdkgen:end

    /** Header names whose values are never logged. */
    List<String> sensitiveHeaders() {
        List<String> names = new ArrayList<>();
        Collections.addAll(names, "Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie");
        for (ClientSettings.AuthScheme scheme : settings.authSchemes) {
            if (scheme.kind != ClientSettings.AuthKind.QUERY) {
                names.add(scheme.target);
            }
        }
        return names;
    }

    List<String> sensitiveQueryParams() {
        List<String> names = new ArrayList<>();
        for (ClientSettings.AuthScheme scheme : settings.authSchemes) {
            if (scheme.kind == ClientSettings.AuthKind.QUERY) {
                names.add(scheme.target);
            }
        }
        return names;
    }

    private static Executor defaultStreamExecutor() {
        ExecutorService executor =
                Executors.newCachedThreadPool(
                        runnable -> {
                            Thread thread = new Thread(runnable, "sdkgen-stream-handler");
                            thread.setDaemon(true);
                            return thread;
                        });
        return executor;
    }

    /** Credentials of the first satisfied {@code security} alternative. */
    private static final class Auth {
        final Headers.Builder headers = Headers.builder();
        final QueryParams.Builder queryParams = QueryParams.builder();
        String error = "";

        static Auth resolve(ClientSettings settings, Map<String, String> options) {
            return resolve(settings, settings.authAlternatives, options);
        }

        static Auth resolve(
                ClientSettings settings,
                List<List<String>> alternatives,
                Map<String, String> options) {
            Auth auth = new Auth();
            if (alternatives.isEmpty()) {
                return auth;
            }
            for (List<String> alternative : alternatives) {
                if (satisfied(settings, alternative, options)) {
                    for (String name : alternative) {
                        auth.apply(scheme(settings, name), options);
                    }
                    return auth;
                }
            }
            auth.error = missingCredentials(settings);
            return auth;
        }

        private static boolean satisfied(
                ClientSettings settings, List<String> alternative, Map<String, String> options) {
            for (String name : alternative) {
                for (String option : scheme(settings, name).options) {
                    if (options.get(option) == null) {
                        return false;
                    }
                }
            }
            return true;
        }

        private static ClientSettings.AuthScheme scheme(ClientSettings settings, String name) {
            for (ClientSettings.AuthScheme scheme : settings.authSchemes) {
                if (scheme.name.equals(name)) {
                    return scheme;
                }
            }
            throw new IllegalArgumentException("no auth scheme " + name);
        }

        private void apply(ClientSettings.AuthScheme scheme, Map<String, String> options) {
            String first = options.get(scheme.options.get(0));
            switch (scheme.kind) {
                case BEARER:
                    headers.replace(
                            scheme.target,
                            scheme.keyword.isEmpty() ? first : scheme.keyword + " " + first);
                    break;
                case BASIC:
                    String pair = first + ":" + options.get(scheme.options.get(1));
                    String encoded =
                            scheme.base64
                                    ? Base64.getEncoder()
                                            .encodeToString(pair.getBytes(StandardCharsets.UTF_8))
                                    : pair;
                    headers.replace(scheme.target, "Basic " + encoded);
                    break;
                case HEADER:
                    headers.replace(scheme.target, first);
                    break;
                case QUERY:
                    queryParams.replace(scheme.target, first);
                    break;
                default:
                    throw new IllegalStateException("unknown auth kind " + scheme.kind);
            }
        }

        private static String missingCredentials(ClientSettings settings) {
            List<String> names = new ArrayList<>();
            for (ClientSettings.AuthScheme scheme : settings.authSchemes) {
                for (String option : scheme.options) {
                    ClientSettings.Option o = settings.option(option);
                    String name =
                            o.env.isEmpty() ? "`" + o.name + "`" : "`" + o.name + "` or " + o.env;
                    if (!names.contains(name)) {
                        names.add(name);
                    }
                }
            }
            return "No credentials are set: set " + String.join(", ", names);
        }
    }

    public static final class Builder {
        private final ClientSettings settings;
        private HttpClient httpClient;
        private boolean checkJacksonVersionCompatibility = true;
        private JsonMapper jsonMapper;
        private Executor streamHandlerExecutor;
        private Sleeper sleeper;
        private Clock clock;
        private String baseUrl;
        private String environment;
        private Headers.Builder headers = Headers.builder();
        private QueryParams.Builder queryParams = QueryParams.builder();
        private boolean responseValidation;
        private Timeout timeout;
        private Integer maxRetries;
        private LogLevel logLevel;
        private Function<String, String> env = System::getenv;
        private final Map<String, String> options = new LinkedHashMap<>();

        private Builder(ClientSettings settings) {
            this.settings = settings;
        }

        /** The transport; required. The client closes it when closed. */
        public Builder httpClient(HttpClient httpClient) {
            this.httpClient = httpClient;
            return this;
        }

        /** Whether {@code build()} checks that the Jackson on the classpath is compatible. */
        public Builder checkJacksonVersionCompatibility(boolean check) {
            this.checkJacksonVersionCompatibility = check;
            return this;
        }

        public Builder jsonMapper(JsonMapper jsonMapper) {
            this.jsonMapper = jsonMapper;
            return this;
        }

        public Builder streamHandlerExecutor(Executor streamHandlerExecutor) {
            this.streamHandlerExecutor = streamHandlerExecutor;
            return this;
        }

        /** What waits between retries; tests pass one that does not sleep. */
        public Builder sleeper(Sleeper sleeper) {
            this.sleeper = sleeper;
            return this;
        }

        /** The clock {@code Retry-After} dates are compared with. */
        public Builder clock(Clock clock) {
            this.clock = clock;
            return this;
        }

        /** The base URL; overrides the environment's. */
        public Builder baseUrl(String baseUrl) {
            this.baseUrl = baseUrl;
            return this;
        }

        public Builder baseUrl(Optional<String> baseUrl) {
            return baseUrl(baseUrl.orElse(null));
        }

        /**
         * A named environment's base URL. Setting both an environment and a base URL explicitly
         * fails {@code build()}.
         */
        public Builder environment(String environment) {
            if (!settings.environments.containsKey(environment)) {
                throw new IllegalArgumentException(
                        "unknown environment `"
                                + environment
                                + "`; known: "
                                + String.join(", ", settings.environments.keySet()));
            }
            this.environment = environment;
            return this;
        }

        public Builder responseValidation(boolean responseValidation) {
            this.responseValidation = responseValidation;
            return this;
        }

        public Builder timeout(Timeout timeout) {
            this.timeout = timeout;
            return this;
        }

        /** The per-attempt timeout; {@link Duration#ZERO} means none. */
        public Builder timeout(Duration timeout) {
            return timeout(Timeout.builder().request(timeout).build());
        }

        public Builder maxRetries(int maxRetries) {
            if (maxRetries < 0) {
                throw new IllegalArgumentException("maxRetries must not be negative");
            }
            this.maxRetries = maxRetries;
            return this;
        }

        public Builder logLevel(LogLevel logLevel) {
            this.logLevel = logLevel;
            return this;
        }

        public Builder headers(Headers headers) {
            this.headers = headers.toBuilder();
            return this;
        }

        public Builder headers(Map<String, ? extends Iterable<String>> headers) {
            this.headers = Headers.builder().putAll(headers);
            return this;
        }

        public Builder putHeader(String name, String value) {
            headers.put(name, value);
            return this;
        }

        public Builder putHeaders(String name, Iterable<String> values) {
            headers.put(name, values);
            return this;
        }

        public Builder putAllHeaders(Headers headers) {
            this.headers.putAll(headers);
            return this;
        }

        public Builder putAllHeaders(Map<String, ? extends Iterable<String>> headers) {
            this.headers.putAll(headers);
            return this;
        }

        public Builder replaceHeaders(String name, String value) {
            headers.replace(name, value);
            return this;
        }

        public Builder replaceHeaders(String name, Iterable<String> values) {
            headers.replace(name, values);
            return this;
        }

        public Builder replaceAllHeaders(Headers headers) {
            this.headers.replaceAll(headers);
            return this;
        }

        public Builder replaceAllHeaders(Map<String, ? extends Iterable<String>> headers) {
            this.headers.replaceAll(headers);
            return this;
        }

        public Builder removeHeaders(String name) {
            headers.remove(name);
            return this;
        }

        public Builder removeAllHeaders(Collection<String> names) {
            headers.removeAll(names);
            return this;
        }

        public Builder queryParams(QueryParams queryParams) {
            this.queryParams = queryParams.toBuilder();
            return this;
        }

        public Builder queryParams(Map<String, ? extends Iterable<String>> queryParams) {
            this.queryParams = QueryParams.builder().putAll(queryParams);
            return this;
        }

        public Builder putQueryParam(String key, String value) {
            queryParams.put(key, value);
            return this;
        }

        public Builder putQueryParams(String key, Iterable<String> values) {
            queryParams.put(key, values);
            return this;
        }

        public Builder putAllQueryParams(QueryParams queryParams) {
            this.queryParams.putAll(queryParams);
            return this;
        }

        public Builder putAllQueryParams(Map<String, ? extends Iterable<String>> queryParams) {
            this.queryParams.putAll(queryParams);
            return this;
        }

        public Builder replaceQueryParams(String key, String value) {
            queryParams.replace(key, value);
            return this;
        }

        public Builder replaceQueryParams(String key, Iterable<String> values) {
            queryParams.replace(key, values);
            return this;
        }

        public Builder replaceAllQueryParams(QueryParams queryParams) {
            this.queryParams.replaceAll(queryParams);
            return this;
        }

        public Builder replaceAllQueryParams(Map<String, ? extends Iterable<String>> queryParams) {
            this.queryParams.replaceAll(queryParams);
            return this;
        }

        public Builder removeQueryParams(String key) {
            queryParams.remove(key);
            return this;
        }

        public Builder removeAllQueryParams(Collection<String> keys) {
            queryParams.removeAll(keys);
            return this;
        }

        /** Sets an API-specific option; null unsets it. */
        public Builder option(String name, String value) {
            settings.option(name);
            if (value == null) {
                options.remove(name);
            } else {
                options.put(name, value);
            }
            return this;
        }

        // sdkgen:setters
        public Builder apiKey(String apiKey) {
            return option("apiKey", apiKey);
        }

        public Builder apiKey(Optional<String> apiKey) {
            return apiKey(apiKey.orElse(null));
        }

        // sdkgen:end

        /**
         * Fills what is still unset from system properties, then environment variables: the base
         * URL ({@code <prefix>.baseUrl}, {@code <PREFIX>_BASE_URL}), extra headers ({@code
         * <PREFIX>_CUSTOM_HEADERS}, one {@code Name: value} per line) and each API option. The log
         * level ({@code <PREFIX>_LOG}) is read by {@code build()} in any case.
         */
        public Builder fromEnv() {
            return fromEnv(System::getProperty, System::getenv);
        }

        /** {@link #fromEnv()} with other sources; for tests. */
        public Builder fromEnv(Function<String, String> properties, Function<String, String> env) {
            this.env = env;
            if (baseUrl == null && environment == null) {
                baseUrl = first(properties, settings.baseUrlProperty(), env, settings.baseUrlEnv());
            }
            String custom = env.apply(settings.customHeadersEnv());
            if (custom != null) {
                Headers.Builder parsed = Headers.builder();
                for (String line : custom.split("\r?\n")) {
                    int colon = line.indexOf(':');
                    if (colon > 0) {
                        parsed.put(
                                line.substring(0, colon).trim(), line.substring(colon + 1).trim());
                    }
                }
                Headers explicit = headers.build();
                headers = parsed.replaceAll(explicit);
            }
            for (ClientSettings.Option option : settings.options) {
                if (!options.containsKey(option.name)) {
                    String value = first(properties, option.property, env, option.env);
                    if (value != null) {
                        options.put(option.name, value);
                    }
                }
            }
            return this;
        }

        private static String first(
                Function<String, String> properties,
                String property,
                Function<String, String> env,
                String variable) {
            String value = property.isEmpty() ? null : properties.apply(property);
            if (value == null && !variable.isEmpty()) {
                value = env.apply(variable);
            }
            return value == null || value.isEmpty() ? null : value;
        }

        String resolvedBaseUrl(Map<String, String> resolved) {
            String url = baseUrl;
            if (url == null) {
                url =
                        environment != null
                                ? settings.environments.get(environment)
                                : settings.environments.values().stream().findFirst().orElse(null);
                url = url == null ? null : fillServerVariables(url, resolved);
            }
            if (url == null) {
                throw new IllegalStateException(
                        "`baseUrl` is required: set it, "
                                + settings.baseUrlProperty()
                                + " or "
                                + settings.baseUrlEnv());
            }
            while (url.endsWith("/")) {
                url = url.substring(0, url.length() - 1);
            }
            return url;
        }

        /** Replaces each {@code {variable}} with its option's URL-escaped value. */
        private String fillServerVariables(String url, Map<String, String> resolved) {
            String filled = url;
            for (ClientSettings.Option option : settings.options) {
                String placeholder = "{" + option.serverVariable + "}";
                if (option.serverVariable.isEmpty() || !filled.contains(placeholder)) {
                    continue;
                }
                String value = resolved.get(option.name);
                if (value == null) {
                    throw new IllegalStateException(missing(option));
                }
                filled = filled.replace(placeholder, HttpRequest.encodePathSegment(value));
            }
            return filled;
        }

        /**
         * @throws IllegalStateException when the transport or a required option is missing, or both
         *     an environment and a base URL were set
         */
        public ClientOptions build() {
            if (httpClient == null) {
                throw new IllegalStateException("`httpClient` is required, but was not set");
            }
            if (environment != null && baseUrl != null) {
                throw new IllegalStateException("set either `environment` or `baseUrl`, not both");
            }
            Map<String, String> resolved = new LinkedHashMap<>();
            for (ClientSettings.Option option : settings.options) {
                String value = options.get(option.name);
                if (value == null) {
                    value = option.defaultValue;
                }
                if (value == null && option.required) {
                    throw new IllegalStateException(missing(option));
                }
                if (value != null) {
                    resolved.put(option.name, value);
                }
            }
            if (logLevel == null) {
                // <PREFIX>_LOG applies whether or not fromEnv() was called.
                logLevel = LogLevel.parse(env.apply(settings.logEnv())).orElse(null);
            }
            if (checkJacksonVersionCompatibility) {
                JacksonCompatibility.check();
            }
            // Copies made with toBuilder() share this wrapper, so the transport is closed only
            // once no options use it.
            HttpClient wrapped =
                    httpClient instanceof PhantomReachableClosingHttpClient
                            ? httpClient
                            : new PhantomReachableClosingHttpClient(httpClient);
            return new ClientOptions(this, wrapped, resolved, Auth.resolve(settings, resolved));
        }

        private static String missing(ClientSettings.Option option) {
            StringBuilder text =
                    new StringBuilder("`").append(option.name).append("` is required: set it");
            if (!option.property.isEmpty()) {
                text.append(", the ").append(option.property).append(" system property");
            }
            if (!option.env.isEmpty()) {
                text.append(" or the ").append(option.env).append(" environment variable");
            }
            return text.toString();
        }
    }
}
