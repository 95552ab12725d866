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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(builder = TransactionListResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class TransactionListResponse {

    private final JsonField<List<Transaction>> data;
    private final JsonField<Long> page;
    private final JsonField<Long> totalPages;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private TransactionListResponse(Builder builder) {
        this.data = builder.data;
        this.page = builder.page;
        this.totalPages = builder.totalPages;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public Optional<List<Transaction>> data() {
        return data.getOptional("data");
    }

    @JsonProperty("data")
    @ExcludeMissing
    public JsonField<List<Transaction>> _data() {
        return data;
    }

    public Optional<Long> page() {
        return page.getOptional("page");
    }

    @JsonProperty("page")
    @ExcludeMissing
    public JsonField<Long> _page() {
        return page;
    }

    public Optional<Long> totalPages() {
        return totalPages.getOptional("total_pages");
    }

    @JsonProperty("total_pages")
    @ExcludeMissing
    public JsonField<Long> _totalPages() {
        return totalPages;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public TransactionListResponse validate() {
        if (validated) {
            return this;
        }
        data().ifPresent(items -> items.forEach(item -> item.validate()));
        page();
        totalPages();
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

        private JsonField<List<Transaction>> data = JsonField.missing();
        private JsonField<Long> page = JsonField.missing();
        private JsonField<Long> totalPages = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(TransactionListResponse source) {
            this.data = source.data;
            this.page = source.page;
            this.totalPages = source.totalPages;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder data(List<Transaction> data) {
            return data(JsonField.ofNullable(data));
        }

        public Builder data(Optional<List<Transaction>> data) {
            return data(data.orElse(null));
        }

        @JsonProperty("data")
        public Builder data(JsonField<List<Transaction>> data) {
            this.data = data;
            return this;
        }

        public Builder addData(Transaction item) {
            List<Transaction> list =
                    this.data == null || this.data.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("data", this.data));
            list.add(item);
            this.data = JsonField.of(list);
            return this;
        }

        public Builder page(Long page) {
            return page(JsonField.ofNullable(page));
        }

        public Builder page(Optional<Long> page) {
            return page(page.orElse(null));
        }

        @JsonProperty("page")
        public Builder page(JsonField<Long> page) {
            this.page = page;
            return this;
        }

        public Builder totalPages(Long totalPages) {
            return totalPages(JsonField.ofNullable(totalPages));
        }

        public Builder totalPages(Optional<Long> totalPages) {
            return totalPages(totalPages.orElse(null));
        }

        @JsonProperty("total_pages")
        public Builder totalPages(JsonField<Long> totalPages) {
            this.totalPages = totalPages;
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

        public TransactionListResponse build() {
            return new TransactionListResponse(this);
        }

        private TransactionListResponse buildFromJson() {
            return new TransactionListResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof TransactionListResponse)) {
            return false;
        }
        TransactionListResponse that = (TransactionListResponse) other;
        if (!Objects.equals(data, that.data)) {
            return false;
        }
        if (!Objects.equals(page, that.page)) {
            return false;
        }
        if (!Objects.equals(totalPages, that.totalPages)) {
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
        hash = 31 * hash + Objects.hashCode(page);
        hash = 31 * hash + Objects.hashCode(totalPages);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("TransactionListResponse{");
        out.append("data=").append(data);
        out.append(", page=").append(page);
        out.append(", totalPages=").append(totalPages);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
