// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.pets;

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

@JsonDeserialize(builder = Dog.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class Dog {

    private final JsonField<String> kind;
    private final JsonField<Boolean> barks;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private Dog(Builder builder) {
        this.kind = builder.kind;
        this.barks = builder.barks;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public String kind() {
        return kind.getRequired("kind");
    }

    @JsonProperty("kind")
    @ExcludeMissing
    public JsonField<String> _kind() {
        return kind;
    }

    public Optional<Boolean> barks() {
        return barks.getOptional("barks");
    }

    @JsonProperty("barks")
    @ExcludeMissing
    public JsonField<Boolean> _barks() {
        return barks;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public Dog validate() {
        if (validated) {
            return this;
        }
        kind();
        barks();
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

        private JsonField<String> kind = JsonField.missing();
        private JsonField<Boolean> barks = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(Dog source) {
            this.kind = source.kind;
            this.barks = source.barks;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder kind(String kind) {
            return kind(JsonField.of(kind));
        }

        @JsonProperty("kind")
        public Builder kind(JsonField<String> kind) {
            this.kind = kind;
            return this;
        }

        public Builder barks(Boolean barks) {
            return barks(JsonField.ofNullable(barks));
        }

        public Builder barks(Optional<Boolean> barks) {
            return barks(barks.orElse(null));
        }

        @JsonProperty("barks")
        public Builder barks(JsonField<Boolean> barks) {
            this.barks = barks;
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

        public Dog build() {
            Utils.checkRequired("kind", kind.isMissing() ? null : kind);
            return new Dog(this);
        }

        private Dog buildFromJson() {
            return new Dog(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Dog)) {
            return false;
        }
        Dog that = (Dog) other;
        if (!Objects.equals(kind, that.kind)) {
            return false;
        }
        if (!Objects.equals(barks, that.barks)) {
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
        hash = 31 * hash + Objects.hashCode(kind);
        hash = 31 * hash + Objects.hashCode(barks);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("Dog{");
        out.append("kind=").append(kind);
        out.append(", barks=").append(barks);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
