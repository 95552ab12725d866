// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.files;

import com.acme.api.core.Enum;
import com.acme.api.core.ExcludeMissing;
import com.acme.api.core.JsonField;
import com.acme.api.core.JsonValue;
import com.acme.api.core.MultipartField;
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

import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

public final class FileUploadParams implements Params {

    private final Body body;
    private final MultipartField<?> file;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private FileUploadParams(Builder builder) {
        this.body = builder.body.build();
        this.file = builder.file;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Purpose purpose() {
        return body.purpose();
    }

    public JsonField<Purpose> _purpose() {
        return body._purpose();
    }

    public Optional<List<String>> labels() {
        return body.labels();
    }

    public JsonField<List<String>> _labels() {
        return body._labels();
    }

    public Map<String, JsonValue> _additionalBodyProperties() {
        return body._additionalProperties();
    }

    public Body _body() {
        return body;
    }

    public Optional<MultipartField<?>> file() {
        return Optional.ofNullable(file);
    }

    /** The parts of the request body: the files, then the other properties. */
    public Map<String, MultipartField<?>> _multipartFields() {
        Map<String, MultipartField<?>> out = new LinkedHashMap<>();
        if (file != null) {
            out.put("file", file);
        }
        Map<String, JsonValue> properties =
                JsonValue.from(body).asObject().orElse(Collections.emptyMap());
        for (Map.Entry<String, JsonValue> property : properties.entrySet()) {
            out.put(property.getKey(), MultipartField.of(property.getValue()));
        }
        return out;
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
        private MultipartField<?> file;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(FileUploadParams source) {
            body = source.body.toBuilder();
            this.file = source.file;
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder body(Body body) {
            this.body = body.toBuilder();
            return this;
        }

        public Builder purpose(Purpose purpose) {
            body.purpose(purpose);
            return this;
        }

        public Builder purpose(JsonField<Purpose> purpose) {
            body.purpose(purpose);
            return this;
        }

        public Builder labels(List<String> labels) {
            body.labels(labels);
            return this;
        }

        public Builder labels(Optional<List<String>> labels) {
            body.labels(labels);
            return this;
        }

        public Builder labels(JsonField<List<String>> labels) {
            body.labels(labels);
            return this;
        }

        public Builder addLabel(String item) {
            body.addLabel(item);
            return this;
        }

        public Builder file(MultipartField<?> file) {
            this.file = file;
            return this;
        }

        public Builder file(InputStream file) {
            return file(MultipartField.of(file));
        }

        public Builder file(byte[] file) {
            return file(MultipartField.of(file));
        }

        public Builder file(Path file) {
            return file(MultipartField.of(file));
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

        public FileUploadParams build() {
            Utils.checkRequired("file", file);
            return new FileUploadParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof FileUploadParams)) {
            return false;
        }
        FileUploadParams that = (FileUploadParams) other;
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
        StringBuilder out = new StringBuilder("FileUploadParams{");
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

        private final JsonField<Purpose> purpose;
        private final JsonField<List<String>> labels;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Body(Builder builder) {
            this.purpose = builder.purpose;
            this.labels = builder.labels;
            this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
        }

        public Purpose purpose() {
            return purpose.getRequired("purpose");
        }

        @JsonProperty("purpose")
        @ExcludeMissing
        public JsonField<Purpose> _purpose() {
            return purpose;
        }

        public Optional<List<String>> labels() {
            return labels.getOptional("labels");
        }

        @JsonProperty("labels")
        @ExcludeMissing
        public JsonField<List<String>> _labels() {
            return labels;
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
            purpose();
            labels();
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

            private JsonField<Purpose> purpose = JsonField.missing();
            private JsonField<List<String>> labels = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Body source) {
                this.purpose = source.purpose;
                this.labels = source.labels;
                additionalProperties = new LinkedHashMap<>(source.additionalProperties);
            }

            public Builder purpose(Purpose purpose) {
                return purpose(JsonField.of(purpose));
            }

            @JsonProperty("purpose")
            public Builder purpose(JsonField<Purpose> purpose) {
                this.purpose = purpose;
                return this;
            }

            public Builder labels(List<String> labels) {
                return labels(JsonField.ofNullable(labels));
            }

            public Builder labels(Optional<List<String>> labels) {
                return labels(labels.orElse(null));
            }

            @JsonProperty("labels")
            public Builder labels(JsonField<List<String>> labels) {
                this.labels = labels;
                return this;
            }

            public Builder addLabel(String item) {
                List<String> list =
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

            public Body build() {
                Utils.checkRequired("purpose", purpose.isMissing() ? null : purpose);
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
            if (!Objects.equals(purpose, that.purpose)) {
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
            hash = 31 * hash + Objects.hashCode(purpose);
            hash = 31 * hash + Objects.hashCode(labels);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Body{");
            out.append("purpose=").append(purpose);
            out.append(", labels=").append(labels);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }
    }

    public static final class Purpose implements Enum {

        public static final Purpose AVATAR = of("avatar");
        public static final Purpose DOCUMENT = of("document");

        private final JsonField<String> value;

        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        private Purpose(JsonField<String> value) {
            this.value = value;
        }

        public static Purpose of(String value) {
            return new Purpose(JsonField.of(value));
        }

        @com.fasterxml.jackson.annotation.JsonValue
        @Override
        public JsonField<String> _value() {
            return value;
        }

        public enum Known {
            AVATAR,
            DOCUMENT,
        }

        public enum Value {
            AVATAR,
            DOCUMENT,
            _UNKNOWN,
        }

        public Value value() {
            if (equals(AVATAR)) {
                return Value.AVATAR;
            }
            if (equals(DOCUMENT)) {
                return Value.DOCUMENT;
            }
            return Value._UNKNOWN;
        }

        public Known known() {
            if (equals(AVATAR)) {
                return Known.AVATAR;
            }
            if (equals(DOCUMENT)) {
                return Known.DOCUMENT;
            }
            throw new ACMEInvalidDataException("Unknown Purpose: " + value);
        }

        public String asString() {
            return value.getRequired("value");
        }

        @Override
        public boolean equals(Object other) {
            return this == other
                    || other instanceof Purpose && value.equals(((Purpose) other).value);
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
