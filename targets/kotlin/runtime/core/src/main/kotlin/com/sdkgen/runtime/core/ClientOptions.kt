package com.sdkgen.runtime.core

import com.sdkgen.runtime.core.http.Headers
import com.sdkgen.runtime.core.http.HttpClient
import com.sdkgen.runtime.core.http.HttpRequest
import com.sdkgen.runtime.core.http.PhantomReachableClosingHttpClient
import com.sdkgen.runtime.core.http.QueryParams
import com.sdkgen.runtime.core.http.RetryingHttpClient
import java.time.Clock
import java.time.Duration

/** Per-attempt timeouts; null parts are the transport's own defaults. */
class Timeout(
    val connect: Duration? = null,
    val read: Duration? = null,
    val write: Duration? = null,
    val request: Duration? = null,
) {
    override fun equals(other: Any?): Boolean =
        other is Timeout &&
            other.connect == connect &&
            other.read == read &&
            other.write == write &&
            other.request == request

    override fun hashCode(): Int = listOf(connect, read, write, request).hashCode()

    override fun toString(): String =
        "Timeout{connect=$connect, read=$read, write=$write, request=$request}"
}

/** Options of one call: they override the client's for that call only. */
class RequestOptions
private constructor(val timeout: Timeout?, val maxRetries: Int?, val responseValidation: Boolean?) {
    /** These options, with [other]'s set parts taking over. */
    fun applyDefaults(other: RequestOptions): RequestOptions =
        RequestOptions(
            timeout ?: other.timeout,
            maxRetries ?: other.maxRetries,
            responseValidation ?: other.responseValidation,
        )

    class Builder internal constructor() {
        private var timeout: Timeout? = null
        private var maxRetries: Int? = null
        private var responseValidation: Boolean? = null

        fun timeout(timeout: Timeout) = apply { this.timeout = timeout }

        fun timeout(timeout: Duration) = apply { this.timeout = Timeout(request = timeout) }

        fun maxRetries(maxRetries: Int) = apply { this.maxRetries = maxRetries }

        fun responseValidation(responseValidation: Boolean) = apply {
            this.responseValidation = responseValidation
        }

        fun build(): RequestOptions = RequestOptions(timeout, maxRetries, responseValidation)
    }

    companion object {
        private val NONE = RequestOptions(null, null, null)

        fun none(): RequestOptions = NONE

        fun builder(): Builder = Builder()
    }
}

/** What the generated client knows about its API: the defaults the runtime starts from. */
class ClientSettings(
    val clientName: String,
    val version: String,
    val envPrefix: String,
    val defaultBaseUrl: String,
    val maxRetries: Int,
    val initialRetryDelay: Duration,
    val maxRetryDelay: Duration,
    val timeout: Duration?,
    val idempotencyHeader: String?,
    val messageProperty: String?,
    val nestedQueryFormat: String,
    val arrayQueryFormat: String,
    /** The headers that carry credentials: their values are never logged. */
    val sensitiveHeaders: List<String> = emptyList(),
    /** The query params that carry credentials: their values are never logged. */
    val sensitiveQueryParams: List<String> = emptyList(),
    /** The headers sdkgen.yml sends with every request (default_headers); the client's win. */
    val defaultHeaders: Map<String, String> = emptyMap(),
)

/**
 * Adds credentials to a request: the generated client knows which options carry them and where they
 * go.
 */
fun interface Authenticator {
    fun authenticate(request: HttpRequest.Builder, options: ClientOptions)
}

/**
 * The client's configuration. Each value comes from the builder, else the system property, else the
 * environment variable, else the API's default (see the generated `fromEnv()`).
 */
