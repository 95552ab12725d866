package com.sdkgen.runtime.core.http

import com.sdkgen.runtime.core.LogLevel
import com.sdkgen.runtime.core.Logger
import com.sdkgen.runtime.core.RequestOptions
import com.sdkgen.runtime.core.Timeout
import com.sdkgen.runtime.errors.SdkgenIoException
import com.sdkgen.runtime.errors.SdkgenRetryableException
import java.io.IOException
import java.io.InterruptedIOException
import java.time.Clock
import java.time.Duration
import java.time.OffsetDateTime
import java.time.format.DateTimeFormatter
import java.util.UUID
import kotlinx.coroutines.delay

/**
 * Retries what can be retried: connection errors and timeouts, 408, 409, 429 and 5xx, unless
 * `x-should-retry` says otherwise. Waits `Retry-After-Ms` or `Retry-After` when 0 < wait <= 60 s,
 * else the schedule min(initial * 2^(n-1), max) less up to 25% jitter. The idempotency key, when
 * the API has one, is made once and sent with every attempt.
 */
class RetryingHttpClient
private constructor(
    private val delegate: HttpClient,
    private val maxRetries: Int,
    private val idempotencyHeader: String?,
    private val initialRetryDelay: Duration,
    private val maxRetryDelay: Duration,
    private val timeout: Timeout,
    private val sleeper: Sleeper,
    private val clock: Clock,
    private val jitter: () -> Double,
    private val logger: Logger,
) : HttpClient {

    override fun execute(request: HttpRequest, requestOptions: RequestOptions): HttpResponse {
        val maxRetries = requestOptions.maxRetries ?: maxRetries
        val prepared = prepare(request, requestOptions)
        var retries = 0
        while (true) {
            val attempt = withRetryCount(prepared, retries)
            logger.request(attempt, retries + 1)
            val outcome = runCatching { delegate.execute(attempt, requestOptions) }
            val delay = retryDelay(outcome, retries, maxRetries) ?: return finish(outcome, retries)
            logRetry(outcome, delay)
            outcome.getOrNull()?.close()
            sleeper.sleep(delay)
            retries++
        }
    }

    override suspend fun executeAsync(
        request: HttpRequest,
        requestOptions: RequestOptions,
    ): HttpResponse {
        val maxRetries = requestOptions.maxRetries ?: maxRetries
        val prepared = prepare(request, requestOptions)
        var retries = 0
        while (true) {
            val attempt = withRetryCount(prepared, retries)
            logger.request(attempt, retries + 1)
            val outcome = runCatching { delegate.executeAsync(attempt, requestOptions) }
            val delay = retryDelay(outcome, retries, maxRetries) ?: return finish(outcome, retries)
            logRetry(outcome, delay)
            outcome.getOrNull()?.close()
            sleeper.sleepAsync(delay)
            retries++
        }
    }

    override fun close() = delegate.close()

    private fun prepare(request: HttpRequest, requestOptions: RequestOptions): HttpRequest {
        val builder = request.toBuilder()
        val key = idempotencyHeader
        if (
            key != null && request.method != HttpMethod.GET && request.headers.values(key).isEmpty()
        ) {
            builder.putHeader(key, "sdkgen-java-retry-" + UUID.randomUUID())
        }
        val timeout = (requestOptions.timeout ?: timeout).request
        if (timeout != null) builder.replaceHeader(TIMEOUT_HEADER, timeout.seconds.toString())
        return builder.build()
    }

    /**
     * The attempt with its retry count, unless the caller set the header: then it is sent as given.
     */
    private fun withRetryCount(request: HttpRequest, retries: Int): HttpRequest =
        if (request.headers.values(RETRY_COUNT_HEADER).isNotEmpty()) request
        else request.toBuilder().replaceHeader(RETRY_COUNT_HEADER, retries.toString()).build()

    private fun logRetry(outcome: Result<HttpResponse>, delay: Duration) =
        logger.log(LogLevel.INFO) {
            val what =
                outcome.fold({ "status ${it.statusCode()}" }, { "${it.javaClass.simpleName}" })
            "retrying after $what in ${delay.toMillis()} ms"
        }

    private fun finish(outcome: Result<HttpResponse>, retries: Int): HttpResponse {
        outcome.onSuccess { response ->
            logger.log(LogLevel.DEBUG) {
                "response ${response.statusCode()} headers " + logger.redact(response.headers())
            }
        }
        // Exceptions are thrown on short lines: the API's class prefix may be long.
        return outcome.getOrElse { e ->
            val message =
                when {
                    e !is IOException -> throw e
                    e is InterruptedIOException -> "Request timed out"
                    retries > 0 -> "request failed after $retries retries"
                    else -> "request failed"
                }
            if (e is InterruptedIOException || retries == 0) {
                throw SdkgenIoException(message, e)
            }
            throw SdkgenRetryableException(message, e)
        }
    }

    /** The wait before the next attempt, or null when the outcome is final. */
    private fun retryDelay(
        outcome: Result<HttpResponse>,
        retries: Int,
        maxRetries: Int,
    ): Duration? {
        if (retries >= maxRetries) return null
        val response = outcome.getOrElse {
            return if (it is IOException) backoff(retries) else null
        }
        if (!shouldRetry(response)) return null
        return serverDelay(response.headers()) ?: backoff(retries)
    }

    private fun shouldRetry(response: HttpResponse): Boolean {
        when (response.headers().values("x-should-retry").firstOrNull()) {
            "true" -> return true
            "false" -> return false
        }
        val status = response.statusCode()
        return status == 408 || status == 409 || status == 429 || status >= 500
    }

    private fun serverDelay(headers: Headers): Duration? {
        val wait =
            headers.values("Retry-After-Ms").firstOrNull()?.toDoubleOrNull()?.let {
                Duration.ofMillis(it.toLong())
            } ?: headers.values("Retry-After").firstOrNull()?.let(::retryAfter)
        return wait?.takeIf { !it.isNegative && !it.isZero && it <= MAX_SERVER_DELAY }
    }

    private fun retryAfter(value: String): Duration? =
        value.toDoubleOrNull()?.let { Duration.ofMillis((it * 1000).toLong()) }
            ?: runCatching {
                Duration.between(
                    clock.instant(),
                    OffsetDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME),
                )
            }
                .getOrNull()

    private fun backoff(retries: Int): Duration {
        val base = initialRetryDelay.toMillis() * (1L shl retries.coerceAtMost(30))
        val capped = minOf(base, maxRetryDelay.toMillis()).toDouble()
        return Duration.ofMillis((capped * (1 - 0.25 * jitter())).toLong())
    }

    /** Waits between retries; tests pass one that records instead of sleeping. */
    interface Sleeper {
        fun sleep(duration: Duration)

        suspend fun sleepAsync(duration: Duration)

        companion object {
            /** Thread.sleep for the blocking client, delay for coroutines. */
            val DEFAULT: Sleeper =
                object : Sleeper {
                    override fun sleep(duration: Duration) = Thread.sleep(duration.toMillis())

                    override suspend fun sleepAsync(duration: Duration) = delay(duration.toMillis())
                }
        }
    }

    /** Configures the retries; what is not set takes the defaults of a client without settings. */
    class Builder internal constructor() {
        private var httpClient: HttpClient? = null
        private var maxRetries = 2
        private var idempotencyHeader: String? = null
        private var initialRetryDelay: Duration = Duration.ofMillis(500)
        private var maxRetryDelay: Duration = Duration.ofSeconds(8)
        private var timeout = Timeout()
        private var sleeper: Sleeper = Sleeper.DEFAULT
        private var clock: Clock = Clock.systemUTC()
        private var jitter: () -> Double = { Math.random() }
        private var logger = Logger(LogLevel.OFF, Logger.ALWAYS_SENSITIVE, emptyList())

        /** The transport each attempt goes through. */
        fun httpClient(httpClient: HttpClient) = apply { this.httpClient = httpClient }

        fun maxRetries(maxRetries: Int) = apply {
            require(maxRetries >= 0) { "maxRetries must not be negative" }
            this.maxRetries = maxRetries
        }

        /** The header that carries a key made once per request, sent with every attempt. */
        fun idempotencyHeader(header: String?) = apply { this.idempotencyHeader = header }

        /** The first wait of the schedule and its cap. */
        fun retryDelays(initial: Duration, max: Duration) = apply {
            initialRetryDelay = initial
            maxRetryDelay = max
        }

        /** The timeout whose request part is announced in the timeout header. */
        fun timeout(timeout: Timeout) = apply { this.timeout = timeout }

        fun sleeper(sleeper: Sleeper) = apply { this.sleeper = sleeper }

        /** The clock `Retry-After` dates are measured against. */
        fun clock(clock: Clock) = apply { this.clock = clock }

        /** The random source of retry jitter, a value in [0, 1). */
        fun jitter(jitter: () -> Double) = apply { this.jitter = jitter }

        fun logger(logger: Logger) = apply { this.logger = logger }

        fun build(): RetryingHttpClient =
            RetryingHttpClient(
                checkNotNull(httpClient) { "`httpClient` is required" },
                maxRetries,
                idempotencyHeader,
                initialRetryDelay,
                maxRetryDelay,
                timeout,
                sleeper,
                clock,
                jitter,
                logger,
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        const val RETRY_COUNT_HEADER = "X-Sdkgen-Retry-Count"
        const val TIMEOUT_HEADER = "X-Sdkgen-Timeout"
        private val MAX_SERVER_DELAY: Duration = Duration.ofSeconds(60)
    }
}
