package com.sdkgen.runtime.core;

import java.time.Duration;
import java.util.Optional;

/**
 * Options of one call: {@code responseValidation}, {@code timeout} and {@code maxRetries} override
 * the client's; {@code pageUrl} is the next-page URL a {@code cursor_url} page requests as given.
 */
public final class RequestOptions {
    private static final RequestOptions NONE = builder().build();

    private final Boolean responseValidation;
    private final Timeout timeout;
    private final Integer maxRetries;
    private final String pageUrl;

    private RequestOptions(
            Boolean responseValidation, Timeout timeout, Integer maxRetries, String pageUrl) {
        this.responseValidation = responseValidation;
        this.timeout = timeout;
        this.maxRetries = maxRetries;
        this.pageUrl = pageUrl;
    }

    public static RequestOptions none() {
        return NONE;
    }

    /** The options a call runs with: its own, then the client's. */
    public static RequestOptions from(ClientOptions clientOptions) {
        return builder()
                .responseValidation(clientOptions.responseValidation())
                .timeout(clientOptions.timeout())
                .maxRetries(clientOptions.maxRetries())
                .build();
    }

    public static Builder builder() {
        return new Builder();
    }

    public Optional<Boolean> responseValidation() {
        return Optional.ofNullable(responseValidation);
    }

    public Optional<Timeout> timeout() {
        return Optional.ofNullable(timeout);
    }

    public Optional<Integer> maxRetries() {
        return Optional.ofNullable(maxRetries);
    }

    /** The next-page URL this call requests instead of its method's path and params. */
    public Optional<String> pageUrl() {
        return Optional.ofNullable(pageUrl);
    }

    /** These options, with unset ones taken from {@code base}. */
    public RequestOptions applyDefaults(RequestOptions base) {
        return new RequestOptions(
                responseValidation != null ? responseValidation : base.responseValidation,
                timeout != null
                        ? (base.timeout != null ? timeout.assign(base.timeout) : timeout)
                        : base.timeout,
                maxRetries != null ? maxRetries : base.maxRetries,
                pageUrl != null ? pageUrl : base.pageUrl);
    }

    public Builder toBuilder() {
        return new Builder()
                .responseValidation(responseValidation)
                .timeout(timeout)
                .maxRetries(maxRetries)
                .pageUrl(pageUrl);
    }

    public static final class Builder {
        private Boolean responseValidation;
        private Timeout timeout;
        private Integer maxRetries;
        private String pageUrl;

        private Builder() {}

        public Builder responseValidation(Boolean responseValidation) {
            this.responseValidation = responseValidation;
            return this;
        }

        public Builder timeout(Timeout timeout) {
            this.timeout = timeout;
            return this;
        }

        /** The per-attempt timeout; {@link Duration#ZERO} means none. */
        public Builder timeout(Duration timeout) {
            return timeout(Timeout.builder().request(timeout).build());
        }

        public Builder maxRetries(Integer maxRetries) {
            this.maxRetries = maxRetries;
            return this;
        }

        public Builder pageUrl(String pageUrl) {
            this.pageUrl = pageUrl;
            return this;
        }

        public RequestOptions build() {
            return new RequestOptions(responseValidation, timeout, maxRetries, pageUrl);
        }
    }
}
