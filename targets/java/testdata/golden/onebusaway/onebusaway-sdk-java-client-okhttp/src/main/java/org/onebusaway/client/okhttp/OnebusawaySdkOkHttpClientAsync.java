// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.client.okhttp;

import org.onebusaway.client.OnebusawaySdkClientAsync;
import org.onebusaway.client.OnebusawaySdkClientAsyncImpl;
import org.onebusaway.core.ClientOptions;
import org.onebusaway.core.LogLevel;
import org.onebusaway.core.Timeout;
import org.onebusaway.core.http.Headers;
import org.onebusaway.core.http.QueryParams;

import java.net.Proxy;
import java.time.Duration;
import java.util.Optional;

/** Builds a {@link OnebusawaySdkClientAsync} on the OkHttp transport. */
public final class OnebusawaySdkOkHttpClientAsync {

    private OnebusawaySdkOkHttpClientAsync() {}

    public static Builder builder() {
        return new Builder();
    }

    /** A client configured from system properties and environment variables. */
    public static OnebusawaySdkClientAsync fromEnv() {
        return builder().fromEnv().build();
    }

    public static final class Builder {

        private final ClientOptions.Builder clientOptions = ClientOptions.builder();
        private Proxy proxy;

        private Builder() {}

        public Builder fromEnv() {
            clientOptions.fromEnv();
            return this;
        }

        public Builder baseUrl(String baseUrl) {
            clientOptions.baseUrl(baseUrl);
            return this;
        }

        public Builder baseUrl(Optional<String> baseUrl) {
            clientOptions.baseUrl(baseUrl);
            return this;
        }

        public Builder environment(String environment) {
            clientOptions.environment(environment);
            return this;
        }

        public Builder apiKey(String apiKey) {
            clientOptions.option("apiKey", apiKey == null ? null : apiKey);
            return this;
        }

        public Builder timeout(Duration timeout) {
            clientOptions.timeout(timeout);
            return this;
        }

        public Builder timeout(Timeout timeout) {
            clientOptions.timeout(timeout);
            return this;
        }

        public Builder maxRetries(int maxRetries) {
            clientOptions.maxRetries(maxRetries);
            return this;
        }

        public Builder responseValidation(boolean responseValidation) {
            clientOptions.responseValidation(responseValidation);
            return this;
        }

        public Builder logLevel(LogLevel logLevel) {
            clientOptions.logLevel(logLevel);
            return this;
        }

        public Builder proxy(Proxy proxy) {
            this.proxy = proxy;
            return this;
        }

        public Builder headers(Headers headers) {
            clientOptions.headers(headers);
            return this;
        }

        public Builder putHeader(String name, String value) {
            clientOptions.putHeader(name, value);
            return this;
        }

        public Builder putAllHeaders(Headers headers) {
            clientOptions.putAllHeaders(headers);
            return this;
        }

        public Builder removeHeaders(String name) {
            clientOptions.removeHeaders(name);
            return this;
        }

        public Builder queryParams(QueryParams queryParams) {
            clientOptions.queryParams(queryParams);
            return this;
        }

        public Builder putQueryParam(String key, String value) {
            clientOptions.putQueryParam(key, value);
            return this;
        }

        public Builder putAllQueryParams(QueryParams queryParams) {
            clientOptions.putAllQueryParams(queryParams);
            return this;
        }

        public Builder removeQueryParams(String key) {
            clientOptions.removeQueryParams(key);
            return this;
        }

        public OnebusawaySdkClientAsync build() {
            clientOptions.httpClient(OkHttpClient.builder().proxy(proxy).build());
            return new OnebusawaySdkClientAsyncImpl(clientOptions.build());
        }
    }
}
