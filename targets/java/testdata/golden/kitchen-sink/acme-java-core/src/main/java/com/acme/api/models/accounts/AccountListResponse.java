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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(builder = AccountListResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class AccountListResponse {

    private final JsonField<List<Account>> data;
    private final JsonField<String> nextCursor;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private AccountListResponse(Builder builder) {
        this.data = builder.data;
        this.nextCursor = builder.nextCursor;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public List<Account> data() {
        return data.getRequired("data");
    }

    @JsonProperty("data")
    @ExcludeMissing
    public JsonField<List<Account>> _data() {
        return data;
    }

    public Optional<String> nextCursor() {
        return nextCursor.getOptional("next_cursor");
    }

    @JsonProperty("next_cursor")
    @ExcludeMissing
    public JsonField<String> _nextCursor() {
        return nextCursor;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public AccountListResponse validate() {
        if (validated) {
            return this;
        }
        data().forEach(item -> item.validate());
        nextCursor();
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

        private JsonField<List<Account>> data = JsonField.missing();
        private JsonField<String> nextCursor = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(AccountListResponse source) {
            this.data = source.data;
            this.nextCursor = source.nextCursor;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder data(List<Account> data) {
            return data(JsonField.of(data));
        }

        @JsonProperty("data")
        public Builder data(JsonField<List<Account>> data) {
            this.data = data;
            return this;
        }

        public Builder addData(Account item) {
            List<Account> list =
                    this.data == null || this.data.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("data", this.data));
            list.add(item);
            this.data = JsonField.of(list);
            return this;
        }

        public Builder nextCursor(String nextCursor) {
            return nextCursor(JsonField.ofNullable(nextCursor));
        }

        public Builder nextCursor(Optional<String> nextCursor) {
            return nextCursor(nextCursor.orElse(null));
        }

        @JsonProperty("next_cursor")
        public Builder nextCursor(JsonField<String> nextCursor) {
            this.nextCursor = nextCursor;
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

        public AccountListResponse build() {
            Utils.checkRequired("data", data.isMissing() ? null : data);
            return new AccountListResponse(this);
        }

        private AccountListResponse buildFromJson() {
            return new AccountListResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof AccountListResponse)) {
            return false;
        }
        AccountListResponse that = (AccountListResponse) other;
        if (!Objects.equals(data, that.data)) {
            return false;
        }
        if (!Objects.equals(nextCursor, that.nextCursor)) {
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
        hash = 31 * hash + Objects.hashCode(data);
        hash = 31 * hash + Objects.hashCode(nextCursor);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("AccountListResponse{");
        out.append("data=").append(data);
        out.append(", nextCursor=").append(nextCursor);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
