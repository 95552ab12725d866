// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards.transactions;

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

@JsonDeserialize(builder = Transaction.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class Transaction {

    private final JsonField<String> id;
    private final JsonField<Long> amount;
    private final JsonField<String> currency;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private Transaction(Builder builder) {
        this.id = builder.id;
        this.amount = builder.amount;
        this.currency = builder.currency;
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

    public Optional<Long> amount() {
        return amount.getOptional("amount");
    }

    @JsonProperty("amount")
    @ExcludeMissing
    public JsonField<Long> _amount() {
        return amount;
    }

    public Optional<String> currency() {
        return currency.getOptional("currency");
    }

    @JsonProperty("currency")
    @ExcludeMissing
    public JsonField<String> _currency() {
        return currency;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public Transaction validate() {
        if (validated) {
            return this;
        }
        id();
        amount();
        currency();
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
        private JsonField<Long> amount = JsonField.missing();
        private JsonField<String> currency = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(Transaction source) {
            this.id = source.id;
            this.amount = source.amount;
            this.currency = source.currency;
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

        public Builder amount(Long amount) {
            return amount(JsonField.ofNullable(amount));
        }

        public Builder amount(Optional<Long> amount) {
            return amount(amount.orElse(null));
        }

        @JsonProperty("amount")
        public Builder amount(JsonField<Long> amount) {
            this.amount = amount;
            return this;
        }

        public Builder currency(String currency) {
            return currency(JsonField.ofNullable(currency));
        }

        public Builder currency(Optional<String> currency) {
            return currency(currency.orElse(null));
        }

        @JsonProperty("currency")
        public Builder currency(JsonField<String> currency) {
            this.currency = currency;
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

        public Transaction build() {
            return new Transaction(this);
        }

        private Transaction buildFromJson() {
            return new Transaction(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Transaction)) {
            return false;
        }
        Transaction that = (Transaction) other;
        if (!Objects.equals(id, that.id)) {
            return false;
        }
        if (!Objects.equals(amount, that.amount)) {
            return false;
        }
        if (!Objects.equals(currency, that.currency)) {
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
        hash = 31 * hash + Objects.hashCode(amount);
        hash = 31 * hash + Objects.hashCode(currency);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("Transaction{");
        out.append("id=").append(id);
        out.append(", amount=").append(amount);
        out.append(", currency=").append(currency);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
