// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.trees;

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

@JsonDeserialize(builder = Node.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class Node {

    private final JsonField<String> value;
    private final JsonField<List<Node>> children;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private Node(Builder builder) {
        this.value = builder.value;
        this.children = builder.children;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public Optional<String> value() {
        return value.getOptional("value");
    }

    @JsonProperty("value")
    @ExcludeMissing
    public JsonField<String> _value() {
        return value;
    }

    public Optional<List<Node>> children() {
        return children.getOptional("children");
    }

    @JsonProperty("children")
    @ExcludeMissing
    public JsonField<List<Node>> _children() {
        return children;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public Node validate() {
        if (validated) {
            return this;
        }
        value();
        children().ifPresent(items -> items.forEach(item -> item.validate()));
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

        private JsonField<String> value = JsonField.missing();
        private JsonField<List<Node>> children = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(Node source) {
            this.value = source.value;
            this.children = source.children;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder value(String value) {
            return value(JsonField.ofNullable(value));
        }

        public Builder value(Optional<String> value) {
            return value(value.orElse(null));
        }

        @JsonProperty("value")
        public Builder value(JsonField<String> value) {
            this.value = value;
            return this;
        }

        public Builder children(List<Node> children) {
            return children(JsonField.ofNullable(children));
        }

        public Builder children(Optional<List<Node>> children) {
            return children(children.orElse(null));
        }

        @JsonProperty("children")
        public Builder children(JsonField<List<Node>> children) {
            this.children = children;
            return this;
        }

        public Builder addChild(Node item) {
            List<Node> list =
                    this.children == null || this.children.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("children", this.children));
            list.add(item);
            this.children = JsonField.of(list);
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

        public Node build() {
            return new Node(this);
        }

        private Node buildFromJson() {
            return new Node(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Node)) {
            return false;
        }
        Node that = (Node) other;
        if (!Objects.equals(value, that.value)) {
            return false;
        }
        if (!Objects.equals(children, that.children)) {
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
        hash = 31 * hash + Objects.hashCode(value);
        hash = 31 * hash + Objects.hashCode(children);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("Node{");
        out.append("value=").append(value);
        out.append(", children=").append(children);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
