// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models;

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

@JsonDeserialize(builder = Status.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class Status {

    private final JsonField<Boolean> ok;
    private final JsonField<String> version;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private Status(Builder builder) {
        this.ok = builder.ok;
        this.version = builder.version;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public Boolean ok() {
        return ok.getRequired("ok");
    }

    @JsonProperty("ok")
    @ExcludeMissing
    public JsonField<Boolean> _ok() {
        return ok;
    }

    public Optional<String> version() {
        return version.getOptional("version");
    }

    @JsonProperty("version")
    @ExcludeMissing
    public JsonField<String> _version() {
        return version;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public Status validate() {
        if (validated) {
            return this;
        }
        ok();
        version();
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

        private JsonField<Boolean> ok = JsonField.missing();
        private JsonField<String> version = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(Status source) {
            this.ok = source.ok;
            this.version = source.version;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder ok(Boolean ok) {
            return ok(JsonField.of(ok));
        }

        @JsonProperty("ok")
        public Builder ok(JsonField<Boolean> ok) {
            this.ok = ok;
            return this;
        }

        public Builder version(String version) {
            return version(JsonField.ofNullable(version));
        }

        public Builder version(Optional<String> version) {
            return version(version.orElse(null));
        }

        @JsonProperty("version")
        public Builder version(JsonField<String> version) {
            this.version = version;
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

        public Status build() {
            Utils.checkRequired("ok", ok.isMissing() ? null : ok);
            return new Status(this);
        }

        private Status buildFromJson() {
            return new Status(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Status)) {
            return false;
        }
        Status that = (Status) other;
        if (!Objects.equals(ok, that.ok)) {
            return false;
        }
        if (!Objects.equals(version, that.version)) {
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
        hash = 31 * hash + Objects.hashCode(ok);
        hash = 31 * hash + Objects.hashCode(version);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("Status{");
        out.append("ok=").append(ok);
        out.append(", version=").append(version);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
