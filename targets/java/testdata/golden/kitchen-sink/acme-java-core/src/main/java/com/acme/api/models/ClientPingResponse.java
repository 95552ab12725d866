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

@JsonDeserialize(builder = ClientPingResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class ClientPingResponse {

    private final JsonField<Boolean> pong;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private ClientPingResponse(Builder builder) {
        this.pong = builder.pong;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public Optional<Boolean> pong() {
        return pong.getOptional("pong");
    }

    @JsonProperty("pong")
    @ExcludeMissing
    public JsonField<Boolean> _pong() {
        return pong;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public ClientPingResponse validate() {
        if (validated) {
            return this;
        }
        pong();
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

        private JsonField<Boolean> pong = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(ClientPingResponse source) {
            this.pong = source.pong;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder pong(Boolean pong) {
            return pong(JsonField.ofNullable(pong));
        }

        public Builder pong(Optional<Boolean> pong) {
            return pong(pong.orElse(null));
        }

        @JsonProperty("pong")
        public Builder pong(JsonField<Boolean> pong) {
            this.pong = pong;
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

        public ClientPingResponse build() {
            return new ClientPingResponse(this);
        }

        private ClientPingResponse buildFromJson() {
            return new ClientPingResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ClientPingResponse)) {
            return false;
        }
        ClientPingResponse that = (ClientPingResponse) other;
        if (!Objects.equals(pong, that.pong)) {
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
        hash = 31 * hash + Objects.hashCode(pong);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("ClientPingResponse{");
        out.append("pong=").append(pong);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