class ClientOptions
private constructor(
    val settings: ClientSettings,
    private val originalHttpClient: HttpClient,
    val baseUrl: String,
    val headers: Headers,
    val queryParams: QueryParams,
    val maxRetries: Int,
    val timeout: Timeout,
    val responseValidation: Boolean,
    val clock: Clock,
    val sleeper: Sleeper,
    val jitter: () -> Double,
    val values: Map<String, String>,
    val authenticator: Authenticator,
    val logLevel: LogLevel,
) {
    /** Writes the SDK's log lines at [logLevel], credentials redacted. */
    val logger: Logger =
        Logger(
            logLevel,
            Logger.ALWAYS_SENSITIVE + settings.sensitiveHeaders,
            settings.sensitiveQueryParams,
        )

    /** The transport with retries and the retry-count, timeout and platform headers. */
    val httpClient: HttpClient =
        RetryingHttpClient.builder()
            .httpClient(originalHttpClient)
            .maxRetries(maxRetries)
            .idempotencyHeader(settings.idempotencyHeader)
            .retryDelays(settings.initialRetryDelay, settings.maxRetryDelay)
            .timeout(timeout)
            .sleeper(sleeper)
            .clock(clock)
            .jitter(jitter)
            .logger(logger)
            .build()

    /** A client option's value by its name (apiKey, ...), or null. */
    fun value(name: String): String? = values[name]

    fun toBuilder(): Builder =
        Builder(settings)
            .httpClient(originalHttpClient)
            .baseUrl(baseUrl)
            .headers(headers)
            .queryParams(queryParams)
            .maxRetries(maxRetries)
            .timeout(timeout)
            .responseValidation(responseValidation)
            .clock(clock)
            .sleeper(sleeper)
            .jitter(jitter)
            .values(values)
            .authenticator(authenticator)
            .logLevel(logLevel)

    class Builder(private val settings: ClientSettings) {
        private var httpClient: HttpClient? = null
        private var baseUrl: String? = null
        private val headers = Headers.builder()
        private val queryParams = QueryParams.builder()
        private var maxRetries: Int = settings.maxRetries
        private var timeout: Timeout = Timeout(request = settings.timeout)
        private var responseValidation = false
        private var clock: Clock = Clock.systemUTC()
        private var sleeper: Sleeper = Sleeper.DEFAULT
        private var jitter: () -> Double = { Math.random() }
        private val values = LinkedHashMap<String, String>()
        private var authenticator = Authenticator { _, _ -> }
        private var logLevel: LogLevel? = null

        fun httpClient(httpClient: HttpClient) = apply { this.httpClient = httpClient }

        fun baseUrl(baseUrl: String?) = apply { this.baseUrl = baseUrl }

        fun headers(headers: Headers) = apply { this.headers.replaceAll(headers) }

        fun putHeader(name: String, value: String) = apply { headers.put(name, value) }

        fun replaceHeader(name: String, value: String) = apply { headers.replace(name, value) }

        fun removeHeader(name: String) = apply { headers.remove(name) }

        fun queryParams(queryParams: QueryParams) = apply {
            this.queryParams.replaceAll(queryParams)
        }

        fun putQueryParam(key: String, value: String) = apply { queryParams.put(key, value) }

        fun maxRetries(maxRetries: Int) = apply {
            require(maxRetries >= 0) { "maxRetries must not be negative" }
            this.maxRetries = maxRetries
        }

        fun timeout(timeout: Timeout) = apply { this.timeout = timeout }

        fun timeout(timeout: Duration) = apply { this.timeout = Timeout(request = timeout) }

        fun responseValidation(responseValidation: Boolean) = apply {
            this.responseValidation = responseValidation
        }

        fun clock(clock: Clock) = apply { this.clock = clock }

        fun sleeper(sleeper: Sleeper) = apply { this.sleeper = sleeper }

        /** The random source of retry jitter, a value in [0, 1). */
        fun jitter(jitter: () -> Double) = apply { this.jitter = jitter }

        /** Sets a client option by name; null removes it. */
        fun value(name: String, value: String?) = apply {
            if (value == null) values.remove(name) else values[name] = value
        }

        fun values(values: Map<String, String>) = apply { this.values.putAll(values) }

        fun authenticator(authenticator: Authenticator) = apply {
            this.authenticator = authenticator
        }

        /** The level of the SDK's log lines; unset, `<PREFIX>_LOG` (default warn) decides. */
        fun logLevel(logLevel: LogLevel?) = apply { this.logLevel = logLevel }

        /**
         * Reads what the builder was not given from the system property `<prefix>.<name>` (lower
         * camel), else the environment variable, for the base URL and every option that names one.
         */
        fun fromEnv(
            env: Map<String, String> = System.getenv(),
            options: Map<String, String> = emptyMap(),
        ) = apply {
            if (baseUrl == null) baseUrl = lookup("baseUrl", settings.envPrefix + "_BASE_URL", env)
            for ((name, variable) in options) {
                if (values[name] == null) lookup(name, variable, env)?.let { values[name] = it }
            }
        }

        /** [client], closed once no client uses it (copies made by toBuilder share it). */
        private fun closedWhenUnused(client: HttpClient): HttpClient =
            client as? PhantomReachableClosingHttpClient
                ?: PhantomReachableClosingHttpClient(client)

        private fun lookup(name: String, variable: String, env: Map<String, String>): String? {
            val property = settings.envPrefix.lowercase().replace('_', '.') + "." + name
            return System.getProperty(property)?.takeIf { it.isNotEmpty() }
                ?: env[variable]?.takeIf { it.isNotEmpty() }
        }

        fun build(): ClientOptions =
            ClientOptions(
                settings,
                closedWhenUnused(checkNotNull(httpClient) { "`httpClient` is required" }),
                baseUrl ?: settings.defaultBaseUrl,
                Platform.headers(settings)
                    .toBuilder()
                    .apply {
                        settings.defaultHeaders.forEach { (name, value) -> replace(name, value) }
                    }
                    .replaceAll(headers.build())
                    .build(),
                queryParams.build(),
                maxRetries,
                timeout,
                responseValidation,
                clock,
                sleeper,
                jitter,
                values.toMap(),
                authenticator,
                // <PREFIX>_LOG applies whether or not fromEnv() was called.
                logLevel
                    ?: LogLevel.parse(lookup("log", settings.envPrefix + "_LOG", System.getenv()))
                    ?: LogLevel.WARN,
            )
    }
}

/** The headers that describe the SDK and the machine it runs on. */
internal object Platform {
    fun headers(settings: ClientSettings): Headers =
        Headers.builder()
            .put("Accept", "application/json")
            .put("User-Agent", "${settings.clientName}/Kotlin ${settings.version}")
            .put("X-Sdkgen-Lang", "kotlin")
            .put("X-Sdkgen-Package-Version", settings.version)
            .put("X-Sdkgen-OS", System.getProperty("os.name", "unknown"))
            .put("X-Sdkgen-Arch", System.getProperty("os.arch", "unknown"))
            .put("X-Sdkgen-Runtime", "JVM")
            .put("X-Sdkgen-Runtime-Version", System.getProperty("java.version", "unknown"))
            .build()
}
