package com.sdkgen.runtime.client.okhttp;

import com.sdkgen.runtime.core.RequestOptions;
import com.sdkgen.runtime.core.Timeout;
import com.sdkgen.runtime.core.http.Headers;
import com.sdkgen.runtime.core.http.HttpClient;
import com.sdkgen.runtime.core.http.HttpMethod;
import com.sdkgen.runtime.core.http.HttpRequest;
import com.sdkgen.runtime.core.http.HttpRequestBody;
import com.sdkgen.runtime.core.http.HttpResponse;
import com.sdkgen.runtime.errors.Exceptions;

import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.ConnectionPool;
import okhttp3.Dispatcher;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import okio.BufferedSink;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.Proxy;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;

import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.X509TrustManager;

/**
 * The default transport, on OkHttp. Each call may set its own timeouts; calls share one connection
 * pool and dispatcher. Retries are the core's job: OkHttp's own are turned off.
 */
public final class OkHttpClient implements HttpClient {
    /** The OkHttp client; read by tests in this package. */
    final okhttp3.OkHttpClient okHttpClient;

    private OkHttpClient(okhttp3.OkHttpClient okHttpClient) {
        this.okHttpClient = okHttpClient;
    }

    public static Builder builder() {
        return new Builder();
    }

    @Override
    public HttpResponse execute(HttpRequest request, RequestOptions requestOptions) {
        Call call = newCall(request, requestOptions);
        try {
            return new OkHttpResponse(call.execute());
        } catch (IOException e) {
            throw ioError(e);
        }
    }

    @Override
    public CompletableFuture<HttpResponse> executeAsync(
            HttpRequest request, RequestOptions requestOptions) {
        CompletableFuture<HttpResponse> future = new CompletableFuture<>();
        Call call;
        try {
            call = newCall(request, requestOptions);
        } catch (RuntimeException e) {
            future.completeExceptionally(e);
            return future;
        }
        call.enqueue(
                new Callback() {
                    @Override
                    public void onResponse(Call c, Response response) {
                        if (!future.complete(new OkHttpResponse(response))) {
                            response.close();
                        }
                    }

                    @Override
                    public void onFailure(Call c, IOException e) {
                        future.completeExceptionally(ioError(e));
                    }
                });
        future.whenComplete(
                (response, error) -> {
                    if (future.isCancelled()) {
                        call.cancel();
                    }
                });
        return future;
    }

    /** Stops the dispatcher's threads and drops idle connections. */
    @Override
    public void close() {
        okHttpClient.dispatcher().executorService().shutdown();
        okHttpClient.connectionPool().evictAll();
    }

    private static RuntimeException ioError(IOException e) {
        String message =
                e instanceof InterruptedIOException ? "Request timed out" : "Request failed";
        return Exceptions.io(message, e);
    }

    private Call newCall(HttpRequest request, RequestOptions requestOptions) {
        okhttp3.OkHttpClient client = okHttpClient;
        if (requestOptions.timeout().isPresent()) {
            Timeout timeout = requestOptions.timeout().get();
            client =
                    okHttpClient
                            .newBuilder()
                            .connectTimeout(timeout.connect().toMillis(), TimeUnit.MILLISECONDS)
                            .readTimeout(timeout.read().toMillis(), TimeUnit.MILLISECONDS)
                            .writeTimeout(timeout.write().toMillis(), TimeUnit.MILLISECONDS)
                            .callTimeout(timeout.request().toMillis(), TimeUnit.MILLISECONDS)
                            .build();
        }
        return client.newCall(toOkHttpRequest(request));
    }

    private static Request toOkHttpRequest(HttpRequest request) {
        Request.Builder builder = new Request.Builder().url(request.url());
        Headers headers = request.headers();
        for (String name : headers.names()) {
            for (String value : headers.values(name)) {
                builder.addHeader(name, value);
            }
        }
        RequestBody body = request.body().map(OkHttpClient::toRequestBody).orElse(null);
        if (body == null && needsBody(request.method())) {
            body = RequestBody.create(new byte[0], null);
        }
        builder.method(request.method().name(), body);
        return builder.build();
    }

    private static boolean needsBody(HttpMethod method) {
        return method == HttpMethod.POST || method == HttpMethod.PUT || method == HttpMethod.PATCH;
    }

    private static RequestBody toRequestBody(HttpRequestBody body) {
        MediaType mediaType =
                body.contentType() == null ? null : MediaType.parse(body.contentType());
        return new RequestBody() {
            @Override
            public MediaType contentType() {
                return mediaType;
            }

            @Override
            public long contentLength() {
                return body.contentLength();
            }

            @Override
            public boolean isOneShot() {
                return !body.repeatable();
            }

            @Override
            public void writeTo(BufferedSink sink) throws IOException {
                body.writeTo(sink.outputStream());
            }
        };
    }

