package com.sdkgen.runtime.core.http

import com.sdkgen.runtime.core.ClientOptions
import com.sdkgen.runtime.core.JsonNull
import com.sdkgen.runtime.core.RequestOptions
import com.sdkgen.runtime.errors.InternalServerException
import com.sdkgen.runtime.errors.NotFoundException
import com.sdkgen.runtime.errors.RateLimitException
import com.sdkgen.runtime.errors.SdkgenRetryableException
import java.time.Duration
import kotlinx.coroutines.test.runTest
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

internal class RetryingHttpClientTest {

    private fun post(opts: ClientOptions) =
        opts.newRequest(HttpMethod.POST, "pets").body(jsonBody(JsonNull)).build()

    @Test
    fun retriesOnTheScheduleAndReusesTheIdempotencyKey() {
        val sleeper = RecordingSleeper()
        val fake = FakeHttpClient(respond(500), respond(503), respond(200))
        val opts = options(fake, sleeper)

        val response = opts.send(post(opts), RequestOptions.none())

        assertThat(response.statusCode()).isEqualTo(200)
        assertThat(sleeper.waits).containsExactly(Duration.ofMillis(500), Duration.ofMillis(1000))
        assertThat(fake.requests.map { it.headers.values("X-Sdkgen-Retry-Count") })
            .containsExactly(listOf("0"), listOf("1"), listOf("2"))
        val keys = fake.requests.map { it.headers.values("Idempotency-Key").single() }
        assertThat(keys.toSet()).hasSize(1)
    }

    @Test
    fun jitterShortensTheWaitByAtMostAQuarter() {
        val sleeper = RecordingSleeper()
        val fake = FakeHttpClient(respond(500), respond(200))
        val opts = options(fake, sleeper).toBuilder().jitter { 1.0 }.build()

        opts.send(post(opts), RequestOptions.none())

        assertThat(sleeper.waits).containsExactly(Duration.ofMillis(375))
    }

    @Test
    fun honoursRetryAfterUpToAMinute() {
        val sleeper = RecordingSleeper()
        val fake =
            FakeHttpClient(
                respond(429, "{}", "Retry-After" to "3"),
                respond(429, "{}", "Retry-After-Ms" to "120"),
                respond(200),
            )
        val opts = options(fake, sleeper)

        opts.send(post(opts), RequestOptions.none())

        assertThat(sleeper.waits).containsExactly(Duration.ofSeconds(3), Duration.ofMillis(120))
    }

    @Test
    fun retryAfterBeyondAMinuteFallsBackToTheSchedule() {
        val sleeper = RecordingSleeper()
        val fake = FakeHttpClient(respond(429, "{}", "Retry-After" to "600"), respond(200))
        val opts = options(fake, sleeper)

        opts.send(post(opts), RequestOptions.none())

        assertThat(sleeper.waits).containsExactly(Duration.ofMillis(500))
    }

    @Test
    fun retryAfterAsAnHttpDateIsMeasuredFromTheClock() {
        val sleeper = RecordingSleeper()
        val fake =
            FakeHttpClient(
                respond(503, "{}", "Retry-After" to "Thu, 1 Jan 2026 00:00:05 GMT"),
                respond(200),
            )
        val opts = options(fake, sleeper)

        opts.send(post(opts), RequestOptions.none())

        assertThat(sleeper.waits).containsExactly(Duration.ofSeconds(5))
    }

    @Test
    fun shouldRetryHeaderWins() {
        val sleeper = RecordingSleeper()
        val fake = FakeHttpClient(respond(500, "{}", "x-should-retry" to "false"))
        val opts = options(fake, sleeper)

        assertThrows<InternalServerException> { opts.send(post(opts), RequestOptions.none()) }
        assertThat(fake.requests).hasSize(1)

        val again = FakeHttpClient(respond(400, "{}", "x-should-retry" to "true"), respond(200))
        val opts2 = options(again, sleeper)
        assertThat(opts2.send(post(opts2), RequestOptions.none()).statusCode()).isEqualTo(200)
    }

    @Test
    fun givesUpAfterMaxRetries() {
        val sleeper = RecordingSleeper()
        val fake = FakeHttpClient(respond(429), respond(429), respond(429))
        val opts = options(fake, sleeper)

        val e = assertThrows<RateLimitException> { opts.send(post(opts), RequestOptions.none()) }

        assertThat(e.statusCode()).isEqualTo(429)
        assertThat(fake.requests).hasSize(3)
    }

    @Test
    fun connectionErrorsAreRetriedThenReported() {
        val sleeper = RecordingSleeper()
        val fake = FakeHttpClient(fail(), fail())
        val opts = options(fake, sleeper).toBuilder().maxRetries(1).build()

        val send: () -> Unit = { opts.send(post(opts), RequestOptions.none()) }
        assertThrows<SdkgenRetryableException>(send)
        assertThat(sleeper.waits).hasSize(1)
    }

    @Test
    fun requestOptionsOverrideMaxRetries() {
        val fake = FakeHttpClient(respond(500))
        val opts = options(fake, RecordingSleeper())

        assertThrows<InternalServerException> {
            opts.send(post(opts), RequestOptions.builder().maxRetries(0).build())
        }
        assertThat(fake.requests).hasSize(1)
    }

    @Test
    fun errorsCarryStatusHeadersAndBody() {
        val fake =
            FakeHttpClient(respond(404, """{"message":"no such pet"}""", "x-request-id" to "req_1"))
        val opts = options(fake, RecordingSleeper())

        val e = assertThrows<NotFoundException> { opts.send(post(opts), RequestOptions.none()) }

        assertThat(e.message).isEqualTo("404: no such pet")
        assertThat(e.requestId()).isEqualTo("req_1")
        assertThat(e.body().asObject()?.get("message")?.asString()).isEqualTo("no such pet")
    }

    @Test
    fun asyncRetriesWithTheSameSchedule() = runTest {
        val sleeper = RecordingSleeper()
        val fake = FakeHttpClient(respond(502), respond(200))
        val opts = options(fake, sleeper)

        val response = opts.sendAsync(post(opts), RequestOptions.none())

        assertThat(response.statusCode()).isEqualTo(200)
        assertThat(sleeper.waits).containsExactly(Duration.ofMillis(500))
    }

    @Test
    fun getRequestsHaveNoIdempotencyKeyAndPathSegmentsAreEscaped() {
        val fake = FakeHttpClient(respond(200))
        val opts = options(fake, RecordingSleeper())

        opts.send(opts.newRequest(HttpMethod.GET, "pets", "a/b c").build(), RequestOptions.none())

        assertThat(fake.requests.single().headers.values("Idempotency-Key")).isEmpty()
        assertThat(fake.requests.single().url()).isEqualTo("https://api.example.com/pets/a%2Fb%20c")
    }
}
