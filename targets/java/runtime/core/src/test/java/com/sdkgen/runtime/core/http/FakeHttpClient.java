package com.sdkgen.runtime.core.http;

import com.sdkgen.runtime.core.RequestOptions;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/** A transport that answers from a script and records what it was sent; no network. */
public final class FakeHttpClient implements HttpClient {
    private final Deque<Supplier<HttpResponse>> script = new ArrayDeque<>();
    public final List<HttpRequest> requests = new ArrayList<>();
    public final List<RequestOptions> options = new ArrayList<>();
    public final List<FakeResponse> responses = new ArrayList<>();
    public boolean closed;

    /** Answers the next request with a status, headers (name, value pairs) and a body. */
    public FakeHttpClient respond(int status, String body, String... headers) {
        script.add(
                () -> {
                    FakeResponse response = new FakeResponse(status, body, headers);
                    responses.add(response);
                    return response;
                });
        return this;
    }

    /** Fails the next request. */
    public FakeHttpClient fail(RuntimeException error) {
        script.add(
                () -> {
                    throw error;
                });
        return this;
    }

    @Override
    public HttpResponse execute(HttpRequest request, RequestOptions requestOptions) {
        requests.add(request);
        options.add(requestOptions);
        request.body().ifPresent(body -> drain(body));
        Supplier<HttpResponse> next = script.poll();
        if (next == null) {
            throw new AssertionError("unexpected request " + request);
        }
        return next.get();
    }

    @Override
    public CompletableFuture<HttpResponse> executeAsync(
            HttpRequest request, RequestOptions requestOptions) {
        CompletableFuture<HttpResponse> future = new CompletableFuture<>();
        try {
            future.complete(execute(request, requestOptions));
        } catch (RuntimeException e) {
            future.completeExceptionally(e);
        }
        return future;
    }

    @Override
    public void close() {
        closed = true;
    }

    private static void drain(HttpRequestBody body) {
        try {
            body.writeTo(new java.io.ByteArrayOutputStream());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A response with an in-memory body that records whether it was closed. */
    public static final class FakeResponse implements HttpResponse {
        private final int status;
        private final Headers headers;
        private final byte[] body;
        public boolean closed;

        public FakeResponse(int status, String body, String... headers) {
            this.status = status;
            this.body = body.getBytes(StandardCharsets.UTF_8);
            Headers.Builder builder = Headers.builder();
            for (int i = 0; i + 1 < headers.length; i += 2) {
                builder.put(headers[i], headers[i + 1]);
            }
            this.headers = builder.build();
        }

        @Override
        public int statusCode() {
            return status;
        }

        @Override
        public Headers headers() {
            return headers;
        }

        @Override
        public InputStream body() {
            return new ByteArrayInputStream(body);
        }

        @Override
        public void close() {
            closed = true;
        }
    }
}
