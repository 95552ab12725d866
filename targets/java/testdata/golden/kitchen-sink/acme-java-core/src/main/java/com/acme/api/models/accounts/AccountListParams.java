// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts;

import com.acme.api.core.Params;
import com.acme.api.core.http.Headers;
import com.acme.api.core.http.QueryParams;

import java.util.Objects;
import java.util.Optional;

public final class AccountListParams implements Params {

    private final String cursor;
    private final Long limit;
    private final AccountStatus status;
    private final String xTraceId;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private AccountListParams(Builder builder) {
        this.cursor = builder.cursor;
        this.limit = builder.limit;
        this.status = builder.status;
        this.xTraceId = builder.xTraceId;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<String> cursor() {
        return Optional.ofNullable(cursor);
    }

    public Optional<Long> limit() {
        return Optional.ofNullable(limit);
    }

    public Optional<AccountStatus> status() {
        return Optional.ofNullable(status);
    }

    public Optional<String> xTraceId() {
        return Optional.ofNullable(xTraceId);
    }

    public Headers additionalHeaders() {
        return additionalHeaders;
    }

    public QueryParams additionalQueryParams() {
        return additionalQueryParams;
    }

    /** The path param at {@code index}, or an empty string past the last one. */
    public String _pathParam(int index) {
        switch (index) {
            default:
                return "";
        }
    }

    @Override
    public Headers _headers() {
        Headers.Builder out = Headers.builder();
        if (xTraceId != null) {
            out.put("X-Trace-Id", xTraceId);
        }
        out.putAll(additionalHeaders);
        return out.build();
    }

    @Override
    public QueryParams _queryParams() {
        QueryParams.Builder out = QueryParams.builder();
        if (cursor != null) {
            out.put("cursor", cursor);
        }
        if (limit != null) {
            out.put("limit", String.valueOf(limit));
        }
        if (status != null) {
            out.put("status", status._value().asKnown().map(Object::toString).orElse(""));
        }
        out.putAll(additionalQueryParams);
        return out.build();
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static AccountListParams none() {
        return builder().build();
    }

    public static final class Builder {

        private String cursor;
        private Long limit;
        private AccountStatus status;
        private String xTraceId;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(AccountListParams source) {
            this.cursor = source.cursor;
            this.limit = source.limit;
            this.status = source.status;
            this.xTraceId = source.xTraceId;
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder cursor(String cursor) {
            this.cursor = cursor;
            return this;
        }

        public Builder cursor(Optional<String> cursor) {
            return cursor(cursor.orElse(null));
        }

        public Builder limit(Long limit) {
            this.limit = limit;
            return this;
        }

        public Builder limit(Optional<Long> limit) {
            return limit(limit.orElse(null));
        }

        public Builder status(AccountStatus status) {
            this.status = status;
            return this;
        }

        public Builder status(Optional<AccountStatus> status) {
            return status(status.orElse(null));
        }

        public Builder xTraceId(String xTraceId) {
            this.xTraceId = xTraceId;
            return this;
        }

        public Builder xTraceId(Optional<String> xTraceId) {
            return xTraceId(xTraceId.orElse(null));
        }

        public Builder additionalHeaders(Headers additionalHeaders) {
            this.additionalHeaders = Headers.builder().putAll(additionalHeaders);
            return this;
        }

        public Builder putAdditionalHeader(String name, String value) {
            additionalHeaders.put(name, value);
            return this;
        }

        public Builder putAdditionalHeaders(String name, Iterable<String> values) {
            additionalHeaders.put(name, values);
            return this;
        }

        public Builder putAllAdditionalHeaders(Headers values) {
            additionalHeaders.putAll(values);
            return this;
        }

        public Builder removeAdditionalHeaders(String name) {
            additionalHeaders.remove(name);
            return this;
        }

        public Builder additionalQueryParams(QueryParams additionalQueryParams) {
            this.additionalQueryParams = QueryParams.builder().putAll(additionalQueryParams);
            return this;
        }

        public Builder putAdditionalQueryParam(String name, String value) {
            additionalQueryParams.put(name, value);
            return this;
        }

        public Builder putAdditionalQueryParams(String name, Iterable<String> values) {
            additionalQueryParams.put(name, values);
            return this;
        }

        public Builder putAllAdditionalQueryParams(QueryParams values) {
            additionalQueryParams.putAll(values);
            return this;
        }

        public Builder removeAdditionalQueryParams(String name) {
            additionalQueryParams.remove(name);
            return this;
        }

        public AccountListParams build() {
            return new AccountListParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof AccountListParams)) {
            return false;
        }
        AccountListParams that = (AccountListParams) other;
        if (!Objects.equals(cursor, that.cursor)) {
            return false;
        }
        if (!Objects.equals(limit, that.limit)) {
            return false;
        }
        if (!Objects.equals(status, that.status)) {
            return false;
        }
        if (!Objects.equals(xTraceId, that.xTraceId)) {
            return false;
        }
        if (!Objects.equals(additionalHeaders, that.additionalHeaders)) {
            return false;
        }
        if (!Objects.equals(additionalQueryParams, that.additionalQueryParams)) {
            return false;
        }
        return true;
    }

    @Override
    public int hashCode() {
        int hash = 1;
        hash = 31 * hash + Objects.hashCode(cursor);
        hash = 31 * hash + Objects.hashCode(limit);
        hash = 31 * hash + Objects.hashCode(status);
        hash = 31 * hash + Objects.hashCode(xTraceId);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("AccountListParams{");
        out.append("cursor=").append(cursor);
        out.append(", limit=").append(limit);
        out.append(", status=").append(status);
        out.append(", xTraceId=").append(xTraceId);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }
}
