// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.chat.completions;

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

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(builder = Completion.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class Completion {

    private final JsonField<String> id;
    private final JsonField<String> text;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private Completion(Builder builder) {
        this.id = builder.id;
        this.text = builder.text;
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

    public Optional<String> text() {
        return text.getOptional("text");
    }

    @JsonProperty("text")
    @ExcludeMissing
    public JsonField<String> _text() {
        return text;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public Completion validate() {
        if (validated) {
            return this;
        }
        id();
        text();
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
        private JsonField<String> text = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(Completion source) {
            this.id = source.id;
            this.text = source.text;
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

        public Builder text(String text) {
            return text(JsonField.ofNullable(text));
        }

        public Builder text(Optional<String> text) {
            return text(text.orElse(null));
        }

        @JsonProperty("text")
        public Builder text(JsonField<String> text) {
            this.text = text;
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

        public Completion build() {
            return new Completion(this);
        }

        private Completion buildFromJson() {
            return new Completion(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Completion)) {
            return false;
        }
        Completion that = (Completion) other;
        if (!Objects.equals(id, that.id)) {
            return false;
        }
        if (!Objects.equals(text, that.text)) {
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
        hash = 31 * hash + Objects.hashCode(text);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("Completion{");
        out.append("id=").append(id);
        out.append(", text=").append(text);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
