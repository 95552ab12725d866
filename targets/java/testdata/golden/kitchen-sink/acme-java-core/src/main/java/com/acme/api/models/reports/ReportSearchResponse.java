// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.reports;

import com.acme.api.core.ExcludeMissing;
import com.acme.api.core.JsonField;
import com.acme.api.core.JsonValue;
import com.acme.api.core.Utils;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(builder = ReportSearchResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class ReportSearchResponse {

    private final JsonField<List<Result>> results;
    private final JsonField<String> nextCursor;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private ReportSearchResponse(Builder builder) {
        this.results = builder.results;
        this.nextCursor = builder.nextCursor;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public Optional<List<Result>> results() {
        return results.getOptional("results");
    }

    @JsonProperty("results")
    @ExcludeMissing
    public JsonField<List<Result>> _results() {
        return results;
    }

    public Optional<String> nextCursor() {
        return nextCursor.getOptional("next_cursor");
    }

    @JsonProperty("next_cursor")
    @ExcludeMissing
    public JsonField<String> _nextCursor() {
        return nextCursor;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public ReportSearchResponse validate() {
        if (validated) {
            return this;
        }
        results().ifPresent(items -> items.forEach(item -> item.validate()));
        nextCursor();
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

        private JsonField<List<Result>> results = JsonField.missing();
        private JsonField<String> nextCursor = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(ReportSearchResponse source) {
            this.results = source.results;
            this.nextCursor = source.nextCursor;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder results(List<Result> results) {
            return results(JsonField.ofNullable(results));
        }

        public Builder results(Optional<List<Result>> results) {
            return results(results.orElse(null));
        }

        @JsonProperty("results")
        public Builder results(JsonField<List<Result>> results) {
            this.results = results;
            return this;
        }

        public Builder addResult(Result item) {
            List<Result> list =
                    this.results == null || this.results.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("results", this.results));
            list.add(item);
            this.results = JsonField.of(list);
            return this;
        }

        public Builder nextCursor(String nextCursor) {
            return nextCursor(JsonField.ofNullable(nextCursor));
        }

        public Builder nextCursor(Optional<String> nextCursor) {
            return nextCursor(nextCursor.orElse(null));
        }

        @JsonProperty("next_cursor")
        public Builder nextCursor(JsonField<String> nextCursor) {
            this.nextCursor = nextCursor;
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

        public ReportSearchResponse build() {
            return new ReportSearchResponse(this);
        }

        private ReportSearchResponse buildFromJson() {
            return new ReportSearchResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ReportSearchResponse)) {
            return false;
        }
        ReportSearchResponse that = (ReportSearchResponse) other;
        if (!Objects.equals(results, that.results)) {
            return false;
        }
        if (!Objects.equals(nextCursor, that.nextCursor)) {
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
        hash = 31 * hash + Objects.hashCode(results);
        hash = 31 * hash + Objects.hashCode(nextCursor);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("ReportSearchResponse{");
        out.append("results=").append(results);
        out.append(", nextCursor=").append(nextCursor);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }

    @JsonDeserialize(builder = Result.Builder.class)
    @JsonAutoDetect(
            getterVisibility = JsonAutoDetect.Visibility.NONE,
            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
            setterVisibility = JsonAutoDetect.Visibility.NONE,
            creatorVisibility = JsonAutoDetect.Visibility.NONE,
            fieldVisibility = JsonAutoDetect.Visibility.NONE)
    public static final class Result {

        private final JsonField<String> id;
        private final JsonField<String> title;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Result(Builder builder) {
            this.id = builder.id;
            this.title = builder.title;
            this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
        }

        public Optional<String> id() {
            return id.getOptional("id");
        }

        @JsonProperty("id")
        @ExcludeMissing
        public JsonField<String> _id() {
            return id;
        }

        public Optional<String> title() {
            return title.getOptional("title");
        }

        @JsonProperty("title")
        @ExcludeMissing
        public JsonField<String> _title() {
            return title;
        }

        @JsonAnyGetter
        @ExcludeMissing
        public Map<String, JsonValue> _additionalProperties() {
            return additionalProperties;
        }

        public Result validate() {
            if (validated) {
                return this;
            }
            id();
            title();
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

            private JsonField<String> id = JsonField.missing();
            private JsonField<String> title = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Result source) {
                this.id = source.id;
                this.title = source.title;
                additionalProperties = new LinkedHashMap<>(source.additionalProperties);
            }

            public Builder id(String id) {
                return id(JsonField.ofNullable(id));
            }

            public Builder id(Optional<String> id) {
                return id(id.orElse(null));
            }

            @JsonProperty("id")
            public Builder id(JsonField<String> id) {
                this.id = id;
                return this;
            }

            public Builder title(String title) {
                return title(JsonField.ofNullable(title));
            }

            public Builder title(Optional<String> title) {
                return title(title.orElse(null));
            }

            @JsonProperty("title")
            public Builder title(JsonField<String> title) {
                this.title = title;
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

            public Result build() {
                return new Result(this);
            }

            private Result buildFromJson() {
                return new Result(this);
            }
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Result)) {
                return false;
            }
            Result that = (Result) other;
            if (!Objects.equals(id, that.id)) {
                return false;
            }
            if (!Objects.equals(title, that.title)) {
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
            hash = 31 * hash + Objects.hashCode(id);
            hash = 31 * hash + Objects.hashCode(title);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Result{");
            out.append("id=").append(id);
            out.append(", title=").append(title);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }
    }
}
