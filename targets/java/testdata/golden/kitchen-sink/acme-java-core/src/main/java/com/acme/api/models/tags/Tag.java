// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.tags;

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

@JsonDeserialize(builder = Tag.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class Tag {

    private final JsonField<String> name;
    private final JsonField<List<Label>> labels;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private Tag(Builder builder) {
        this.name = builder.name;
        this.labels = builder.labels;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public Optional<String> name() {
        return name.getOptional("name");
    }

    @JsonProperty("name")
    @ExcludeMissing
    public JsonField<String> _name() {
        return name;
    }

    public Optional<List<Label>> labels() {
        return labels.getOptional("labels");
    }

    @JsonProperty("labels")
    @ExcludeMissing
    public JsonField<List<Label>> _labels() {
        return labels;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public Tag validate() {
        if (validated) {
            return this;
        }
        name();
        labels().ifPresent(items -> items.forEach(item -> item.validate()));
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

        private JsonField<String> name = JsonField.missing();
        private JsonField<List<Label>> labels = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(Tag source) {
            this.name = source.name;
            this.labels = source.labels;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder name(String name) {
            return name(JsonField.ofNullable(name));
        }

        public Builder name(Optional<String> name) {
            return name(name.orElse(null));
        }

        @JsonProperty("name")
        public Builder name(JsonField<String> name) {
            this.name = name;
            return this;
        }

        public Builder labels(List<Label> labels) {
            return labels(JsonField.ofNullable(labels));
        }

        public Builder labels(Optional<List<Label>> labels) {
            return labels(labels.orElse(null));
        }

        @JsonProperty("labels")
        public Builder labels(JsonField<List<Label>> labels) {
            this.labels = labels;
            return this;
        }

        public Builder addLabel(Label item) {
            List<Label> list =
                    this.labels == null || this.labels.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("labels", this.labels));
            list.add(item);
            this.labels = JsonField.of(list);
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

        public Tag build() {
            return new Tag(this);
        }

        private Tag buildFromJson() {
            return new Tag(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Tag)) {
            return false;
        }
        Tag that = (Tag) other;
        if (!Objects.equals(name, that.name)) {
            return false;
        }
        if (!Objects.equals(labels, that.labels)) {
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
        hash = 31 * hash + Objects.hashCode(name);
        hash = 31 * hash + Objects.hashCode(labels);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("Tag{");
        out.append("name=").append(name);
        out.append(", labels=").append(labels);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
