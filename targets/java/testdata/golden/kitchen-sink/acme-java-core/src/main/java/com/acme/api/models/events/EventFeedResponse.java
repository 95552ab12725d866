// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.events;

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

@JsonDeserialize(builder = EventFeedResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class EventFeedResponse {

    private final JsonField<Result> result;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private EventFeedResponse(Builder builder) {
        this.result = builder.result;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public Optional<Result> result() {
        return result.getOptional("result");
    }

    @JsonProperty("result")
    @ExcludeMissing
    public JsonField<Result> _result() {
        return result;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public EventFeedResponse validate() {
        if (validated) {
            return this;
        }
        result().ifPresent(value -> value.validate());
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

        private JsonField<Result> result = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(EventFeedResponse source) {
            this.result = source.result;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder result(Result result) {
            return result(JsonField.ofNullable(result));
        }

        public Builder result(Optional<Result> result) {
            return result(result.orElse(null));
        }

        @JsonProperty("result")
        public Builder result(JsonField<Result> result) {
            this.result = result;
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

        public EventFeedResponse build() {
            return new EventFeedResponse(this);
        }

        private EventFeedResponse buildFromJson() {
            return new EventFeedResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof EventFeedResponse)) {
            return false;
        }
        EventFeedResponse that = (EventFeedResponse) other;
        if (!Objects.equals(result, that.result)) {
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
        hash = 31 * hash + Objects.hashCode(result);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("EventFeedResponse{");
        out.append("result=").append(result);
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

        private final JsonField<List<Event>> entries;
        private final JsonField<Paging> paging;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Result(Builder builder) {
            this.entries = builder.entries;
            this.paging = builder.paging;
            this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
        }

        public Optional<List<Event>> entries() {
            return entries.getOptional("entries");
        }

        @JsonProperty("entries")
        @ExcludeMissing
        public JsonField<List<Event>> _entries() {
            return entries;
        }

        public Optional<Paging> paging() {
            return paging.getOptional("paging");
        }

        @JsonProperty("paging")
        @ExcludeMissing
        public JsonField<Paging> _paging() {
            return paging;
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
            entries().ifPresent(items -> items.forEach(item -> item.validate()));
            paging().ifPresent(value -> value.validate());
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

            private JsonField<List<Event>> entries = JsonField.missing();
            private JsonField<Paging> paging = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Result source) {
                this.entries = source.entries;
                this.paging = source.paging;
                additionalProperties = new LinkedHashMap<>(source.additionalProperties);
            }

            public Builder entries(List<Event> entries) {
                return entries(JsonField.ofNullable(entries));
            }

            public Builder entries(Optional<List<Event>> entries) {
                return entries(entries.orElse(null));
            }

            @JsonProperty("entries")
            public Builder entries(JsonField<List<Event>> entries) {
                this.entries = entries;
                return this;
            }

            public Builder addEntry(Event item) {
                List<Event> list =
                        this.entries == null || this.entries.isMissing()
                                ? new ArrayList<>()
                                : new ArrayList<>(Utils.checkKnown("entries", this.entries));
                list.add(item);
                this.entries = JsonField.of(list);
                return this;
            }

            public Builder paging(Paging paging) {
                return paging(JsonField.ofNullable(paging));
            }

            public Builder paging(Optional<Paging> paging) {
                return paging(paging.orElse(null));
            }

            @JsonProperty("paging")
            public Builder paging(JsonField<Paging> paging) {
                this.paging = paging;
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
            if (!Objects.equals(entries, that.entries)) {
                return false;
            }
            if (!Objects.equals(paging, that.paging)) {
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
            hash = 31 * hash + Objects.hashCode(entries);
            hash = 31 * hash + Objects.hashCode(paging);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Result{");
            out.append("entries=").append(entries);
            out.append(", paging=").append(paging);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }

        @JsonDeserialize(builder = Paging.Builder.class)
        @JsonAutoDetect(
                getterVisibility = JsonAutoDetect.Visibility.NONE,
                isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                setterVisibility = JsonAutoDetect.Visibility.NONE,
                creatorVisibility = JsonAutoDetect.Visibility.NONE,
                fieldVisibility = JsonAutoDetect.Visibility.NONE)
        public static final class Paging {

            private final JsonField<String> next;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Paging(Builder builder) {
                this.next = builder.next;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<String> next() {
                return next.getOptional("next");
            }

            @JsonProperty("next")
            @ExcludeMissing
            public JsonField<String> _next() {
                return next;
            }

            @JsonAnyGetter
            @ExcludeMissing
            public Map<String, JsonValue> _additionalProperties() {
                return additionalProperties;
            }

            public Paging validate() {
                if (validated) {
                    return this;
                }
                next();
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

                private JsonField<String> next = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Paging source) {
                    this.next = source.next;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder next(String next) {
                    return next(JsonField.ofNullable(next));
                }

                public Builder next(Optional<String> next) {
                    return next(next.orElse(null));
                }

                @JsonProperty("next")
                public Builder next(JsonField<String> next) {
                    this.next = next;
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

                public Builder putAllAdditionalProperties(
                        Map<String, JsonValue> additionalProperties) {
                    this.additionalProperties.putAll(additionalProperties);
                    return this;
                }

                public Builder removeAdditionalProperty(String key) {
                    additionalProperties.remove(key);
                    return this;
                }

                public Paging build() {
                    return new Paging(this);
                }

                private Paging buildFromJson() {
                    return new Paging(this);
                }
            }

            @Override
            public boolean equals(Object other) {
                if (this == other) {
                    return true;
                }
                if (!(other instanceof Paging)) {
                    return false;
                }
                Paging that = (Paging) other;
                if (!Objects.equals(next, that.next)) {
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
                hash = 31 * hash + Objects.hashCode(next);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Paging{");
                out.append("next=").append(next);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }
        }
    }
}
