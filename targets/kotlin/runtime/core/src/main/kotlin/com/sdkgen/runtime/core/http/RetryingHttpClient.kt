package com.sdkgen.runtime.core.http

import com.sdkgen.runtime.core.ClientOptions
import com.sdkgen.runtime.core.LogLevel
import com.sdkgen.runtime.core.RequestOptions
import com.sdkgen.runtime.errors.SdkgenIoException
import com.sdkgen.runtime.errors.SdkgenRetryableException
import java.io.IOException
import java.io.InterruptedIOException
import java.time.Duration
import java.time.OffsetDateTime
import java.time.format.DateTimeFormatter
import java.util.UUID

/**
 * Retries what can be retried: connection errors and timeouts, 408, 409, 429 and 5xx, unless
 * `x-should-retry` says otherwise. Waits `Retry-After-Ms` or `Retry-After` when 0 < wait <= 60 s,
 * else the schedule min(initial * 2^(n-1), max) less up to 25% jitter. The idempotency key, when
 * the API has one, is made once and sent with every attempt.
 */
class RetryingHttpClient(private val delegate: HttpClient, private val options: ClientOptions) :
    HttpClient {

    override fun execute(request: HttpRequest, requestOptions: RequestOptions): HttpResponse {
        val maxRetries = requestOptions.maxRetries ?: options.maxRetries
        val prepared = prepare(request, requestOptions)
        var retries = 0
        while (true) {
            val attempt = withRetryCount(prepared, retries)
            options.logger.request(attempt, retries + 1)
            val outcome = runCatching { delegate.execute(attempt, requestOptions) }
            val delay = retryDelay(outcome, retries, maxRetries) ?: return finish(outcome, retries)
            logRetry(outcome, delay)
            outcome.getOrNull()?.close()
            options.sleeper.sleep(delay)
            retries++
        }
    }

    override suspend fun executeAsync(
        request: HttpRequest,
        requestOptions: RequestOptions,
    ): HttpResponse {
        val maxRetries = requestOptions.maxRetries ?: options.maxRetries
        val prepared = prepare(request, requestOptions)
        var retries = 0
        while (true) {
            val attempt = withRetryCount(prepared, retries)
            options.logger.request(attempt, retries + 1)
            val outcome = runCatching { delegate.executeAsync(attempt, requestOptions) }
            val delay = retryDelay(outcome, retries, maxRetries) ?: return finish(outcome, retries)
            logRetry(outcome, delay)
            outcome.getOrNull()?.close()
            options.sleeper.sleepAsync(delay)
            retries++
        }
    }

    override fun close() = delegate.close()

    private fun prepare(request: HttpRequest, requestOptions: RequestOptions): HttpRequest {
        val builder = request.toBuilder()
        val key = options.settings.idempotencyHeader
        if (
            key != null && request.method != HttpMethod.GET && request.headers.values(key).isEmpty()
        ) {
            builder.putHeader(key, "sdkgen-kotlin-retry-" + UUID.randomUUID())
        }
        val timeout = (requestOptions.timeout ?: options.timeout).request
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
        options.logger.log(LogLevel.INFO) {
            val what =
                outcome.fold({ "status ${it.statusCode()}" }, { "${it.javaClass.simpleName}" })
            "retrying after $what in ${delay.toMillis()} ms"
        }

    private fun finish(outcome: Result<HttpResponse>, retries: Int): HttpResponse {
        outcome.onSuccess { response ->
            options.logger.log(LogLevel.DEBUG) {
                "response ${response.statusCode()} headers " +
                    options.logger.redact(response.headers())
            }
        }
        return outcome.getOrElse { e ->
            when {
                e is InterruptedIOException -> throw SdkgenIoException("Request timed out", e)
                e is IOException && retries > 0 -> {
                    val message = "request failed after $retries retries"
                    throw SdkgenRetryableException(message, e)
                }
                e is IOException -> throw SdkgenIoException("request failed", e)
                else -> throw e
            }
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
                    options.clock.instant(),
                    OffsetDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME),
                )
            }
                .getOrNull()

    private fun backoff(retries: Int): Duration {
        val settings = options.settings
        val base = settings.initialRetryDelay.toMillis() * (1L shl retries.coerceAtMost(30))
        val capped = minOf(base, settings.maxRetryDelay.toMillis()).toDouble()
        return Duration.ofMillis((capped * (1 - 0.25 * options.jitter())).toLong())
    }

    companion object {
        const val RETRY_COUNT_HEADER = "X-Sdkgen-Retry-Count"
        const val TIMEOUT_HEADER = "X-Sdkgen-Timeout"
        private val MAX_SERVER_DELAY: Duration = Duration.ofSeconds(60)
    }
}
