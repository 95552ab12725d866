package com.sdkgen.runtime.core.http

import com.sdkgen.runtime.core.ClientOptions
import com.sdkgen.runtime.core.ClientSettings
import com.sdkgen.runtime.core.RequestOptions
import com.sdkgen.runtime.core.Sleeper
import java.io.IOException
import java.time.Clock
import java.time.Duration
import java.time.Instant
import java.time.ZoneOffset

/** A transport that answers from a script and records every request. */
class FakeHttpClient(vararg answers: () -> HttpResponse) : HttpClient {
    private val script = ArrayDeque(answers.toList())
    val requests = mutableListOf<HttpRequest>()

    override fun execute(request: HttpRequest, requestOptions: RequestOptions): HttpResponse {
        requests += request
        return script.removeFirst()()
    }

    override suspend fun executeAsync(
        request: HttpRequest,
        requestOptions: RequestOptions,
    ): HttpResponse = execute(request, requestOptions)

    override fun close() {}
}

/** Records the waits instead of sleeping. */
class RecordingSleeper : Sleeper {
    val waits = mutableListOf<Duration>()

    override fun sleep(duration: Duration) {
        waits += duration
    }

    override suspend fun sleepAsync(duration: Duration) {
        waits += duration
    }
}

fun respond(
    status: Int,
    body: String = "{}",
    vararg headers: Pair<String, String>,
): () -> HttpResponse = {
    val h = Headers.builder()
    headers.forEach { (k, v) -> h.put(k, v) }
    BufferedHttpResponse(status, h.build(), body.toByteArray())
}

fun fail(): () -> HttpResponse = { throw IOException("connection reset") }

val NOW: Instant = Instant.parse("2026-01-01T00:00:00Z")

fun options(
    transport: HttpClient,
    sleeper: Sleeper,
    idempotencyHeader: String? = "Idempotency-Key",
): ClientOptions =
    ClientOptions.Builder(
            ClientSettings(
                clientName = "Test",
                version = "1.2.3",
                envPrefix = "TEST",
                defaultBaseUrl = "https://api.example.com",
                maxRetries = 2,
                initialRetryDelay = Duration.ofMillis(500),
                maxRetryDelay = Duration.ofSeconds(8),
                timeout = Duration.ofSeconds(60),
                idempotencyHeader = idempotencyHeader,
                messageProperty = "message",
                nestedQueryFormat = "brackets",
                arrayQueryFormat = "comma",
            )
        )
        .httpClient(transport)
        .sleeper(sleeper)
        .clock(Clock.fixed(NOW, ZoneOffset.UTC))
        .jitter { 0.0 }
        .build()
