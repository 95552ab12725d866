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

@JsonDeserialize(builder = Cat.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class Cat {

    private final JsonField<String> kind;
    private final JsonField<Long> lives;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private Cat(Builder builder) {
        this.kind = builder.kind;
        this.lives = builder.lives;
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

    public Optional<Long> lives() {
        return lives.getOptional("lives");
    }

    @JsonProperty("lives")
    @ExcludeMissing
    public JsonField<Long> _lives() {
        return lives;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public Cat validate() {
        if (validated) {
            return this;
        }
        kind();
        lives();
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
        private JsonField<Long> lives = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(Cat source) {
            this.kind = source.kind;
            this.lives = source.lives;
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

        public Builder lives(Long lives) {
            return lives(JsonField.ofNullable(lives));
        }

        public Builder lives(Optional<Long> lives) {
            return lives(lives.orElse(null));
        }

        @JsonProperty("lives")
        public Builder lives(JsonField<Long> lives) {
            this.lives = lives;
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

        public Cat build() {
            Utils.checkRequired("kind", kind.isMissing() ? null : kind);
            return new Cat(this);
        }

        private Cat buildFromJson() {
            return new Cat(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Cat)) {
            return false;
        }
        Cat that = (Cat) other;
        if (!Objects.equals(kind, that.kind)) {
            return false;
        }
        if (!Objects.equals(lives, that.lives)) {
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
        hash = 31 * hash + Objects.hashCode(lives);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("Cat{");
        out.append("kind=").append(kind);
        out.append(", lives=").append(lives);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