    private static final class OkHttpResponse implements HttpResponse {
        private final Response response;
        private final Headers headers;

        OkHttpResponse(Response response) {
            this.response = response;
            Headers.Builder builder = Headers.builder();
            for (String name : response.headers().names()) {
                builder.put(name, response.headers(name));
            }
            this.headers = builder.build();
        }

        @Override
        public int statusCode() {
            return response.code();
        }

        @Override
        public Headers headers() {
            return headers;
        }

        @Override
        public InputStream body() {
            return response.body().byteStream();
        }

        @Override
        public void close() {
            response.close();
        }
    }

    /**
     * Builds the transport. The generated {@code <Client>OkHttpClient} builders pass their network
     * options through here.
     */
    public static final class Builder {
        private Timeout timeout = Timeout.defaultTimeout();
        private Proxy proxy;
        private Integer maxIdleConnections;
        private Duration keepAliveDuration;
        private ExecutorService dispatcherExecutorService;
        private SSLSocketFactory sslSocketFactory;
        private X509TrustManager trustManager;
        private HostnameVerifier hostnameVerifier;

        private Builder() {}

        /** The default timeouts of each attempt; a call's request options override them. */
        public Builder timeout(Timeout timeout) {
            this.timeout = timeout;
            return this;
        }

        public Builder timeout(Duration timeout) {
            return timeout(Timeout.builder().request(timeout).build());
        }

        public Builder proxy(Proxy proxy) {
            this.proxy = proxy;
            return this;
        }

        /** With {@link #keepAliveDuration}: the connection pool's size; both or neither. */
        public Builder maxIdleConnections(Integer maxIdleConnections) {
            this.maxIdleConnections = maxIdleConnections;
            return this;
        }

        public Builder keepAliveDuration(Duration keepAliveDuration) {
            this.keepAliveDuration = keepAliveDuration;
            return this;
        }

        /** The threads async calls run on. */
        public Builder dispatcherExecutorService(ExecutorService dispatcherExecutorService) {
            this.dispatcherExecutorService = dispatcherExecutorService;
            return this;
        }

        /** With {@link #trustManager}: both or neither. */
        public Builder sslSocketFactory(SSLSocketFactory sslSocketFactory) {
            this.sslSocketFactory = sslSocketFactory;
            return this;
        }

        public Builder trustManager(X509TrustManager trustManager) {
            this.trustManager = trustManager;
            return this;
        }

        public Builder hostnameVerifier(HostnameVerifier hostnameVerifier) {
            this.hostnameVerifier = hostnameVerifier;
            return this;
        }

        /**
         * @throws IllegalStateException when only one of a pair of options is set
         */
        public OkHttpClient build() {
            okhttp3.OkHttpClient.Builder builder =
                    new okhttp3.OkHttpClient.Builder()
                            .retryOnConnectionFailure(false)
                            .connectTimeout(timeout.connect().toMillis(), TimeUnit.MILLISECONDS)
                            .readTimeout(timeout.read().toMillis(), TimeUnit.MILLISECONDS)
                            .writeTimeout(timeout.write().toMillis(), TimeUnit.MILLISECONDS)
                            .callTimeout(timeout.request().toMillis(), TimeUnit.MILLISECONDS);
            if (proxy != null) {
                builder.proxy(proxy);
            }
            if ((maxIdleConnections == null) != (keepAliveDuration == null)) {
                throw new IllegalStateException(
                        "set both `maxIdleConnections` and `keepAliveDuration`, or neither");
            }
            if (maxIdleConnections != null) {
                builder.connectionPool(
                        new ConnectionPool(
                                maxIdleConnections,
                                keepAliveDuration.toMillis(),
                                TimeUnit.MILLISECONDS));
            }
            if (dispatcherExecutorService != null) {
                builder.dispatcher(new Dispatcher(dispatcherExecutorService));
            }
            if ((sslSocketFactory == null) != (trustManager == null)) {
                throw new IllegalStateException(
                        "set both `sslSocketFactory` and `trustManager`, or neither");
            }
            if (sslSocketFactory != null) {
                builder.sslSocketFactory(sslSocketFactory, trustManager);
            }
            if (hostnameVerifier != null) {
                builder.hostnameVerifier(hostnameVerifier);
            }
            return new OkHttpClient(builder.build());
        }
    }
}
