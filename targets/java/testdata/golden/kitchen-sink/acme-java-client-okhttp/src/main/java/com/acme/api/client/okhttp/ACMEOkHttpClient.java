// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.client.okhttp;

import com.acme.api.client.ACMEClient;
import com.acme.api.client.ACMEClientImpl;
import com.acme.api.core.ClientOptions;
import com.acme.api.core.LogLevel;
import com.acme.api.core.Timeout;
import com.acme.api.core.http.Headers;
import com.acme.api.core.http.QueryParams;

import java.net.Proxy;
import java.time.Duration;
import java.util.Optional;

/** Builds a {@link ACMEClient} on the OkHttp transport. */
public final class ACMEOkHttpClient {

    private ACMEOkHttpClient() {}

    public static Builder builder() {
        return new Builder();
    }

    /** A client configured from system properties and environment variables. */
    public static ACMEClient fromEnv() {
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

        public Builder bearerToken(String bearerToken) {
            clientOptions.option("bearerToken", bearerToken == null ? null : bearerToken);
            return this;
        }

        public Builder username(String username) {
            clientOptions.option("username", username == null ? null : username);
            return this;
        }

        public Builder password(String password) {
            clientOptions.option("password", password == null ? null : password);
            return this;
        }

        public Builder region(String region) {
            clientOptions.option("region", region == null ? null : region);
            return this;
        }

        public Builder projectId(String projectId) {
            clientOptions.option("projectId", projectId == null ? null : projectId);
            return this;
        }

        public Builder webhookSecret(String webhookSecret) {
            clientOptions.option("webhookSecret", webhookSecret == null ? null : webhookSecret);
            return this;
        }

        public Builder queryKey(String queryKey) {
            clientOptions.option("queryKey", queryKey == null ? null : queryKey);
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

        public ACMEClient build() {
            clientOptions.httpClient(OkHttpClient.builder().proxy(proxy).build());
            return new ACMEClientImpl(clientOptions.build());
        }
    }
}
