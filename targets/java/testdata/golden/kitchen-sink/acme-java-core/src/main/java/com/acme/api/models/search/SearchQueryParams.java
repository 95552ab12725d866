// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.search;

import com.acme.api.core.ExcludeMissing;
import com.acme.api.core.JsonField;
import com.acme.api.core.JsonValue;
import com.acme.api.core.Params;
import com.acme.api.core.Utils;
import com.acme.api.core.http.Headers;
import com.acme.api.core.http.QueryEncoder;
import com.acme.api.core.http.QueryParams;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;

import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

public final class SearchQueryParams implements Params {

    private final String query;
    private final Filter filter;
    private final List<String> tags;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private SearchQueryParams(Builder builder) {
        this.query = builder.query;
        this.filter = builder.filter;
        this.tags = builder.tags;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public String query() {
        return query;
    }

    public Optional<Filter> filter() {
        return Optional.ofNullable(filter);
    }

    public Optional<List<String>> tags() {
        return Optional.ofNullable(tags);
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
        if (query != null) {
            out.put("q", query);
        }
        if (filter != null) {
            new QueryEncoder("brackets", "repeat").put(out, "filter", filter);
        }
        if (tags != null) {
            for (String item : tags) {
                out.put("tags", item);
            }
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

    public static final class Builder {

        private String query;
        private Filter filter;
        private List<String> tags;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(SearchQueryParams source) {
            this.query = source.query;
            this.filter = source.filter;
            this.tags = source.tags;
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder query(String query) {
            this.query = query;
            return this;
        }

        public Builder filter(Filter filter) {
            this.filter = filter;
            return this;
        }

        public Builder filter(Optional<Filter> filter) {
            return filter(filter.orElse(null));
        }

        public Builder tags(List<String> tags) {
            this.tags = tags;
            return this;
        }

        public Builder tags(Optional<List<String>> tags) {
            return tags(tags.orElse(null));
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

        public SearchQueryParams build() {
            Utils.checkRequired("query", query);
            return new SearchQueryParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof SearchQueryParams)) {
            return false;
        }
        SearchQueryParams that = (SearchQueryParams) other;
        if (!Objects.equals(query, that.query)) {
            return false;
        }
        if (!Objects.equals(filter, that.filter)) {
            return false;
        }
        if (!Objects.equals(tags, that.tags)) {
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
        hash = 31 * hash + Objects.hashCode(query);
        hash = 31 * hash + Objects.hashCode(filter);
        hash = 31 * hash + Objects.hashCode(tags);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("SearchQueryParams{");
        out.append("query=").append(query);
        out.append(", filter=").append(filter);
        out.append(", tags=").append(tags);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }

    @JsonDeserialize(builder = Filter.Builder.class)
    @JsonAutoDetect(
            getterVisibility = JsonAutoDetect.Visibility.NONE,
            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
            setterVisibility = JsonAutoDetect.Visibility.NONE,
            creatorVisibility = JsonAutoDetect.Visibility.NONE,
            fieldVisibility = JsonAutoDetect.Visibility.NONE)
    public static final class Filter {

        private final JsonField<OffsetDateTime> createdAfter;
        private final JsonField<String> owner;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Filter(Builder builder) {
            this.createdAfter = builder.createdAfter;
            this.owner = builder.owner;
            this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
        }

        public Optional<OffsetDateTime> createdAfter() {
            return createdAfter.getOptional("created_after");
        }

        @JsonProperty("created_after")
        @ExcludeMissing
        public JsonField<OffsetDateTime> _createdAfter() {
            return createdAfter;
        }

        public Optional<String> owner() {
            return owner.getOptional("owner");
        }

        @JsonProperty("owner")
        @ExcludeMissing
        public JsonField<String> _owner() {
            return owner;
        }

        @JsonAnyGetter
        @ExcludeMissing
        public Map<String, JsonValue> _additionalProperties() {
            return additionalProperties;
        }

        public Filter validate() {
            if (validated) {
                return this;
            }
            createdAfter();
            owner();
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

            private JsonField<OffsetDateTime> createdAfter = JsonField.missing();
            private JsonField<String> owner = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Filter source) {
                this.createdAfter = source.createdAfter;
                this.owner = source.owner;
                additionalProperties = new LinkedHashMap<>(source.additionalProperties);
            }

            public Builder createdAfter(OffsetDateTime createdAfter) {
                return createdAfter(JsonField.ofNullable(createdAfter));
            }

            public Builder createdAfter(Optional<OffsetDateTime> createdAfter) {
                return createdAfter(createdAfter.orElse(null));
            }

            @JsonProperty("created_after")
            public Builder createdAfter(JsonField<OffsetDateTime> createdAfter) {
                this.createdAfter = createdAfter;
                return this;
            }

            public Builder owner(String owner) {
                return owner(JsonField.ofNullable(owner));
            }

            public Builder owner(Optional<String> owner) {
                return owner(owner.orElse(null));
            }

            @JsonProperty("owner")
            public Builder owner(JsonField<String> owner) {
                this.owner = owner;
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

            public Filter build() {
                return new Filter(this);
            }

            private Filter buildFromJson() {
                return new Filter(this);
            }
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Filter)) {
                return false;
            }
            Filter that = (Filter) other;
            if (!Objects.equals(createdAfter, that.createdAfter)) {
                return false;
            }
            if (!Objects.equals(owner, that.owner)) {
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
            hash = 31 * hash + Objects.hashCode(createdAfter);
            hash = 31 * hash + Objects.hashCode(owner);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Filter{");
            out.append("createdAfter=").append(createdAfter);
            out.append(", owner=").append(owner);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }
    }
}
