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

@JsonDeserialize(builder = Address.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class Address {

    private final JsonField<String> line1;
    private final JsonField<String> city;
    private final JsonField<String> country;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private Address(Builder builder) {
        this.line1 = builder.line1;
        this.city = builder.city;
        this.country = builder.country;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public Optional<String> line1() {
        return line1.getOptional("line1");
    }

    @JsonProperty("line1")
    @ExcludeMissing
    public JsonField<String> _line1() {
        return line1;
    }

    public Optional<String> city() {
        return city.getOptional("city");
    }

    @JsonProperty("city")
    @ExcludeMissing
    public JsonField<String> _city() {
        return city;
    }

    public Optional<String> country() {
        return country.getOptional("country");
    }

    @JsonProperty("country")
    @ExcludeMissing
    public JsonField<String> _country() {
        return country;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public Address validate() {
        if (validated) {
            return this;
        }
        line1();
        city();
        country();
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

        private JsonField<String> line1 = JsonField.missing();
        private JsonField<String> city = JsonField.missing();
        private JsonField<String> country = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(Address source) {
            this.line1 = source.line1;
            this.city = source.city;
            this.country = source.country;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder line1(String line1) {
            return line1(JsonField.ofNullable(line1));
        }

        public Builder line1(Optional<String> line1) {
            return line1(line1.orElse(null));
        }

        @JsonProperty("line1")
        public Builder line1(JsonField<String> line1) {
            this.line1 = line1;
            return this;
        }

        public Builder city(String city) {
            return city(JsonField.ofNullable(city));
        }

        public Builder city(Optional<String> city) {
            return city(city.orElse(null));
        }

        @JsonProperty("city")
        public Builder city(JsonField<String> city) {
            this.city = city;
            return this;
        }

        public Builder country(String country) {
            return country(JsonField.ofNullable(country));
        }

        public Builder country(Optional<String> country) {
            return country(country.orElse(null));
        }

        @JsonProperty("country")
        public Builder country(JsonField<String> country) {
            this.country = country;
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

        public Address build() {
            return new Address(this);
        }

        private Address buildFromJson() {
            return new Address(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Address)) {
            return false;
        }
        Address that = (Address) other;
        if (!Objects.equals(line1, that.line1)) {
            return false;
        }
        if (!Objects.equals(city, that.city)) {
            return false;
        }
        if (!Objects.equals(country, that.country)) {
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
        hash = 31 * hash + Objects.hashCode(line1);
        hash = 31 * hash + Objects.hashCode(city);
        hash = 31 * hash + Objects.hashCode(country);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("Address{");
        out.append("line1=").append(line1);
        out.append(", city=").append(city);
        out.append(", country=").append(country);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
