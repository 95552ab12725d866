package com.sdkgen.runtime.core.http;

import com.sdkgen.runtime.core.RequestOptions;

import java.util.concurrent.CompletableFuture;

/**
 * A transport: sends one request, once. The OkHttp module implements it; any other client can too.
 * Retries, auth and headers are added around it by the core.
 */
public interface HttpClient extends AutoCloseable {
    HttpResponse execute(HttpRequest request, RequestOptions requestOptions);

    default HttpResponse execute(HttpRequest request) {
        return execute(request, RequestOptions.none());
    }

    CompletableFuture<HttpResponse> executeAsync(
            HttpRequest request, RequestOptions requestOptions);

    default CompletableFuture<HttpResponse> executeAsync(HttpRequest request) {
        return executeAsync(request, RequestOptions.none());
    }

    /** Releases connections and threads; a closed client cannot be used. */
    @Override
    void close();
}
