// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.chat.completions;

import com.acme.api.core.Enum;
import com.acme.api.core.ExcludeMissing;
import com.acme.api.core.JsonField;
import com.acme.api.core.JsonValue;
import com.acme.api.core.Params;
import com.acme.api.core.Utils;
import com.acme.api.core.http.Headers;
import com.acme.api.core.http.QueryParams;
import com.acme.api.errors.ACMEInvalidDataException;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

public final class CompletionCreateParams implements Params {

    private final Body body;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private CompletionCreateParams(Builder builder) {
        this.body = builder.body.build();
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public List<Messages> messages() {
        return body.messages();
    }

    public JsonField<List<Messages>> _messages() {
        return body._messages();
    }

    public Optional<Boolean> stream() {
        return body.stream();
    }

    public JsonField<Boolean> _stream() {
        return body._stream();
    }

    public Map<String, JsonValue> _additionalBodyProperties() {
        return body._additionalProperties();
    }

    public Body _body() {
        return body;
    }

    public Headers additionalHeaders() {
        return additionalHeaders;
    }

    public QueryParams additionalQueryParams() {
        return additionalQueryParams;
    }

    /** The path param at {@code index}, or an empty string past the last one. */
    public String _pathParam(int index) {
        switch (index) {
            default:
                return "";
        }
    }

    @Override
    public Headers _headers() {
        Headers.Builder out = Headers.builder();
        out.putAll(additionalHeaders);
        return out.build();
    }

    @Override
    public QueryParams _queryParams() {
        QueryParams.Builder out = QueryParams.builder();
        out.putAll(additionalQueryParams);
        return out.build();
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static final class Builder {

        private Body.Builder body = Body.builder();
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(CompletionCreateParams source) {
            body = source.body.toBuilder();
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder body(Body body) {
            this.body = body.toBuilder();
            return this;
        }

        public Builder messages(List<Messages> messages) {
            body.messages(messages);
            return this;
        }

        public Builder messages(JsonField<List<Messages>> messages) {
            body.messages(messages);
            return this;
        }

        public Builder addMessage(Messages item) {
            body.addMessage(item);
            return this;
        }

        public Builder stream(Boolean stream) {
            body.stream(stream);
            return this;
        }

        public Builder stream(Optional<Boolean> stream) {
            body.stream(stream);
            return this;
        }

        public Builder stream(JsonField<Boolean> stream) {
            body.stream(stream);
            return this;
        }

        public Builder additionalHeaders(Headers additionalHeaders) {
            this.additionalHeaders = Headers.builder().putAll(additionalHeaders);
            return this;
        }

        public Builder putAdditionalHeader(String name, String value) {
            additionalHeaders.put(name, value);
            return this;
        }

        public Builder putAdditionalHeaders(String name, Iterable<String> values) {
            additionalHeaders.put(name, values);
            return this;
        }

        public Builder putAllAdditionalHeaders(Headers values) {
            additionalHeaders.putAll(values);
            return this;
        }

        public Builder removeAdditionalHeaders(String name) {
            additionalHeaders.remove(name);
            return this;
        }

        public Builder additionalQueryParams(QueryParams additionalQueryParams) {
            this.additionalQueryParams = QueryParams.builder().putAll(additionalQueryParams);
            return this;
        }

        public Builder putAdditionalQueryParam(String name, String value) {
            additionalQueryParams.put(name, value);
            return this;
        }

        public Builder putAdditionalQueryParams(String name, Iterable<String> values) {
            additionalQueryParams.put(name, values);
            return this;
        }

        public Builder putAllAdditionalQueryParams(QueryParams values) {
            additionalQueryParams.putAll(values);
            return this;
        }

        public Builder removeAdditionalQueryParams(String name) {
            additionalQueryParams.remove(name);
            return this;
        }

        public Builder putAdditionalBodyProperty(String key, JsonValue value) {
            body.putAdditionalProperty(key, value);
            return this;
        }

        public Builder putAllAdditionalBodyProperties(Map<String, JsonValue> values) {
            body.putAllAdditionalProperties(values);
            return this;
        }

        public Builder removeAdditionalBodyProperty(String key) {
            body.removeAdditionalProperty(key);
            return this;
        }

        public CompletionCreateParams build() {
            return new CompletionCreateParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof CompletionCreateParams)) {
            return false;
        }
        CompletionCreateParams that = (CompletionCreateParams) other;
        if (!Objects.equals(body, that.body)) {
            return false;
        }
        if (!Objects.equals(additionalHeaders, that.additionalHeaders)) {
            return false;
        }
        if (!Objects.equals(additionalQueryParams, that.additionalQueryParams)) {
            return false;
        }
        return true;
    }

    @Override
    public int hashCode() {
        int hash = 1;
        hash = 31 * hash + Objects.hashCode(body);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("CompletionCreateParams{");
        out.append("body=").append(body);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }

    @JsonDeserialize(builder = Body.Builder.class)
    @JsonAutoDetect(
            getterVisibility = JsonAutoDetect.Visibility.NONE,
            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
            setterVisibility = JsonAutoDetect.Visibility.NONE,
            creatorVisibility = JsonAutoDetect.Visibility.NONE,
            fieldVisibility = JsonAutoDetect.Visibility.NONE)
    public static final class Body {

        private final JsonField<List<Messages>> messages;
        private final JsonField<Boolean> stream;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Body(Builder builder) {
            this.messages = builder.messages;
            this.stream = builder.stream;
            this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
        }

        public List<Messages> messages() {
            return messages.getRequired("messages");
        }

        @JsonProperty("messages")
        @ExcludeMissing
        public JsonField<List<Messages>> _messages() {
            return messages;
        }

        public Optional<Boolean> stream() {
            return stream.getOptional("stream");
        }

        @JsonProperty("stream")
        @ExcludeMissing
        public JsonField<Boolean> _stream() {
            return stream;
        }

        @JsonAnyGetter
        @ExcludeMissing
        public Map<String, JsonValue> _additionalProperties() {
            return additionalProperties;
        }

        public Body validate() {
            if (validated) {
                return this;
            }
            messages().forEach(item -> item.validate());
            stream();
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

            private JsonField<List<Messages>> messages = JsonField.missing();
            private JsonField<Boolean> stream = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Body source) {
                this.messages = source.messages;
                this.stream = source.stream;
                additionalProperties = new LinkedHashMap<>(source.additionalProperties);
            }

            public Builder messages(List<Messages> messages) {
                return messages(JsonField.of(messages));
            }

            @JsonProperty("messages")
            public Builder messages(JsonField<List<Messages>> messages) {
                this.messages = messages;
                return this;
            }

            public Builder addMessage(Messages item) {
                List<Messages> list =
                        this.messages == null || this.messages.isMissing()
                                ? new ArrayList<>()
                                : new ArrayList<>(Utils.checkKnown("messages", this.messages));
                list.add(item);
                this.messages = JsonField.of(list);
                return this;
            }

            public Builder stream(Boolean stream) {
                return stream(JsonField.ofNullable(stream));
            }

            public Builder stream(Optional<Boolean> stream) {
                return stream(stream.orElse(null));
            }

            @JsonProperty("stream")
            public Builder stream(JsonField<Boolean> stream) {
                this.stream = stream;
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

            public Body build() {
                Utils.checkRequired("messages", messages.isMissing() ? null : messages);
                return new Body(this);
            }

            private Body buildFromJson() {
                return new Body(this);
            }
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Body)) {
                return false;
            }
            Body that = (Body) other;
            if (!Objects.equals(messages, that.messages)) {
                return false;
            }
            if (!Objects.equals(stream, that.stream)) {
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
            hash = 31 * hash + Objects.hashCode(messages);
            hash = 31 * hash + Objects.hashCode(stream);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Body{");
            out.append("messages=").append(messages);
            out.append(", stream=").append(stream);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }
    }

    @JsonDeserialize(builder = Messages.Builder.class)
    @JsonAutoDetect(
            getterVisibility = JsonAutoDetect.Visibility.NONE,
            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
            setterVisibility = JsonAutoDetect.Visibility.NONE,
            creatorVisibility = JsonAutoDetect.Visibility.NONE,
            fieldVisibility = JsonAutoDetect.Visibility.NONE)
    public static final class Messages {

        private final JsonField<Role> role;
        private final JsonField<String> content;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Messages(Builder builder) {
            this.role = builder.role;
            this.content = builder.content;
            this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
        }

        public Role role() {
            return role.getRequired("role");
        }

        @JsonProperty("role")
        @ExcludeMissing
        public JsonField<Role> _role() {
            return role;
        }

        public String content() {
            return content.getRequired("content");
        }

        @JsonProperty("content")
        @ExcludeMissing
        public JsonField<String> _content() {
            return content;
        }

        @JsonAnyGetter
        @ExcludeMissing
        public Map<String, JsonValue> _additionalProperties() {
            return additionalProperties;
        }

        public Messages validate() {
            if (validated) {
                return this;
            }
            role();
            content();
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

            private JsonField<Role> role = JsonField.missing();
            private JsonField<String> content = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Messages source) {
                this.role = source.role;
                this.content = source.content;
                additionalProperties = new LinkedHashMap<>(source.additionalProperties);
            }

            public Builder role(Role role) {
                return role(JsonField.of(role));
            }

            @JsonProperty("role")
            public Builder role(JsonField<Role> role) {
                this.role = role;
                return this;
            }

            public Builder content(String content) {
                return content(JsonField.of(content));
            }

            @JsonProperty("content")
            public Builder content(JsonField<String> content) {
                this.content = content;
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

            public Messages build() {
                Utils.checkRequired("role", role.isMissing() ? null : role);
                Utils.checkRequired("content", content.isMissing() ? null : content);
                return new Messages(this);
            }

            private Messages buildFromJson() {
                return new Messages(this);
            }
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Messages)) {
                return false;
            }
            Messages that = (Messages) other;
            if (!Objects.equals(role, that.role)) {
                return false;
            }
            if (!Objects.equals(content, that.content)) {
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
            hash = 31 * hash + Objects.hashCode(role);
            hash = 31 * hash + Objects.hashCode(content);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Messages{");
            out.append("role=").append(role);
            out.append(", content=").append(content);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }

        public static final class Role implements Enum {

            public static final Role SYSTEM = of("system");
            public static final Role USER = of("user");
            public static final Role ASSISTANT = of("assistant");

            private final JsonField<String> value;

            @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
            private Role(JsonField<String> value) {
                this.value = value;
            }

            public static Role of(String value) {
                return new Role(JsonField.of(value));
            }

            @com.fasterxml.jackson.annotation.JsonValue
            @Override
            public JsonField<String> _value() {
                return value;
            }

            public enum Known {
                SYSTEM,
                USER,
                ASSISTANT,
            }

            public enum Value {
                SYSTEM,
                USER,
                ASSISTANT,
                _UNKNOWN,
            }

            public Value value() {
                if (equals(SYSTEM)) {
                    return Value.SYSTEM;
                }
                if (equals(USER)) {
                    return Value.USER;
                }
                if (equals(ASSISTANT)) {
                    return Value.ASSISTANT;
                }
                return Value._UNKNOWN;
            }

            public Known known() {
                if (equals(SYSTEM)) {
                    return Known.SYSTEM;
                }
                if (equals(USER)) {
                    return Known.USER;
                }
                if (equals(ASSISTANT)) {
                    return Known.ASSISTANT;
                }
                throw new ACMEInvalidDataException("Unknown Role: " + value);
            }

            public String asString() {
                return value.getRequired("value");
            }

            @Override
            public boolean equals(Object other) {
                return this == other || other instanceof Role && value.equals(((Role) other).value);
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
}
