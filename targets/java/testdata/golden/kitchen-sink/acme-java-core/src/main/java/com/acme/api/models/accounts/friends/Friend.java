// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts.friends;

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

@JsonDeserialize(builder = Friend.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class Friend {

    private final JsonField<String> id;
    private final JsonField<String> name;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private Friend(Builder builder) {
        this.id = builder.id;
        this.name = builder.name;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public String id() {
        return id.getRequired("id");
    }

    @JsonProperty("id")
    @ExcludeMissing
    public JsonField<String> _id() {
        return id;
    }

    public Optional<String> name() {
        return name.getOptional("name");
    }

    @JsonProperty("name")
    @ExcludeMissing
    public JsonField<String> _name() {
        return name;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public Friend validate() {
        if (validated) {
            return this;
        }
        id();
        name();
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
        private JsonField<String> name = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(Friend source) {
            this.id = source.id;
            this.name = source.name;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder id(String id) {
            return id(JsonField.of(id));
        }

        @JsonProperty("id")
        public Builder id(JsonField<String> id) {
            this.id = id;
            return this;
        }

        public Builder name(String name) {
            return name(JsonField.ofNullable(name));
        }

        public Builder name(Optional<String> name) {
            return name(name.orElse(null));
        }

        @JsonProperty("name")
        public Builder name(JsonField<String> name) {
            this.name = name;
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

        public Friend build() {
            Utils.checkRequired("id", id.isMissing() ? null : id);
            return new Friend(this);
        }

        private Friend buildFromJson() {
            return new Friend(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Friend)) {
            return false;
        }
        Friend that = (Friend) other;
        if (!Objects.equals(id, that.id)) {
            return false;
        }
        if (!Objects.equals(name, that.name)) {
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
        hash = 31 * hash + Objects.hashCode(name);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("Friend{");
        out.append("id=").append(id);
        out.append(", name=").append(name);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
