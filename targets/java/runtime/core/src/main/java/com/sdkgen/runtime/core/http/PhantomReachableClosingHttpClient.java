package com.sdkgen.runtime.core.http;

import com.sdkgen.runtime.core.PhantomReachable;
import com.sdkgen.runtime.core.RequestOptions;

import java.util.concurrent.CompletableFuture;

/**
 * Closes the transport it wraps once no client uses it any more (garbage collected without {@code
 * close()}). Clients copied with {@code withOptions} share one wrapper, so they share the
 * transport's connection pool and it stays open while any of them lives.
 */
public final class PhantomReachableClosingHttpClient implements HttpClient {
    private final HttpClient delegate;

    public PhantomReachableClosingHttpClient(HttpClient delegate) {
        this.delegate = delegate;
        PhantomReachable.closeWhenPhantomReachable(this, delegate);
    }

    public HttpClient delegate() {
        return delegate;
    }

    @Override
    public HttpResponse execute(HttpRequest request, RequestOptions requestOptions) {
        return delegate.execute(request, requestOptions);
    }

    @Override
    public CompletableFuture<HttpResponse> executeAsync(
            HttpRequest request, RequestOptions requestOptions) {
        return delegate.executeAsync(request, requestOptions);
    }

    @Override
    public void close() {
        delegate.close();
    }
}
