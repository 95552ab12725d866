// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards;

import com.acme.api.core.Enum;
import com.acme.api.core.ExcludeMissing;
import com.acme.api.core.JsonField;
import com.acme.api.core.JsonValue;
import com.acme.api.core.Utils;
import com.acme.api.errors.ACMEInvalidDataException;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(builder = Card.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class Card {

    private final JsonField<String> id;
    private final JsonField<String> last4;
    private final JsonField<Brand> brand;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private Card(Builder builder) {
        this.id = builder.id;
        this.last4 = builder.last4;
        this.brand = builder.brand;
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

    public Optional<String> last4() {
        return last4.getOptional("last4");
    }

    @JsonProperty("last4")
    @ExcludeMissing
    public JsonField<String> _last4() {
        return last4;
    }

    public Optional<Brand> brand() {
        return brand.getOptional("brand");
    }

    @JsonProperty("brand")
    @ExcludeMissing
    public JsonField<Brand> _brand() {
        return brand;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public Card validate() {
        if (validated) {
            return this;
        }
        id();
        last4();
        brand();
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
        private JsonField<String> last4 = JsonField.missing();
        private JsonField<Brand> brand = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(Card source) {
            this.id = source.id;
            this.last4 = source.last4;
            this.brand = source.brand;
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

        public Builder last4(String last4) {
            return last4(JsonField.ofNullable(last4));
        }

        public Builder last4(Optional<String> last4) {
            return last4(last4.orElse(null));
        }

        @JsonProperty("last4")
        public Builder last4(JsonField<String> last4) {
            this.last4 = last4;
            return this;
        }

        public Builder brand(Brand brand) {
            return brand(JsonField.ofNullable(brand));
        }

        public Builder brand(Optional<Brand> brand) {
            return brand(brand.orElse(null));
        }

        @JsonProperty("brand")
        public Builder brand(JsonField<Brand> brand) {
            this.brand = brand;
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

        public Card build() {
            return new Card(this);
        }

        private Card buildFromJson() {
            return new Card(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Card)) {
            return false;
        }
        Card that = (Card) other;
        if (!Objects.equals(id, that.id)) {
            return false;
        }
        if (!Objects.equals(last4, that.last4)) {
            return false;
        }
        if (!Objects.equals(brand, that.brand)) {
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
        hash = 31 * hash + Objects.hashCode(last4);
        hash = 31 * hash + Objects.hashCode(brand);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("Card{");
        out.append("id=").append(id);
        out.append(", last4=").append(last4);
        out.append(", brand=").append(brand);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }

    public static final class Brand implements Enum {

        public static final Brand VISA = of("visa");
        public static final Brand MASTERCARD = of("mastercard");

        private final JsonField<String> value;

        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        private Brand(JsonField<String> value) {
            this.value = value;
        }

        public static Brand of(String value) {
            return new Brand(JsonField.of(value));
        }

        @com.fasterxml.jackson.annotation.JsonValue
        @Override
        public JsonField<String> _value() {
            return value;
        }

        public enum Known {
            VISA,
            MASTERCARD,
        }

        public enum Value {
            VISA,
            MASTERCARD,
            _UNKNOWN,
        }

        public Value value() {
            if (equals(VISA)) {
                return Value.VISA;
            }
            if (equals(MASTERCARD)) {
                return Value.MASTERCARD;
            }
            return Value._UNKNOWN;
        }

        public Known known() {
            if (equals(VISA)) {
                return Known.VISA;
            }
            if (equals(MASTERCARD)) {
                return Known.MASTERCARD;
            }
            throw new ACMEInvalidDataException("Unknown Brand: " + value);
        }

        public String asString() {
            return value.getRequired("value");
        }

        @Override
        public boolean equals(Object other) {
            return this == other || other instanceof Brand && value.equals(((Brand) other).value);
        }

        @Override
        public int hashCode() {
            return value.hashCode();
        }

        @Override
        public String toString() {
            return value.toString();
        }
    }
}
