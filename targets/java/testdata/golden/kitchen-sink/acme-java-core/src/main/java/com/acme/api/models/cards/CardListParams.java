// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards;

import com.acme.api.core.Enum;
import com.acme.api.core.JsonField;
import com.acme.api.core.Params;
import com.acme.api.core.http.Headers;
import com.acme.api.core.http.QueryParams;
import com.acme.api.errors.ACMEInvalidDataException;
import com.fasterxml.jackson.annotation.JsonCreator;

import java.util.Objects;
import java.util.Optional;

public final class CardListParams implements Params {

    private final Long offset;
    private final Long limit;
    private final Sort sort;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private CardListParams(Builder builder) {
        this.offset = builder.offset;
        this.limit = builder.limit;
        this.sort = builder.sort;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<Long> offset() {
        return Optional.ofNullable(offset);
    }

    public Optional<Long> limit() {
        return Optional.ofNullable(limit);
    }

    public Optional<Sort> sort() {
        return Optional.ofNullable(sort);
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
        out.putAll(additionalHeaders);
        return out.build();
    }

    @Override
    public QueryParams _queryParams() {
        QueryParams.Builder out = QueryParams.builder();
        if (offset != null) {
            out.put("offset", String.valueOf(offset));
        }
        if (limit != null) {
            out.put("limit", String.valueOf(limit));
        }
        if (sort != null) {
            out.put("sort", sort._value().asKnown().map(Object::toString).orElse(""));
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

    public static CardListParams none() {
        return builder().build();
    }

    public static final class Builder {

        private Long offset;
        private Long limit;
        private Sort sort;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(CardListParams source) {
            this.offset = source.offset;
            this.limit = source.limit;
            this.sort = source.sort;
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder offset(Long offset) {
            this.offset = offset;
            return this;
        }

        public Builder offset(Optional<Long> offset) {
            return offset(offset.orElse(null));
        }

        public Builder limit(Long limit) {
            this.limit = limit;
            return this;
        }

        public Builder limit(Optional<Long> limit) {
            return limit(limit.orElse(null));
        }

        public Builder sort(Sort sort) {
            this.sort = sort;
            return this;
        }

        public Builder sort(Optional<Sort> sort) {
            return sort(sort.orElse(null));
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

        public CardListParams build() {
            return new CardListParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof CardListParams)) {
            return false;
        }
        CardListParams that = (CardListParams) other;
        if (!Objects.equals(offset, that.offset)) {
            return false;
        }
        if (!Objects.equals(limit, that.limit)) {
            return false;
        }
        if (!Objects.equals(sort, that.sort)) {
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
        hash = 31 * hash + Objects.hashCode(offset);
        hash = 31 * hash + Objects.hashCode(limit);
        hash = 31 * hash + Objects.hashCode(sort);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("CardListParams{");
        out.append("offset=").append(offset);
        out.append(", limit=").append(limit);
        out.append(", sort=").append(sort);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }

    public static final class Sort implements Enum {

        public static final Sort ASC = of("asc");
        public static final Sort DESC = of("desc");

        private final JsonField<String> value;

        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        private Sort(JsonField<String> value) {
            this.value = value;
        }

        public static Sort of(String value) {
            return new Sort(JsonField.of(value));
        }

        @com.fasterxml.jackson.annotation.JsonValue
        @Override
        public JsonField<String> _value() {
            return value;
        }

        public enum Known {
            ASC,
            DESC,
        }

        public enum Value {
            ASC,
            DESC,
            _UNKNOWN,
        }

        public Value value() {
            if (equals(ASC)) {
                return Value.ASC;
            }
            if (equals(DESC)) {
                return Value.DESC;
            }
            return Value._UNKNOWN;
        }

        public Known known() {
            if (equals(ASC)) {
                return Known.ASC;
            }
            if (equals(DESC)) {
                return Known.DESC;
            }
            throw new ACMEInvalidDataException("Unknown Sort: " + value);
        }

        public String asString() {
            return value.getRequired("value");
        }

        @Override
        public boolean equals(Object other) {
            return this == other || other instanceof Sort && value.equals(((Sort) other).value);
        }

        @Override
        public int hashCode() {
            return value.hashCode();
        }

        @Override
        public String toString() {
            return value.toString();
        }
    }
}
