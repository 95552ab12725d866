// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards;

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

@JsonDeserialize(builder = CardListResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class CardListResponse {

    private final JsonField<List<Card>> items;
    private final JsonField<Long> totalCount;
    private final JsonField<Long> nextOffset;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private CardListResponse(Builder builder) {
        this.items = builder.items;
        this.totalCount = builder.totalCount;
        this.nextOffset = builder.nextOffset;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public Optional<List<Card>> items() {
        return items.getOptional("items");
    }

    @JsonProperty("items")
    @ExcludeMissing
    public JsonField<List<Card>> _items() {
        return items;
    }

    public Optional<Long> totalCount() {
        return totalCount.getOptional("total_count");
    }

    @JsonProperty("total_count")
    @ExcludeMissing
    public JsonField<Long> _totalCount() {
        return totalCount;
    }

    public Optional<Long> nextOffset() {
        return nextOffset.getOptional("next_offset");
    }

    @JsonProperty("next_offset")
    @ExcludeMissing
    public JsonField<Long> _nextOffset() {
        return nextOffset;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public CardListResponse validate() {
        if (validated) {
            return this;
        }
        items().ifPresent(items -> items.forEach(item -> item.validate()));
        totalCount();
        nextOffset();
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

        private JsonField<List<Card>> items = JsonField.missing();
        private JsonField<Long> totalCount = JsonField.missing();
        private JsonField<Long> nextOffset = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(CardListResponse source) {
            this.items = source.items;
            this.totalCount = source.totalCount;
            this.nextOffset = source.nextOffset;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder items(List<Card> items) {
            return items(JsonField.ofNullable(items));
        }

        public Builder items(Optional<List<Card>> items) {
            return items(items.orElse(null));
        }

        @JsonProperty("items")
        public Builder items(JsonField<List<Card>> items) {
            this.items = items;
            return this;
        }

        public Builder addItem(Card item) {
            List<Card> list =
                    this.items == null || this.items.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("items", this.items));
            list.add(item);
            this.items = JsonField.of(list);
            return this;
        }

        public Builder totalCount(Long totalCount) {
            return totalCount(JsonField.ofNullable(totalCount));
        }

        public Builder totalCount(Optional<Long> totalCount) {
            return totalCount(totalCount.orElse(null));
        }

        @JsonProperty("total_count")
        public Builder totalCount(JsonField<Long> totalCount) {
            this.totalCount = totalCount;
            return this;
        }

        public Builder nextOffset(Long nextOffset) {
            return nextOffset(JsonField.ofNullable(nextOffset));
        }

        public Builder nextOffset(Optional<Long> nextOffset) {
            return nextOffset(nextOffset.orElse(null));
        }

        @JsonProperty("next_offset")
        public Builder nextOffset(JsonField<Long> nextOffset) {
            this.nextOffset = nextOffset;
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

        public CardListResponse build() {
            return new CardListResponse(this);
        }

        private CardListResponse buildFromJson() {
            return new CardListResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof CardListResponse)) {
            return false;
        }
        CardListResponse that = (CardListResponse) other;
        if (!Objects.equals(items, that.items)) {
            return false;
        }
        if (!Objects.equals(totalCount, that.totalCount)) {
            return false;
        }
        if (!Objects.equals(nextOffset, that.nextOffset)) {
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
        hash = 31 * hash + Objects.hashCode(items);
        hash = 31 * hash + Objects.hashCode(totalCount);
        hash = 31 * hash + Objects.hashCode(nextOffset);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("CardListResponse{");
        out.append("items=").append(items);
        out.append(", totalCount=").append(totalCount);
        out.append(", nextOffset=").append(nextOffset);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
