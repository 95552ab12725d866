// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts;

import com.acme.api.core.ExcludeMissing;
import com.acme.api.core.JsonField;
import com.acme.api.core.JsonValue;
import com.acme.api.core.Params;
import com.acme.api.core.Utils;
import com.acme.api.core.http.Headers;
import com.acme.api.core.http.QueryParams;
import com.acme.api.models.Address;
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

public final class AccountCreateParams implements Params {

    private final Body body;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private AccountCreateParams(Builder builder) {
        this.body = builder.body.build();
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public String name() {
        return body.name();
    }

    public JsonField<String> _name() {
        return body._name();
    }

    public Optional<String> password() {
        return body.password();
    }

    public JsonField<String> _password() {
        return body._password();
    }

    public Optional<Address> address() {
        return body.address();
    }

    public JsonField<Address> _address() {
        return body._address();
    }

    public Optional<String> kind() {
        return body.kind();
    }

    public JsonField<String> _kind() {
        return body._kind();
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

        private Builder(AccountCreateParams source) {
            body = source.body.toBuilder();
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder body(Body body) {
            this.body = body.toBuilder();
            return this;
        }

        public Builder name(String name) {
            body.name(name);
            return this;
        }

        public Builder name(JsonField<String> name) {
            body.name(name);
            return this;
        }

        public Builder password(String password) {
            body.password(password);
            return this;
        }

        public Builder password(Optional<String> password) {
            body.password(password);
            return this;
        }

        public Builder password(JsonField<String> password) {
            body.password(password);
            return this;
        }

        public Builder address(Address address) {
            body.address(address);
            return this;
        }

        public Builder address(Optional<Address> address) {
            body.address(address);
            return this;
        }

        public Builder address(JsonField<Address> address) {
            body.address(address);
            return this;
        }

        public Builder kind(String kind) {
            body.kind(kind);
            return this;
        }

        public Builder kind(Optional<String> kind) {
            body.kind(kind);
            return this;
        }

        public Builder kind(JsonField<String> kind) {
            body.kind(kind);
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

        public AccountCreateParams build() {
            return new AccountCreateParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof AccountCreateParams)) {
            return false;
        }
        AccountCreateParams that = (AccountCreateParams) other;
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
        StringBuilder out = new StringBuilder("AccountCreateParams{");
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

        private final JsonField<String> name;
        private final JsonField<String> password;
        private final JsonField<Address> address;
        private final JsonField<String> kind;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Body(Builder builder) {
            this.name = builder.name;
            this.password = builder.password;
            this.address = builder.address;
            this.kind = builder.kind;
            this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
        }

        public String name() {
            return name.getRequired("name");
        }

        @JsonProperty("name")
        @ExcludeMissing
        public JsonField<String> _name() {
            return name;
        }

        public Optional<String> password() {
            return password.getOptional("password");
        }

        @JsonProperty("password")
        @ExcludeMissing
        public JsonField<String> _password() {
            return password;
        }

        public Optional<Address> address() {
            return address.getOptional("address");
        }

        @JsonProperty("address")
        @ExcludeMissing
        public JsonField<Address> _address() {
            return address;
        }

        public Optional<String> kind() {
            return kind.getOptional("kind");
        }

        @JsonProperty("kind")
        @ExcludeMissing
        public JsonField<String> _kind() {
            return kind;
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
            password();
            address().ifPresent(value -> value.validate());
            kind();
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
            private JsonField<String> password = JsonField.missing();
            private JsonField<Address> address = JsonField.missing();
            private JsonField<String> kind = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Body source) {
                this.name = source.name;
                this.password = source.password;
                this.address = source.address;
                this.kind = source.kind;
                additionalProperties = new LinkedHashMap<>(source.additionalProperties);
            }

            public Builder name(String name) {
                return name(JsonField.of(name));
            }

            @JsonProperty("name")
            public Builder name(JsonField<String> name) {
                this.name = name;
                return this;
            }

            public Builder password(String password) {
                return password(JsonField.ofNullable(password));
            }

            public Builder password(Optional<String> password) {
                return password(password.orElse(null));
            }

            @JsonProperty("password")
            public Builder password(JsonField<String> password) {
                this.password = password;
                return this;
            }

            public Builder address(Address address) {
                return address(JsonField.ofNullable(address));
            }

            public Builder address(Optional<Address> address) {
                return address(address.orElse(null));
            }

            @JsonProperty("address")
            public Builder address(JsonField<Address> address) {
                this.address = address;
                return this;
            }

            public Builder kind(String kind) {
                return kind(JsonField.ofNullable(kind));
            }

            public Builder kind(Optional<String> kind) {
                return kind(kind.orElse(null));
            }

            @JsonProperty("kind")
            public Builder kind(JsonField<String> kind) {
                this.kind = kind;
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
                Utils.checkRequired("name", name.isMissing() ? null : name);
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
            if (!Objects.equals(password, that.password)) {
                return false;
            }
            if (!Objects.equals(address, that.address)) {
                return false;
            }
            if (!Objects.equals(kind, that.kind)) {
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
            hash = 31 * hash + Objects.hashCode(password);
            hash = 31 * hash + Objects.hashCode(address);
            hash = 31 * hash + Objects.hashCode(kind);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Body{");
            out.append("name=").append(name);
            out.append(", password=").append(password);
            out.append(", address=").append(address);
            out.append(", kind=").append(kind);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }
    }
}
