// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts;

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

@JsonDeserialize(builder = AccountMeResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class AccountMeResponse {

    private final JsonField<Account> user;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private AccountMeResponse(Builder builder) {
        this.user = builder.user;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public Optional<Account> user() {
        return user.getOptional("user");
    }

    @JsonProperty("user")
    @ExcludeMissing
    public JsonField<Account> _user() {
        return user;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public AccountMeResponse validate() {
        if (validated) {
            return this;
        }
        user().ifPresent(value -> value.validate());
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

        private JsonField<Account> user = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(AccountMeResponse source) {
            this.user = source.user;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder user(Account user) {
            return user(JsonField.ofNullable(user));
        }

        public Builder user(Optional<Account> user) {
            return user(user.orElse(null));
        }

        @JsonProperty("user")
        public Builder user(JsonField<Account> user) {
            this.user = user;
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

        public AccountMeResponse build() {
            return new AccountMeResponse(this);
        }

        private AccountMeResponse buildFromJson() {
            return new AccountMeResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof AccountMeResponse)) {
            return false;
        }
        AccountMeResponse that = (AccountMeResponse) other;
        if (!Objects.equals(user, that.user)) {
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
        hash = 31 * hash + Objects.hashCode(user);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("AccountMeResponse{");
        out.append("user=").append(user);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
