// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts.friends;

import com.acme.api.core.Params;
import com.acme.api.core.http.Headers;
import com.acme.api.core.http.QueryParams;

import java.util.Objects;
import java.util.Optional;

public final class FriendListParams implements Params {

    private final String accountId;
    private final String afterId;
    private final Long limit;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private FriendListParams(Builder builder) {
        this.accountId = builder.accountId;
        this.afterId = builder.afterId;
        this.limit = builder.limit;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<String> accountId() {
        return Optional.ofNullable(accountId);
    }

    public Optional<String> afterId() {
        return Optional.ofNullable(afterId);
    }

    public Optional<Long> limit() {
        return Optional.ofNullable(limit);
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
            case 0:
                return accountId == null ? "" : accountId;
            default:
                return "";
        }
    }

    @Override
    public Headers _headers() {
        Headers.Builder out = Headers.builder();
        out.putAll(additionalHeaders);
        return out.build();
    }

    @Override
    public QueryParams _queryParams() {
        QueryParams.Builder out = QueryParams.builder();
        if (afterId != null) {
            out.put("after_id", afterId);
        }
        if (limit != null) {
            out.put("limit", String.valueOf(limit));
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

    public static FriendListParams none() {
        return builder().build();
    }

    public static final class Builder {

        private String accountId;
        private String afterId;
        private Long limit;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(FriendListParams source) {
            this.accountId = source.accountId;
            this.afterId = source.afterId;
            this.limit = source.limit;
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder accountId(String accountId) {
            this.accountId = accountId;
            return this;
        }

        public Builder accountId(Optional<String> accountId) {
            return accountId(accountId.orElse(null));
        }

        public Builder afterId(String afterId) {
            this.afterId = afterId;
            return this;
        }

        public Builder afterId(Optional<String> afterId) {
            return afterId(afterId.orElse(null));
        }

        public Builder limit(Long limit) {
            this.limit = limit;
            return this;
        }

        public Builder limit(Optional<Long> limit) {
            return limit(limit.orElse(null));
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

        public FriendListParams build() {
            return new FriendListParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof FriendListParams)) {
            return false;
        }
        FriendListParams that = (FriendListParams) other;
        if (!Objects.equals(accountId, that.accountId)) {
            return false;
        }
        if (!Objects.equals(afterId, that.afterId)) {
            return false;
        }
        if (!Objects.equals(limit, that.limit)) {
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
        hash = 31 * hash + Objects.hashCode(accountId);
        hash = 31 * hash + Objects.hashCode(afterId);
        hash = 31 * hash + Objects.hashCode(limit);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("FriendListParams{");
        out.append("accountId=").append(accountId);
        out.append(", afterId=").append(afterId);
        out.append(", limit=").append(limit);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }
}
