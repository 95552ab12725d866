package com.sdkgen.runtime.core.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sdkgen.runtime.core.MultipartField;
import com.sdkgen.runtime.core.ObjectMappers;
import com.sdkgen.runtime.core.RequestOptions;
import com.sdkgen.runtime.errors.SdkgenIoException;
import com.sdkgen.runtime.errors.SdkgenRetryableException;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutionException;

class RetryingHttpClientTest {
    private static final Clock CLOCK =
            Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC);

    private final FakeHttpClient transport = new FakeHttpClient();
    private final RecordingSleeper sleeper = new RecordingSleeper();

    private RetryingHttpClient.Builder client() {
        return RetryingHttpClient.builder()
                .httpClient(transport)
                .sleeper(sleeper)
                .clock(CLOCK)
                .random(() -> 0.0);
    }

    private static HttpRequest post() {
        return HttpRequest.builder()
                .method(HttpMethod.POST)
                .baseUrl("https://api.example.com")
                .addPathSegment("things")
                .build();
    }

    private static HttpResponse send(HttpClient client, HttpRequest request, boolean async) {
        return send(client, request, RequestOptions.none(), async);
    }

    private static HttpResponse send(
            HttpClient client, HttpRequest request, RequestOptions options, boolean async) {
        if (!async) {
            return client.execute(request, options);
        }
        try {
            return client.executeAsync(request, options).get();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        } catch (ExecutionException e) {
            throw (RuntimeException) e.getCause();
        }
    }

    private List<String> sent(String header) {
        List<String> values = new ArrayList<>();
        for (HttpRequest request : transport.requests) {
            values.add(String.join(",", request.headers().values(header)));
        }
        return values;
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void retriesRetryableStatusesWithTheDefaultSchedule(boolean async) {
        transport
                .respond(500, "")
                .respond(429, "")
                .respond(408, "")
                .respond(409, "")
                .respond(200, "ok");

        HttpResponse response = send(client().maxRetries(4).build(), post(), async);

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(sleeper.sleeps)
                .containsExactly(
                        Duration.ofMillis(500),
                        Duration.ofSeconds(1),
                        Duration.ofSeconds(2),
                        Duration.ofSeconds(4));
        assertThat(sent("X-Sdkgen-Retry-Count")).containsExactly("0", "1", "2", "3", "4");
        for (int i = 0; i < 4; i++) {
            assertThat(transport.responses.get(i).closed).as("retried response closed").isTrue();
        }
        assertThat(transport.responses.get(4).closed).isFalse();
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.0, 0.5, 0.999})
    void jitterRemovesUpToAQuarter(double jitter) {
        for (int retry = 1; retry <= 6; retry++) {
            Duration base =
                    Duration.ofMillis(
                            Math.min(500L << (retry - 1), Duration.ofSeconds(8).toMillis()));
            Duration delay =
                    RetryingHttpClient.backoff(
                            retry, Duration.ofMillis(500), Duration.ofSeconds(8), jitter);
            assertThat(delay).isLessThanOrEqualTo(base);
            assertThat(delay.toNanos()).isGreaterThan((long) (base.toNanos() * 0.75) - 1);
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void configuredScheduleIsCapped(boolean async) {
        transport
                .respond(503, "")
                .respond(503, "")
                .respond(503, "")
                .respond(503, "")
                .respond(200, "");

        send(
                client().maxRetries(5)
                        .retryDelays(Duration.ofSeconds(1), Duration.ofSeconds(3))
                        .build(),
                post(),
                async);

        assertThat(sleeper.sleeps)
                .containsExactly(
                        Duration.ofSeconds(1),
                        Duration.ofSeconds(2),
                        Duration.ofSeconds(3),
                        Duration.ofSeconds(3));
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void stopsAfterMaxRetriesAndReturnsTheLastResponse(boolean async) {
        transport.respond(500, "a").respond(502, "b").respond(503, "c");

        HttpResponse response = send(client().maxRetries(2).build(), post(), async);

        assertThat(response.statusCode()).isEqualTo(503);
        assertThat(transport.requests).hasSize(3);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void perCallMaxRetriesWins(boolean async) {
        transport.respond(500, "");

        HttpResponse response =
                send(
                        client().maxRetries(5).build(),
                        post(),
                        RequestOptions.builder().maxRetries(0).build(),
                        async);

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(sleeper.sleeps).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void doesNotRetryOtherClientErrors(boolean async) {
        transport.respond(400, "").respond(200, "");

        HttpResponse response = send(client().build(), post(), async);

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(transport.requests).hasSize(1);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void shouldRetryHeaderOverridesTheStatus(boolean async) {
        transport
                .respond(400, "", "x-should-retry", "true")
                .respond(500, "", "x-should-retry", "false");

        HttpResponse response = send(client().build(), post(), async);

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(transport.requests).hasSize(2);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void waitsForRetryAfterSecondsAndMilliseconds(boolean async) {
        transport
                .respond(429, "", "Retry-After", "1.5")
                .respond(429, "", "Retry-After-Ms", "250", "Retry-After", "9")
                .respond(200, "");

        send(client().maxRetries(2).build(), post(), async);

        assertThat(sleeper.sleeps).containsExactly(Duration.ofMillis(1500), Duration.ofMillis(250));
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void waitsUntilRetryAfterDate(boolean async) {
        transport.respond(503, "", "Retry-After", "Thu, 01 Jan 2026 00:00:05 GMT").respond(200, "");

        send(client().build(), post(), async);

        assertThat(sleeper.sleeps).containsExactly(Duration.ofSeconds(5));
    }

    @ParameterizedTest
    @ValueSource(strings = {"61", "0", "-3", "Wed, 21 Oct 2015 07:28:00 GMT", "soon"})
    void fallsBackToBackoffWhenTheServerWaitIsOutOfRange(String retryAfter) {
        transport.respond(503, "", "Retry-After", retryAfter).respond(200, "");

        send(client().build(), post(), false);

        assertThat(sleeper.sleeps).containsExactly(Duration.ofMillis(500));
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void sixtySecondsIsStillHonoured(boolean async) {
        transport.respond(503, "", "Retry-After-Ms", "60000").respond(200, "");

        send(client().build(), post(), async);

        assertThat(sleeper.sleeps).containsExactly(Duration.ofSeconds(60));
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void retriesConnectionErrorsAndTimeouts(boolean async) {
        transport
                .fail(new SdkgenIoException("Request timed out"))
                .fail(new SdkgenRetryableException("reset"))
                .respond(200, "");

        HttpResponse response = send(client().build(), post(), async);

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(sent("X-Sdkgen-Retry-Count")).containsExactly("0", "1", "2");
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void rethrowsTheLastConnectionError(boolean async) {
        transport.fail(new SdkgenIoException("first", null));
        transport.fail(new SdkgenIoException("last", null));

        assertThatThrownBy(() -> send(client().maxRetries(1).build(), post(), async))
                .isInstanceOf(SdkgenIoException.class)
                .hasMessage("last");
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void doesNotRetryOtherExceptions(boolean async) {
        transport.fail(new IllegalStateException("bug")).respond(200, "");

        assertThatThrownBy(() -> send(client().build(), post(), async))
                .isInstanceOf(IllegalStateException.class);
        assertThat(transport.requests).hasSize(1);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void reusesOneIdempotencyKeyAcrossRetries(boolean async) {
        transport.respond(500, "").respond(500, "").respond(200, "");

        send(client().idempotencyHeader("Idempotency-Key").build(), post(), async);

        List<String> keys = sent("Idempotency-Key");
        assertThat(keys).hasSize(3);
        assertThat(keys.get(0)).startsWith("sdkgen-java-retry-");
        assertThat(keys).containsOnly(keys.get(0));
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void callerIdempotencyKeyWinsAndGetHasNone(boolean async) {
        transport.respond(200, "").respond(200, "");
        RetryingHttpClient client = client().idempotencyHeader("Idempotency-Key").build();

        send(client, post().toBuilder().putHeader("Idempotency-Key", "mine").build(), async);
        send(client, post().toBuilder().method(HttpMethod.GET).build(), async);

        assertThat(sent("Idempotency-Key")).containsExactly("mine", "");
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void callerRetryCountHeaderIsKept(boolean async) {
        transport.respond(500, "").respond(200, "");

        send(
                client().build(),
                post().toBuilder().putHeader("x-sdkgen-retry-count", "42").build(),
                async);

        assertThat(sent("X-Sdkgen-Retry-Count")).containsExactly("42", "42");
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void sendsTheTimeoutInWholeSeconds(boolean async) {
        transport.respond(200, "").respond(200, "");
        RetryingHttpClient client = client().build();

        send(
                client,
                post(),
                RequestOptions.builder().timeout(Duration.ofMillis(2900)).build(),
                async);
        send(client, post(), RequestOptions.builder().timeout(Duration.ZERO).build(), async);

        assertThat(sent("X-Sdkgen-Timeout")).containsExactly("2", "");
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void acceptsJsonUnlessTheRequestSaysOtherwise(boolean async) {
        transport.respond(200, "").respond(200, "");
        RetryingHttpClient client = client().build();

        send(client, post(), async);
        send(client, post().toBuilder().putHeader("Accept", "text/event-stream").build(), async);

        assertThat(sent("Accept")).containsExactly("application/json", "text/event-stream");
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void oneShotBodiesAreNotRetried(boolean async) {
        transport.respond(500, "").respond(200, "");
        HttpRequestBody oneShot =
                HttpRequestBodies.multipartFormData(
                        ObjectMappers.jsonMapper(),
                        Collections.singletonMap(
                                "file",
                                MultipartField.of(
                                        new BufferedInputStream(
                                                new ByteArrayInputStream(new byte[] {1})))));

        HttpResponse response =
                send(client().build(), post().toBuilder().body(oneShot).build(), async);

        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(transport.requests).hasSize(1);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void retriesRepeatableBodies(boolean async) {
        transport.respond(500, "").respond(200, "");
        HttpRequestBody json =
                HttpRequestBodies.json(
                        ObjectMappers.jsonMapper(), Collections.singletonMap("a", 1));

        send(client().build(), post().toBuilder().body(json).build(), async);

        assertThat(transport.requests).hasSize(2);
    }
}
