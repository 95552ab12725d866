// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts;

import com.acme.api.core.ExcludeMissing;
import com.acme.api.core.JsonField;
import com.acme.api.core.JsonValue;
import com.acme.api.core.Params;
import com.acme.api.core.Utils;
import com.acme.api.core.http.Headers;
import com.acme.api.core.http.QueryParams;
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

public final class AccountUpdateParams implements Params {

    private final String accountId;
    private final Body body;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private AccountUpdateParams(Builder builder) {
        this.accountId = builder.accountId;
        this.body = builder.body.build();
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<String> accountId() {
        return Optional.ofNullable(accountId);
    }

    public Optional<String> name() {
        return body.name();
    }

    public JsonField<String> _name() {
        return body._name();
    }

    public Optional<String> nickname() {
        return body.nickname();
    }

    public JsonField<String> _nickname() {
        return body._nickname();
    }

    public Optional<Map<String, String>> metadata() {
        return body.metadata();
    }

    public JsonField<Map<String, String>> _metadata() {
        return body._metadata();
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
            case 0:
                return accountId == null ? "" : accountId;
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

    public static AccountUpdateParams none() {
        return builder().build();
    }

    public static final class Builder {

        private String accountId;
        private Body.Builder body = Body.builder();
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(AccountUpdateParams source) {
            this.accountId = source.accountId;
            body = source.body.toBuilder();
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder accountId(String accountId) {
            this.accountId = accountId;
            return this;
        }

        public Builder accountId(Optional<String> accountId) {
            return accountId(accountId.orElse(null));
        }

        public Builder body(Body body) {
            this.body = body.toBuilder();
            return this;
        }

        public Builder name(String name) {
            body.name(name);
            return this;
        }

        public Builder name(Optional<String> name) {
            body.name(name);
            return this;
        }

        public Builder name(JsonField<String> name) {
            body.name(name);
            return this;
        }

        public Builder nickname(String nickname) {
            body.nickname(nickname);
            return this;
        }

        public Builder nickname(Optional<String> nickname) {
            body.nickname(nickname);
            return this;
        }

        public Builder nickname(JsonField<String> nickname) {
            body.nickname(nickname);
            return this;
        }

        public Builder metadata(Map<String, String> metadata) {
            body.metadata(metadata);
            return this;
        }

        public Builder metadata(Optional<Map<String, String>> metadata) {
            body.metadata(metadata);
            return this;
        }

        public Builder metadata(JsonField<Map<String, String>> metadata) {
            body.metadata(metadata);
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

        public AccountUpdateParams build() {
            return new AccountUpdateParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof AccountUpdateParams)) {
            return false;
        }
        AccountUpdateParams that = (AccountUpdateParams) other;
        if (!Objects.equals(accountId, that.accountId)) {
            return false;
        }
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
        hash = 31 * hash + Objects.hashCode(accountId);
        hash = 31 * hash + Objects.hashCode(body);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("AccountUpdateParams{");
        out.append("accountId=").append(accountId);
        out.append(", body=").append(body);
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

        private final JsonField<String> name;
        private final JsonField<String> nickname;
        private final JsonField<Map<String, String>> metadata;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Body(Builder builder) {
            this.name = builder.name;
            this.nickname = builder.nickname;
            this.metadata = builder.metadata;
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

        public Optional<String> nickname() {
            return nickname.getOptional("nickname");
        }

        @JsonProperty("nickname")
        @ExcludeMissing
        public JsonField<String> _nickname() {
            return nickname;
        }

        public Optional<Map<String, String>> metadata() {
            return metadata.getOptional("metadata");
        }

        @JsonProperty("metadata")
        @ExcludeMissing
        public JsonField<Map<String, String>> _metadata() {
            return metadata;
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
            name();
            nickname();
            metadata();
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
            private JsonField<String> nickname = JsonField.missing();
            private JsonField<Map<String, String>> metadata = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Body source) {
                this.name = source.name;
                this.nickname = source.nickname;
                this.metadata = source.metadata;
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

            public Builder nickname(String nickname) {
                return nickname(JsonField.ofNullable(nickname));
            }

            public Builder nickname(Optional<String> nickname) {
                return nickname(nickname.orElse(null));
            }

            @JsonProperty("nickname")
            public Builder nickname(JsonField<String> nickname) {
                this.nickname = nickname;
                return this;
            }

            public Builder metadata(Map<String, String> metadata) {
                return metadata(JsonField.ofNullable(metadata));
            }

            public Builder metadata(Optional<Map<String, String>> metadata) {
                return metadata(metadata.orElse(null));
            }

            @JsonProperty("metadata")
            public Builder metadata(JsonField<Map<String, String>> metadata) {
                this.metadata = metadata;
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
            if (!Objects.equals(name, that.name)) {
                return false;
            }
            if (!Objects.equals(nickname, that.nickname)) {
                return false;
            }
            if (!Objects.equals(metadata, that.metadata)) {
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
            hash = 31 * hash + Objects.hashCode(nickname);
            hash = 31 * hash + Objects.hashCode(metadata);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Body{");
            out.append("name=").append(name);
            out.append(", nickname=").append(nickname);
            out.append(", metadata=").append(metadata);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }
    }
}
