package com.sdkgen.runtime.core.http;

import com.sdkgen.runtime.core.LogLevel;
import com.sdkgen.runtime.core.Logger;
import com.sdkgen.runtime.core.RequestOptions;
import com.sdkgen.runtime.core.Sleeper;
import com.sdkgen.runtime.core.Timeout;
import com.sdkgen.runtime.errors.Exceptions;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * Sends a request through a transport, retrying what can be retried: connection errors and
 * timed-out attempts (the SDK's retryable and I/O exceptions), 408, 409, 429 and 5xx, or whatever
 * {@code x-should-retry} says. Waits for {@code Retry-After-Ms} or {@code Retry-After} when 0 &lt;
 * wait &le; 60 s, else for an exponential backoff with jitter. Sends {@code X-Sdkgen-Retry-Count}
 * and {@code X-Sdkgen-Timeout} on every attempt, and one idempotency key for all attempts of a
 * non-GET request.
 */
public final class RetryingHttpClient implements HttpClient {
    public static final String RETRY_COUNT_HEADER = "X-Sdkgen-Retry-Count";
    public static final String TIMEOUT_HEADER = "X-Sdkgen-Timeout";

    /** Server-requested waits longer than this fall back to the backoff. */
    static final Duration MAX_SERVER_WAIT = Duration.ofSeconds(60);

    private final HttpClient httpClient;
    private final Clock clock;
    private final Sleeper sleeper;
    private final int maxRetries;
    private final Duration initialDelay;
    private final Duration maxDelay;
    private final String idempotencyHeader;
    private final Logger logger;
    private final DoubleSupplier random;

    private RetryingHttpClient(Builder b) {
        this.httpClient = b.httpClient;
        this.clock = b.clock;
        this.sleeper = b.sleeper != null ? b.sleeper : Sleeper.defaultSleeper();
        this.maxRetries = b.maxRetries;
        this.initialDelay = b.initialDelay;
        this.maxDelay = b.maxDelay;
        this.idempotencyHeader = b.idempotencyHeader;
        this.logger = b.logger;
        this.random = b.random;
    }

    public static Builder builder() {
        return new Builder();
    }

    @Override
    public HttpResponse execute(HttpRequest request, RequestOptions requestOptions) {
        int retries = retriesFor(request, requestOptions);
        HttpRequest prepared = prepare(request, requestOptions);
        for (int attempt = 0; ; attempt++) {
            HttpRequest sent = withRetryCount(prepared, attempt);
            logger.request(sent, attempt);
            HttpResponse response;
            try {
                response = httpClient.execute(sent, requestOptions);
            } catch (RuntimeException e) {
                if (attempt >= retries || !retryable(e)) {
                    throw e;
                }
                sleeper.sleep(delayAfter(attempt + 1, null, e.getMessage()));
                continue;
            }
            if (attempt >= retries || !shouldRetry(response)) {
                return response;
            }
            Duration delay = delayAfter(attempt + 1, response, "status " + response.statusCode());
            response.close();
            sleeper.sleep(delay);
        }
    }

    @Override
    public CompletableFuture<HttpResponse> executeAsync(
            HttpRequest request, RequestOptions requestOptions) {
        int retries = retriesFor(request, requestOptions);
        return attemptAsync(prepare(request, requestOptions), requestOptions, 0, retries);
    }

    private CompletableFuture<HttpResponse> attemptAsync(
            HttpRequest prepared, RequestOptions requestOptions, int attempt, int retries) {
        HttpRequest sent = withRetryCount(prepared, attempt);
        logger.request(sent, attempt);
        CompletableFuture<HttpResponse> future;
        try {
            future = httpClient.executeAsync(sent, requestOptions);
        } catch (RuntimeException e) {
            future = new CompletableFuture<>();
            future.completeExceptionally(e);
        }
        return future.handle(
                        (response, error) -> {
                            if (error != null) {
                                Throwable cause = unwrap(error);
                                if (attempt >= retries || !retryable(cause)) {
                                    return failed(cause);
                                }
                                Duration delay = delayAfter(attempt + 1, null, cause.getMessage());
                                return sleeper.sleepAsync(delay)
                                        .thenCompose(
                                                v ->
                                                        attemptAsync(
                                                                prepared,
                                                                requestOptions,
                                                                attempt + 1,
                                                                retries));
                            }
                            if (attempt >= retries || !shouldRetry(response)) {
                                return CompletableFuture.completedFuture(response);
                            }
                            Duration delay =
                                    delayAfter(
                                            attempt + 1,
                                            response,
                                            "status " + response.statusCode());
                            response.close();
                            return sleeper.sleepAsync(delay)
                                    .thenCompose(
                                            v ->
                                                    attemptAsync(
                                                            prepared,
                                                            requestOptions,
                                                            attempt + 1,
                                                            retries));
                        })
                .thenCompose(f -> f);
    }

    private static CompletableFuture<HttpResponse> failed(Throwable error) {
        CompletableFuture<HttpResponse> future = new CompletableFuture<>();
        future.completeExceptionally(error);
        return future;
    }

    private static Throwable unwrap(Throwable error) {
        Throwable cause = error;
        while (cause instanceof CompletionException && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }

    @Override
    public void close() {
        httpClient.close();
    }

    /** Retries allowed for this request: none when its body cannot be sent twice. */
    private int retriesFor(HttpRequest request, RequestOptions requestOptions) {
        boolean replayable = request.body().map(HttpRequestBody::repeatable).orElse(true);
        return replayable ? requestOptions.maxRetries().orElse(maxRetries) : 0;
    }

    /**
     * Adds {@code Accept: application/json}, the idempotency key and the timeout header, unless the
     * request has them (a streaming request sets {@code Accept: text/event-stream}).
     */
    private HttpRequest prepare(HttpRequest request, RequestOptions requestOptions) {
        HttpRequest.Builder builder = request.toBuilder();
        if (request.headers().values("Accept").isEmpty()) {
            builder.putHeader("Accept", "application/json");
        }
        if (!idempotencyHeader.isEmpty()
                && request.method() != HttpMethod.GET
                && request.headers().values(idempotencyHeader).isEmpty()) {
            builder.putHeader(idempotencyHeader, "sdkgen-java-retry-" + UUID.randomUUID());
        }
        Duration timeout = requestOptions.timeout().map(Timeout::request).orElse(Duration.ZERO);
        if (!timeout.isZero() && request.headers().values(TIMEOUT_HEADER).isEmpty()) {
            builder.putHeader(TIMEOUT_HEADER, Long.toString(timeout.getSeconds()));
        }
        return builder.build();
    }

    private static HttpRequest withRetryCount(HttpRequest request, int attempt) {
        if (!request.headers().values(RETRY_COUNT_HEADER).isEmpty()) {
            return request;
        }
        return request.toBuilder().putHeader(RETRY_COUNT_HEADER, Integer.toString(attempt)).build();
    }

    private static boolean retryable(Throwable error) {
        return Exceptions.retryable(error);
    }

    /** {@code x-should-retry} decides when present; else 408, 409, 429 and 5xx are retried. */
    static boolean shouldRetry(HttpResponse response) {
        Optional<String> override =
                response.headers().values("x-should-retry").stream().findFirst();
        if (override.isPresent() && override.get().equalsIgnoreCase("true")) {
            return true;
        }
        if (override.isPresent() && override.get().equalsIgnoreCase("false")) {
            return false;
        }
        int status = response.statusCode();
        return status == 408 || status == 409 || status == 429 || status >= 500;
    }

    /** The wait before retry {@code retry} (1, 2, ...), logged with its reason. */
    private Duration delayAfter(int retry, HttpResponse response, String reason) {
        Duration delay = response == null ? null : serverRequestedWait(response.headers(), clock);
        if (delay == null) {
            delay = backoff(retry, initialDelay, maxDelay, random.getAsDouble());
        }
        logger.log(
                LogLevel.INFO,
                "retrying (" + retry + ") after " + delay.toMillis() + " ms: " + reason);
        return delay;
    }

    /**
     * {@code Retry-After-Ms} (milliseconds), else {@code Retry-After} (seconds or an HTTP date),
     * when it asks for 0 &lt; wait &le; 60 s; null otherwise.
     */
    static Duration serverRequestedWait(Headers headers, Clock clock) {
        Duration wait = null;
        Optional<String> ms = headers.values("Retry-After-Ms").stream().findFirst();
        if (ms.isPresent()) {
            wait = millis(parseDouble(ms.get()));
        }
        Optional<String> after = headers.values("Retry-After").stream().findFirst();
        if (wait == null && after.isPresent()) {
            Double seconds = parseDouble(after.get());
            wait = seconds != null ? millis(seconds * 1000) : untilDate(after.get(), clock);
        }
        if (wait == null
                || wait.isNegative()
                || wait.isZero()
                || wait.compareTo(MAX_SERVER_WAIT) > 0) {
            return null;
        }
        return wait;
    }

    /** {@code min(initial * 2^(retry-1), max) * (1 - 0.25 * jitter)}, jitter in [0, 1). */
    static Duration backoff(int retry, Duration initial, Duration max, double jitter) {
        double base = initial.toMillis() * Math.pow(2, Math.min(retry - 1, 30));
        double capped = Math.min(base, max.toMillis());
        return Duration.ofNanos((long) (capped * (1 - 0.25 * jitter) * 1_000_000));
    }

    private static Double parseDouble(String text) {
        try {
            double value = Double.parseDouble(text.trim());
            return Double.isNaN(value) || Double.isInfinite(value) ? null : value;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Duration millis(Double value) {
        return value == null ? null : Duration.ofNanos((long) (value * 1_000_000));
    }

    private static Duration untilDate(String text, Clock clock) {
        try {
            OffsetDateTime date =
                    OffsetDateTime.parse(text.trim(), DateTimeFormatter.RFC_1123_DATE_TIME);
            return Duration.between(clock.instant(), date.toInstant());
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    public static final class Builder {
        private HttpClient httpClient;
        private Clock clock = Clock.systemUTC();
        private Sleeper sleeper;
        private int maxRetries = 2;
        private Duration initialDelay = Duration.ofMillis(500);
        private Duration maxDelay = Duration.ofSeconds(8);
        private String idempotencyHeader = "";
        private Logger logger = Logger.off();
        private DoubleSupplier random = () -> ThreadLocalRandom.current().nextDouble();

        private Builder() {}

        public Builder httpClient(HttpClient httpClient) {
            this.httpClient = httpClient;
            return this;
        }

        public Builder clock(Clock clock) {
            this.clock = clock;
            return this;
        }

        public Builder sleeper(Sleeper sleeper) {
            this.sleeper = sleeper;
            return this;
        }

        public Builder maxRetries(int maxRetries) {
            this.maxRetries = maxRetries;
            return this;
        }

        /** The backoff's first delay and its cap (0.5 s and 8 s by default). */
        public Builder retryDelays(Duration initialDelay, Duration maxDelay) {
            this.initialDelay = initialDelay;
            this.maxDelay = maxDelay;
            return this;
        }

        /** The header carrying the idempotency key; empty sends none. */
        public Builder idempotencyHeader(String idempotencyHeader) {
            this.idempotencyHeader = idempotencyHeader;
            return this;
        }

        public Builder logger(Logger logger) {
            this.logger = logger;
            return this;
        }

        /** The jitter source, uniform in [0, 1); tests pin it. */
        public Builder random(DoubleSupplier random) {
            this.random = random;
            return this;
        }

        public RetryingHttpClient build() {
            if (httpClient == null) {
                throw new IllegalStateException("`httpClient` is required, but was not set");
            }
            return new RetryingHttpClient(this);
        }
    }
}
