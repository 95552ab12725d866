// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.files;

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

@JsonDeserialize(builder = File.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class File {

    private final JsonField<String> id;
    private final JsonField<Long> size;
    private final JsonField<String> purpose;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private File(Builder builder) {
        this.id = builder.id;
        this.size = builder.size;
        this.purpose = builder.purpose;
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

    public Optional<Long> size() {
        return size.getOptional("size");
    }

    @JsonProperty("size")
    @ExcludeMissing
    public JsonField<Long> _size() {
        return size;
    }

    public Optional<String> purpose() {
        return purpose.getOptional("purpose");
    }

    @JsonProperty("purpose")
    @ExcludeMissing
    public JsonField<String> _purpose() {
        return purpose;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public File validate() {
        if (validated) {
            return this;
        }
        id();
        size();
        purpose();
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
        private JsonField<Long> size = JsonField.missing();
        private JsonField<String> purpose = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(File source) {
            this.id = source.id;
            this.size = source.size;
            this.purpose = source.purpose;
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

        public Builder size(Long size) {
            return size(JsonField.ofNullable(size));
        }

        public Builder size(Optional<Long> size) {
            return size(size.orElse(null));
        }

        @JsonProperty("size")
        public Builder size(JsonField<Long> size) {
            this.size = size;
            return this;
        }

        public Builder purpose(String purpose) {
            return purpose(JsonField.ofNullable(purpose));
        }

        public Builder purpose(Optional<String> purpose) {
            return purpose(purpose.orElse(null));
        }

        @JsonProperty("purpose")
        public Builder purpose(JsonField<String> purpose) {
            this.purpose = purpose;
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

        public File build() {
            return new File(this);
        }

        private File buildFromJson() {
            return new File(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof File)) {
            return false;
        }
        File that = (File) other;
        if (!Objects.equals(id, that.id)) {
            return false;
        }
        if (!Objects.equals(size, that.size)) {
            return false;
        }
        if (!Objects.equals(purpose, that.purpose)) {
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
        hash = 31 * hash + Objects.hashCode(size);
        hash = 31 * hash + Objects.hashCode(purpose);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("File{");
        out.append("id=").append(id);
        out.append(", size=").append(size);
        out.append(", purpose=").append(purpose);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
