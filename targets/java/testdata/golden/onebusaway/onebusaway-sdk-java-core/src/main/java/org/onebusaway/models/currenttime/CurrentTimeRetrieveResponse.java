// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.currenttime;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;

import org.onebusaway.core.ExcludeMissing;
import org.onebusaway.core.JsonField;
import org.onebusaway.core.JsonValue;
import org.onebusaway.core.Utils;
import org.onebusaway.models.References;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(builder = CurrentTimeRetrieveResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class CurrentTimeRetrieveResponse {

    private final JsonField<Long> code;
    private final JsonField<Long> currentTime;
    private final JsonField<String> text;
    private final JsonField<Long> version;
    private final JsonField<Data> data;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private CurrentTimeRetrieveResponse(Builder builder) {
        this.code = builder.code;
        this.currentTime = builder.currentTime;
        this.text = builder.text;
        this.version = builder.version;
        this.data = builder.data;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public Long code() {
        return code.getRequired("code");
    }

    @JsonProperty("code")
    @ExcludeMissing
    public JsonField<Long> _code() {
        return code;
    }

    public Long currentTime() {
        return currentTime.getRequired("currentTime");
    }

    @JsonProperty("currentTime")
    @ExcludeMissing
    public JsonField<Long> _currentTime() {
        return currentTime;
    }

    public String text() {
        return text.getRequired("text");
    }

    @JsonProperty("text")
    @ExcludeMissing
    public JsonField<String> _text() {
        return text;
    }

    public Long version() {
        return version.getRequired("version");
    }

    @JsonProperty("version")
    @ExcludeMissing
    public JsonField<Long> _version() {
        return version;
    }

    public Data data() {
        return data.getRequired("data");
    }

    @JsonProperty("data")
    @ExcludeMissing
    public JsonField<Data> _data() {
        return data;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public CurrentTimeRetrieveResponse validate() {
        if (validated) {
            return this;
        }
        code();
        currentTime();
        text();
        version();
        data().validate();
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

        private JsonField<Long> code = JsonField.missing();
        private JsonField<Long> currentTime = JsonField.missing();
        private JsonField<String> text = JsonField.missing();
        private JsonField<Long> version = JsonField.missing();
        private JsonField<Data> data = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(CurrentTimeRetrieveResponse source) {
            this.code = source.code;
            this.currentTime = source.currentTime;
            this.text = source.text;
            this.version = source.version;
            this.data = source.data;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder code(Long code) {
            return code(JsonField.of(code));
        }

        @JsonProperty("code")
        public Builder code(JsonField<Long> code) {
            this.code = code;
            return this;
        }

        public Builder currentTime(Long currentTime) {
            return currentTime(JsonField.of(currentTime));
        }

        @JsonProperty("currentTime")
        public Builder currentTime(JsonField<Long> currentTime) {
            this.currentTime = currentTime;
            return this;
        }

        public Builder text(String text) {
            return text(JsonField.of(text));
        }

        @JsonProperty("text")
        public Builder text(JsonField<String> text) {
            this.text = text;
            return this;
        }

        public Builder version(Long version) {
            return version(JsonField.of(version));
        }

        @JsonProperty("version")
        public Builder version(JsonField<Long> version) {
            this.version = version;
            return this;
        }

        public Builder data(Data data) {
            return data(JsonField.of(data));
        }

        @JsonProperty("data")
        public Builder data(JsonField<Data> data) {
            this.data = data;
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

        public CurrentTimeRetrieveResponse build() {
            Utils.checkRequired("code", code.isMissing() ? null : code);
            Utils.checkRequired("currentTime", currentTime.isMissing() ? null : currentTime);
            Utils.checkRequired("text", text.isMissing() ? null : text);
            Utils.checkRequired("version", version.isMissing() ? null : version);
            Utils.checkRequired("data", data.isMissing() ? null : data);
            return new CurrentTimeRetrieveResponse(this);
        }

        private CurrentTimeRetrieveResponse buildFromJson() {
            return new CurrentTimeRetrieveResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof CurrentTimeRetrieveResponse)) {
            return false;
        }
        CurrentTimeRetrieveResponse that = (CurrentTimeRetrieveResponse) other;
        if (!Objects.equals(code, that.code)) {
            return false;
        }
        if (!Objects.equals(currentTime, that.currentTime)) {
            return false;
        }
        if (!Objects.equals(text, that.text)) {
            return false;
        }
        if (!Objects.equals(version, that.version)) {
            return false;
        }
        if (!Objects.equals(data, that.data)) {
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
        hash = 31 * hash + Objects.hashCode(code);
        hash = 31 * hash + Objects.hashCode(currentTime);
        hash = 31 * hash + Objects.hashCode(text);
        hash = 31 * hash + Objects.hashCode(version);
        hash = 31 * hash + Objects.hashCode(data);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("CurrentTimeRetrieveResponse{");
        out.append("code=").append(code);
        out.append(", currentTime=").append(currentTime);
        out.append(", text=").append(text);
        out.append(", version=").append(version);
        out.append(", data=").append(data);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }

    @JsonDeserialize(builder = Data.Builder.class)
    @JsonAutoDetect(
            getterVisibility = JsonAutoDetect.Visibility.NONE,
            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
            setterVisibility = JsonAutoDetect.Visibility.NONE,
            creatorVisibility = JsonAutoDetect.Visibility.NONE,
            fieldVisibility = JsonAutoDetect.Visibility.NONE)
    public static final class Data {

        private final JsonField<Entry> entry;
        private final JsonField<References> references;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Data(Builder builder) {
            this.entry = builder.entry;
            this.references = builder.references;
            this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
        }

        public Entry entry() {
            return entry.getRequired("entry");
        }

        @JsonProperty("entry")
        @ExcludeMissing
        public JsonField<Entry> _entry() {
            return entry;
        }

        public References references() {
            return references.getRequired("references");
        }

        @JsonProperty("references")
        @ExcludeMissing
        public JsonField<References> _references() {
            return references;
        }

        @JsonAnyGetter
        @ExcludeMissing
        public Map<String, JsonValue> _additionalProperties() {
            return additionalProperties;
        }

        public Data validate() {
            if (validated) {
                return this;
            }
            entry().validate();
            references().validate();
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

            private JsonField<Entry> entry = JsonField.missing();
            private JsonField<References> references = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Data source) {
                this.entry = source.entry;
                this.references = source.references;
                additionalProperties = new LinkedHashMap<>(source.additionalProperties);
            }

            public Builder entry(Entry entry) {
                return entry(JsonField.of(entry));
            }

            @JsonProperty("entry")
            public Builder entry(JsonField<Entry> entry) {
                this.entry = entry;
                return this;
            }

            public Builder references(References references) {
                return references(JsonField.of(references));
            }

            @JsonProperty("references")
            public Builder references(JsonField<References> references) {
                this.references = references;
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

            public Data build() {
                Utils.checkRequired("entry", entry.isMissing() ? null : entry);
                Utils.checkRequired("references", references.isMissing() ? null : references);
                return new Data(this);
            }

            private Data buildFromJson() {
                return new Data(this);
            }
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Data)) {
                return false;
            }
            Data that = (Data) other;
            if (!Objects.equals(entry, that.entry)) {
                return false;
            }
            if (!Objects.equals(references, that.references)) {
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
            hash = 31 * hash + Objects.hashCode(entry);
            hash = 31 * hash + Objects.hashCode(references);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Data{");
            out.append("entry=").append(entry);
            out.append(", references=").append(references);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }

        @JsonDeserialize(builder = Entry.Builder.class)
        @JsonAutoDetect(
                getterVisibility = JsonAutoDetect.Visibility.NONE,
                isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                setterVisibility = JsonAutoDetect.Visibility.NONE,
                creatorVisibility = JsonAutoDetect.Visibility.NONE,
                fieldVisibility = JsonAutoDetect.Visibility.NONE)
        public static final class Entry {

            private final JsonField<String> readableTime;
            private final JsonField<Long> time;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Entry(Builder builder) {
                this.readableTime = builder.readableTime;
                this.time = builder.time;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<String> readableTime() {
                return readableTime.getOptional("readableTime");
            }

            @JsonProperty("readableTime")
            @ExcludeMissing
            public JsonField<String> _readableTime() {
                return readableTime;
            }

            public Optional<Long> time() {
                return time.getOptional("time");
            }

            @JsonProperty("time")
            @ExcludeMissing
            public JsonField<Long> _time() {
                return time;
            }

            @JsonAnyGetter
            @ExcludeMissing
            public Map<String, JsonValue> _additionalProperties() {
                return additionalProperties;
            }

            public Entry validate() {
                if (validated) {
                    return this;
                }
                readableTime();
                time();
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

                private JsonField<String> readableTime = JsonField.missing();
                private JsonField<Long> time = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Entry source) {
                    this.readableTime = source.readableTime;
                    this.time = source.time;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder readableTime(String readableTime) {
                    return readableTime(JsonField.ofNullable(readableTime));
                }

                public Builder readableTime(Optional<String> readableTime) {
                    return readableTime(readableTime.orElse(null));
                }

                @JsonProperty("readableTime")
                public Builder readableTime(JsonField<String> readableTime) {
                    this.readableTime = readableTime;
                    return this;
                }

                public Builder time(Long time) {
                    return time(JsonField.ofNullable(time));
                }

                public Builder time(Optional<Long> time) {
                    return time(time.orElse(null));
                }

                @JsonProperty("time")
                public Builder time(JsonField<Long> time) {
                    this.time = time;
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

                public Builder putAllAdditionalProperties(
                        Map<String, JsonValue> additionalProperties) {
                    this.additionalProperties.putAll(additionalProperties);
                    return this;
                }

                public Builder removeAdditionalProperty(String key) {
                    additionalProperties.remove(key);
                    return this;
                }

                public Entry build() {
                    return new Entry(this);
                }

                private Entry buildFromJson() {
                    return new Entry(this);
                }
            }

            @Override
            public boolean equals(Object other) {
                if (this == other) {
                    return true;
                }
                if (!(other instanceof Entry)) {
                    return false;
                }
                Entry that = (Entry) other;
                if (!Objects.equals(readableTime, that.readableTime)) {
                    return false;
                }
                if (!Objects.equals(time, that.time)) {
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
                hash = 31 * hash + Objects.hashCode(readableTime);
                hash = 31 * hash + Objects.hashCode(time);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Entry{");
                out.append("readableTime=").append(readableTime);
                out.append(", time=").append(time);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }
        }
    }
}
