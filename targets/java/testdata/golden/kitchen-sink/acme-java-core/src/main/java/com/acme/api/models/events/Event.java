// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.events;

import com.acme.api.core.ExcludeMissing;
import com.acme.api.core.JsonField;
import com.acme.api.core.JsonMissing;
import com.acme.api.core.JsonValue;
import com.acme.api.core.Utils;
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

@JsonDeserialize(builder = Event.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class Event {

    private final JsonField<String> id;
    private final JsonField<String> type;
    private final JsonValue payload;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private Event(Builder builder) {
        this.id = builder.id;
        this.type = builder.type;
        this.payload = builder.payload;
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

    public Optional<String> type() {
        return type.getOptional("type");
    }

    @JsonProperty("type")
    @ExcludeMissing
    public JsonField<String> _type() {
        return type;
    }

    @JsonProperty("payload")
    @ExcludeMissing
    public JsonValue _payload() {
        return payload;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public Event validate() {
        if (validated) {
            return this;
        }
        id();
        type();
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
        private JsonField<String> type = JsonField.missing();
        private JsonValue payload = JsonMissing.of();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(Event source) {
            this.id = source.id;
            this.type = source.type;
            this.payload = source.payload;
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

        public Builder type(String type) {
            return type(JsonField.ofNullable(type));
        }

        public Builder type(Optional<String> type) {
            return type(type.orElse(null));
        }

        @JsonProperty("type")
        public Builder type(JsonField<String> type) {
            this.type = type;
            return this;
        }

        @JsonProperty("payload")
        public Builder payload(JsonValue payload) {
            this.payload = payload;
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

        public Event build() {
            return new Event(this);
        }

        private Event buildFromJson() {
            return new Event(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Event)) {
            return false;
        }
        Event that = (Event) other;
        if (!Objects.equals(id, that.id)) {
            return false;
        }
        if (!Objects.equals(type, that.type)) {
            return false;
        }
        if (!Objects.equals(payload, that.payload)) {
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
        hash = 31 * hash + Objects.hashCode(type);
        hash = 31 * hash + Objects.hashCode(payload);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("Event{");
        out.append("id=").append(id);
        out.append(", type=").append(type);
        out.append(", payload=").append(payload);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
