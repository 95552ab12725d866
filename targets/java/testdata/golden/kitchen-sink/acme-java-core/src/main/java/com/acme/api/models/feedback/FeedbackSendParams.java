// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.feedback;

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

public final class FeedbackSendParams implements Params {

    private final Body body;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private FeedbackSendParams(Builder builder) {
        this.body = builder.body.build();
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<String> message() {
        return body.message();
    }

    public JsonField<String> _message() {
        return body._message();
    }

    public Optional<Long> rating() {
        return body.rating();
    }

    public JsonField<Long> _rating() {
        return body._rating();
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

    public static FeedbackSendParams none() {
        return builder().build();
    }

    public static final class Builder {

        private Body.Builder body = Body.builder();
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(FeedbackSendParams source) {
            body = source.body.toBuilder();
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder body(Body body) {
            this.body = body.toBuilder();
            return this;
        }

        public Builder message(String message) {
            body.message(message);
            return this;
        }

        public Builder message(Optional<String> message) {
            body.message(message);
            return this;
        }

        public Builder message(JsonField<String> message) {
            body.message(message);
            return this;
        }

        public Builder rating(Long rating) {
            body.rating(rating);
            return this;
        }

        public Builder rating(Optional<Long> rating) {
            body.rating(rating);
            return this;
        }

        public Builder rating(JsonField<Long> rating) {
            body.rating(rating);
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

        public FeedbackSendParams build() {
            return new FeedbackSendParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof FeedbackSendParams)) {
            return false;
        }
        FeedbackSendParams that = (FeedbackSendParams) other;
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
        StringBuilder out = new StringBuilder("FeedbackSendParams{");
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

        private final JsonField<String> message;
        private final JsonField<Long> rating;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Body(Builder builder) {
            this.message = builder.message;
            this.rating = builder.rating;
            this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
        }

        public Optional<String> message() {
            return message.getOptional("message");
        }

        @JsonProperty("message")
        @ExcludeMissing
        public JsonField<String> _message() {
            return message;
        }

        public Optional<Long> rating() {
            return rating.getOptional("rating");
        }

        @JsonProperty("rating")
        @ExcludeMissing
        public JsonField<Long> _rating() {
            return rating;
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
            message();
            rating();
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

            private JsonField<String> message = JsonField.missing();
            private JsonField<Long> rating = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Body source) {
                this.message = source.message;
                this.rating = source.rating;
                additionalProperties = new LinkedHashMap<>(source.additionalProperties);
            }

            public Builder message(String message) {
                return message(JsonField.ofNullable(message));
            }

            public Builder message(Optional<String> message) {
                return message(message.orElse(null));
            }

            @JsonProperty("message")
            public Builder message(JsonField<String> message) {
                this.message = message;
                return this;
            }

            public Builder rating(Long rating) {
                return rating(JsonField.ofNullable(rating));
            }

            public Builder rating(Optional<Long> rating) {
                return rating(rating.orElse(null));
            }

            @JsonProperty("rating")
            public Builder rating(JsonField<Long> rating) {
                this.rating = rating;
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
            if (!Objects.equals(message, that.message)) {
                return false;
            }
            if (!Objects.equals(rating, that.rating)) {
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
            hash = 31 * hash + Objects.hashCode(message);
            hash = 31 * hash + Objects.hashCode(rating);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Body{");
            out.append("message=").append(message);
            out.append(", rating=").append(rating);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }
    }
}
