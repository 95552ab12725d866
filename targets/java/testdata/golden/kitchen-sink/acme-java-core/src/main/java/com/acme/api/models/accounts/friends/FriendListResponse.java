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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(builder = FriendListResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class FriendListResponse {

    private final JsonField<List<Friend>> data;
    private final JsonField<Boolean> hasMore;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private FriendListResponse(Builder builder) {
        this.data = builder.data;
        this.hasMore = builder.hasMore;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public Optional<List<Friend>> data() {
        return data.getOptional("data");
    }

    @JsonProperty("data")
    @ExcludeMissing
    public JsonField<List<Friend>> _data() {
        return data;
    }

    public Optional<Boolean> hasMore() {
        return hasMore.getOptional("has_more");
    }

    @JsonProperty("has_more")
    @ExcludeMissing
    public JsonField<Boolean> _hasMore() {
        return hasMore;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public FriendListResponse validate() {
        if (validated) {
            return this;
        }
        data().ifPresent(items -> items.forEach(item -> item.validate()));
        hasMore();
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

        private JsonField<List<Friend>> data = JsonField.missing();
        private JsonField<Boolean> hasMore = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(FriendListResponse source) {
            this.data = source.data;
            this.hasMore = source.hasMore;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder data(List<Friend> data) {
            return data(JsonField.ofNullable(data));
        }

        public Builder data(Optional<List<Friend>> data) {
            return data(data.orElse(null));
        }

        @JsonProperty("data")
        public Builder data(JsonField<List<Friend>> data) {
            this.data = data;
            return this;
        }

        public Builder addData(Friend item) {
            List<Friend> list =
                    this.data == null || this.data.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("data", this.data));
            list.add(item);
            this.data = JsonField.of(list);
            return this;
        }

        public Builder hasMore(Boolean hasMore) {
            return hasMore(JsonField.ofNullable(hasMore));
        }

        public Builder hasMore(Optional<Boolean> hasMore) {
            return hasMore(hasMore.orElse(null));
        }

        @JsonProperty("has_more")
        public Builder hasMore(JsonField<Boolean> hasMore) {
            this.hasMore = hasMore;
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

        public FriendListResponse build() {
            return new FriendListResponse(this);
        }

        private FriendListResponse buildFromJson() {
            return new FriendListResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof FriendListResponse)) {
            return false;
        }
        FriendListResponse that = (FriendListResponse) other;
        if (!Objects.equals(data, that.data)) {
            return false;
        }
        if (!Objects.equals(hasMore, that.hasMore)) {
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
        hash = 31 * hash + Objects.hashCode(hasMore);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("FriendListResponse{");
        out.append("data=").append(data);
        out.append(", hasMore=").append(hasMore);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
