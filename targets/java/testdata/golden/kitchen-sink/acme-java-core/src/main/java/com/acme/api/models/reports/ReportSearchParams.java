// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.reports;

import com.acme.api.core.ExcludeMissing;
import com.acme.api.core.JsonField;
import com.acme.api.core.JsonValue;
import com.acme.api.core.Params;
import com.acme.api.core.Utils;
import com.acme.api.core.http.Headers;
import com.acme.api.core.http.QueryParams;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

public final class ReportSearchParams implements Params {

    private final Body body;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private ReportSearchParams(Builder builder) {
        this.body = builder.body.build();
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<String> cursor() {
        return body.cursor();
    }

    public JsonField<String> _cursor() {
        return body._cursor();
    }

    public Optional<Long> pageSize() {
        return body.pageSize();
    }

    public JsonField<Long> _pageSize() {
        return body._pageSize();
    }

    public Optional<String> query() {
        return body.query();
    }

    public JsonField<String> _query() {
        return body._query();
    }

    public Map<String, JsonValue> _additionalBodyProperties() {
        return body._additionalProperties();
    }

    public Body _body() {
        return body;
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
        out.putAll(additionalQueryParams);
        return out.build();
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static ReportSearchParams none() {
        return builder().build();
    }

    public static final class Builder {

        private Body.Builder body = Body.builder();
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(ReportSearchParams source) {
            body = source.body.toBuilder();
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder body(Body body) {
            this.body = body.toBuilder();
            return this;
        }

        public Builder cursor(String cursor) {
            body.cursor(cursor);
            return this;
        }

        public Builder cursor(Optional<String> cursor) {
            body.cursor(cursor);
            return this;
        }

        public Builder cursor(JsonField<String> cursor) {
            body.cursor(cursor);
            return this;
        }

        public Builder pageSize(Long pageSize) {
            body.pageSize(pageSize);
            return this;
        }

        public Builder pageSize(Optional<Long> pageSize) {
            body.pageSize(pageSize);
            return this;
        }

        public Builder pageSize(JsonField<Long> pageSize) {
            body.pageSize(pageSize);
            return this;
        }

        public Builder query(String query) {
            body.query(query);
            return this;
        }

        public Builder query(Optional<String> query) {
            body.query(query);
            return this;
        }

        public Builder query(JsonField<String> query) {
            body.query(query);
            return this;
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

        public Builder putAdditionalBodyProperty(String key, JsonValue value) {
            body.putAdditionalProperty(key, value);
            return this;
        }

        public Builder putAllAdditionalBodyProperties(Map<String, JsonValue> values) {
            body.putAllAdditionalProperties(values);
            return this;
        }

        public Builder removeAdditionalBodyProperty(String key) {
            body.removeAdditionalProperty(key);
            return this;
        }

        public ReportSearchParams build() {
            return new ReportSearchParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ReportSearchParams)) {
            return false;
        }
        ReportSearchParams that = (ReportSearchParams) other;
        if (!Objects.equals(body, that.body)) {
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
        hash = 31 * hash + Objects.hashCode(body);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("ReportSearchParams{");
        out.append("body=").append(body);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }

    @JsonDeserialize(builder = Body.Builder.class)
    @JsonAutoDetect(
            getterVisibility = JsonAutoDetect.Visibility.NONE,
            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
            setterVisibility = JsonAutoDetect.Visibility.NONE,
            creatorVisibility = JsonAutoDetect.Visibility.NONE,
            fieldVisibility = JsonAutoDetect.Visibility.NONE)
    public static final class Body {

        private final JsonField<String> cursor;
        private final JsonField<Long> pageSize;
        private final JsonField<String> query;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Body(Builder builder) {
            this.cursor = builder.cursor;
            this.pageSize = builder.pageSize;
            this.query = builder.query;
            this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
        }

        public Optional<String> cursor() {
            return cursor.getOptional("cursor");
        }

        @JsonProperty("cursor")
        @ExcludeMissing
        public JsonField<String> _cursor() {
            return cursor;
        }

        public Optional<Long> pageSize() {
            return pageSize.getOptional("page_size");
        }

        @JsonProperty("page_size")
        @ExcludeMissing
        public JsonField<Long> _pageSize() {
            return pageSize;
        }

        public Optional<String> query() {
            return query.getOptional("query");
        }

        @JsonProperty("query")
        @ExcludeMissing
        public JsonField<String> _query() {
            return query;
        }

        @JsonAnyGetter
        @ExcludeMissing
        public Map<String, JsonValue> _additionalProperties() {
            return additionalProperties;
        }

        public Body validate() {
            if (validated) {
                return this;
            }
            cursor();
            pageSize();
            query();
            validated = true;
            return this;
        }

        public Builder toBuilder() {
            return new Builder(this);
        }

        public static Builder builder() {
            return new Builder();
        }

        @JsonPOJOBuilder(withPrefix = "", buildMethodName = "buildFromJson")
        public static final class Builder {

            private JsonField<String> cursor = JsonField.missing();
            private JsonField<Long> pageSize = JsonField.missing();
            private JsonField<String> query = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Body source) {
                this.cursor = source.cursor;
                this.pageSize = source.pageSize;
                this.query = source.query;
                additionalProperties = new LinkedHashMap<>(source.additionalProperties);
            }

            public Builder cursor(String cursor) {
                return cursor(JsonField.ofNullable(cursor));
            }

            public Builder cursor(Optional<String> cursor) {
                return cursor(cursor.orElse(null));
            }

            @JsonProperty("cursor")
            public Builder cursor(JsonField<String> cursor) {
                this.cursor = cursor;
                return this;
            }

            public Builder pageSize(Long pageSize) {
                return pageSize(JsonField.ofNullable(pageSize));
            }

            public Builder pageSize(Optional<Long> pageSize) {
                return pageSize(pageSize.orElse(null));
            }

            @JsonProperty("page_size")
            public Builder pageSize(JsonField<Long> pageSize) {
                this.pageSize = pageSize;
                return this;
            }

            public Builder query(String query) {
                return query(JsonField.ofNullable(query));
            }

            public Builder query(Optional<String> query) {
                return query(query.orElse(null));
            }

            @JsonProperty("query")
            public Builder query(JsonField<String> query) {
                this.query = query;
                return this;
            }

            public Builder additionalProperties(Map<String, JsonValue> additionalProperties) {
                this.additionalProperties.clear();
                return putAllAdditionalProperties(additionalProperties);
            }

            @JsonAnySetter
            public Builder putAdditionalProperty(String key, JsonValue value) {
                additionalProperties.put(key, value);
                return this;
            }

            public Builder putAllAdditionalProperties(Map<String, JsonValue> additionalProperties) {
                this.additionalProperties.putAll(additionalProperties);
                return this;
            }

            public Builder removeAdditionalProperty(String key) {
                additionalProperties.remove(key);
                return this;
            }

            public Body build() {
                return new Body(this);
            }

            private Body buildFromJson() {
                return new Body(this);
            }
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Body)) {
                return false;
            }
            Body that = (Body) other;
            if (!Objects.equals(cursor, that.cursor)) {
                return false;
            }
            if (!Objects.equals(pageSize, that.pageSize)) {
                return false;
            }
            if (!Objects.equals(query, that.query)) {
                return false;
            }
            if (!Objects.equals(additionalProperties, that.additionalProperties)) {
                return false;
            }
            return true;
        }

        @Override
        public int hashCode() {
            int hash = 1;
            hash = 31 * hash + Objects.hashCode(cursor);
            hash = 31 * hash + Objects.hashCode(pageSize);
            hash = 31 * hash + Objects.hashCode(query);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Body{");
            out.append("cursor=").append(cursor);
            out.append(", pageSize=").append(pageSize);
            out.append(", query=").append(query);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }
    }
}
