// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.trip;

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

@JsonDeserialize(builder = TripRetrieveResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class TripRetrieveResponse {

    private final JsonField<Long> code;
    private final JsonField<Long> currentTime;
    private final JsonField<String> text;
    private final JsonField<Long> version;
    private final JsonField<Data> data;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private TripRetrieveResponse(Builder builder) {
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

    public TripRetrieveResponse validate() {
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

        private Builder(TripRetrieveResponse source) {
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

        public TripRetrieveResponse build() {
            Utils.checkRequired("code", code.isMissing() ? null : code);
            Utils.checkRequired("currentTime", currentTime.isMissing() ? null : currentTime);
            Utils.checkRequired("text", text.isMissing() ? null : text);
            Utils.checkRequired("version", version.isMissing() ? null : version);
            Utils.checkRequired("data", data.isMissing() ? null : data);
            return new TripRetrieveResponse(this);
        }

        private TripRetrieveResponse buildFromJson() {
            return new TripRetrieveResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof TripRetrieveResponse)) {
            return false;
        }
        TripRetrieveResponse that = (TripRetrieveResponse) other;
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
        StringBuilder out = new StringBuilder("TripRetrieveResponse{");
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

            private final JsonField<String> blockId;
            private final JsonField<String> directionId;
            private final JsonField<String> id;
            private final JsonField<Long> peakOffpeak;
            private final JsonField<String> routeId;
            private final JsonField<String> routeShortName;
            private final JsonField<String> serviceId;
            private final JsonField<String> shapeId;
            private final JsonField<String> timeZone;
            private final JsonField<String> tripHeadsign;
            private final JsonField<String> tripShortName;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Entry(Builder builder) {
                this.blockId = builder.blockId;
                this.directionId = builder.directionId;
                this.id = builder.id;
                this.peakOffpeak = builder.peakOffpeak;
                this.routeId = builder.routeId;
                this.routeShortName = builder.routeShortName;
                this.serviceId = builder.serviceId;
                this.shapeId = builder.shapeId;
                this.timeZone = builder.timeZone;
                this.tripHeadsign = builder.tripHeadsign;
                this.tripShortName = builder.tripShortName;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<String> blockId() {
                return blockId.getOptional("blockId");
            }

            @JsonProperty("blockId")
            @ExcludeMissing
            public JsonField<String> _blockId() {
                return blockId;
            }

            public Optional<String> directionId() {
                return directionId.getOptional("directionId");
            }

            @JsonProperty("directionId")
            @ExcludeMissing
            public JsonField<String> _directionId() {
                return directionId;
            }

            public String id() {
                return id.getRequired("id");
            }

            @JsonProperty("id")
            @ExcludeMissing
            public JsonField<String> _id() {
                return id;
            }

            public Optional<Long> peakOffpeak() {
                return peakOffpeak.getOptional("peakOffpeak");
            }

            @JsonProperty("peakOffpeak")
            @ExcludeMissing
            public JsonField<Long> _peakOffpeak() {
                return peakOffpeak;
            }

            public String routeId() {
                return routeId.getRequired("routeId");
            }

            @JsonProperty("routeId")
            @ExcludeMissing
            public JsonField<String> _routeId() {
                return routeId;
            }

            public Optional<String> routeShortName() {
                return routeShortName.getOptional("routeShortName");
            }

            @JsonProperty("routeShortName")
            @ExcludeMissing
            public JsonField<String> _routeShortName() {
                return routeShortName;
            }

            public String serviceId() {
                return serviceId.getRequired("serviceId");
            }

            @JsonProperty("serviceId")
            @ExcludeMissing
            public JsonField<String> _serviceId() {
                return serviceId;
            }

            public Optional<String> shapeId() {
                return shapeId.getOptional("shapeId");
            }

            @JsonProperty("shapeId")
            @ExcludeMissing
            public JsonField<String> _shapeId() {
                return shapeId;
            }

            public Optional<String> timeZone() {
                return timeZone.getOptional("timeZone");
            }

            @JsonProperty("timeZone")
            @ExcludeMissing
            public JsonField<String> _timeZone() {
                return timeZone;
            }

            public Optional<String> tripHeadsign() {
                return tripHeadsign.getOptional("tripHeadsign");
            }

            @JsonProperty("tripHeadsign")
            @ExcludeMissing
            public JsonField<String> _tripHeadsign() {
                return tripHeadsign;
            }

            public Optional<String> tripShortName() {
                return tripShortName.getOptional("tripShortName");
            }

            @JsonProperty("tripShortName")
            @ExcludeMissing
            public JsonField<String> _tripShortName() {
                return tripShortName;
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
                blockId();
                directionId();
                id();
                peakOffpeak();
                routeId();
                routeShortName();
                serviceId();
                shapeId();
                timeZone();
                tripHeadsign();
                tripShortName();
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

                private JsonField<String> blockId = JsonField.missing();
                private JsonField<String> directionId = JsonField.missing();
                private JsonField<String> id = JsonField.missing();
                private JsonField<Long> peakOffpeak = JsonField.missing();
                private JsonField<String> routeId = JsonField.missing();
                private JsonField<String> routeShortName = JsonField.missing();
                private JsonField<String> serviceId = JsonField.missing();
                private JsonField<String> shapeId = JsonField.missing();
                private JsonField<String> timeZone = JsonField.missing();
                private JsonField<String> tripHeadsign = JsonField.missing();
                private JsonField<String> tripShortName = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Entry source) {
                    this.blockId = source.blockId;
                    this.directionId = source.directionId;
                    this.id = source.id;
                    this.peakOffpeak = source.peakOffpeak;
                    this.routeId = source.routeId;
                    this.routeShortName = source.routeShortName;
                    this.serviceId = source.serviceId;
                    this.shapeId = source.shapeId;
                    this.timeZone = source.timeZone;
                    this.tripHeadsign = source.tripHeadsign;
                    this.tripShortName = source.tripShortName;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder blockId(String blockId) {
                    return blockId(JsonField.ofNullable(blockId));
                }

                public Builder blockId(Optional<String> blockId) {
                    return blockId(blockId.orElse(null));
                }

                @JsonProperty("blockId")
                public Builder blockId(JsonField<String> blockId) {
                    this.blockId = blockId;
                    return this;
                }

                public Builder directionId(String directionId) {
                    return directionId(JsonField.ofNullable(directionId));
                }

                public Builder directionId(Optional<String> directionId) {
                    return directionId(directionId.orElse(null));
                }

                @JsonProperty("directionId")
                public Builder directionId(JsonField<String> directionId) {
                    this.directionId = directionId;
                    return this;
                }

                public Builder id(String id) {
                    return id(JsonField.of(id));
                }

                @JsonProperty("id")
                public Builder id(JsonField<String> id) {
                    this.id = id;
                    return this;
                }

                public Builder peakOffpeak(Long peakOffpeak) {
                    return peakOffpeak(JsonField.ofNullable(peakOffpeak));
                }

                public Builder peakOffpeak(Optional<Long> peakOffpeak) {
                    return peakOffpeak(peakOffpeak.orElse(null));
                }

                @JsonProperty("peakOffpeak")
                public Builder peakOffpeak(JsonField<Long> peakOffpeak) {
                    this.peakOffpeak = peakOffpeak;
                    return this;
                }

                public Builder routeId(String routeId) {
                    return routeId(JsonField.of(routeId));
                }

                @JsonProperty("routeId")
                public Builder routeId(JsonField<String> routeId) {
                    this.routeId = routeId;
                    return this;
                }

                public Builder routeShortName(String routeShortName) {
                    return routeShortName(JsonField.ofNullable(routeShortName));
                }

                public Builder routeShortName(Optional<String> routeShortName) {
                    return routeShortName(routeShortName.orElse(null));
                }

                @JsonProperty("routeShortName")
                public Builder routeShortName(JsonField<String> routeShortName) {
                    this.routeShortName = routeShortName;
                    return this;
                }

                public Builder serviceId(String serviceId) {
                    return serviceId(JsonField.of(serviceId));
                }

                @JsonProperty("serviceId")
                public Builder serviceId(JsonField<String> serviceId) {
                    this.serviceId = serviceId;
                    return this;
                }

                public Builder shapeId(String shapeId) {
                    return shapeId(JsonField.ofNullable(shapeId));
                }

                public Builder shapeId(Optional<String> shapeId) {
                    return shapeId(shapeId.orElse(null));
                }

                @JsonProperty("shapeId")
                public Builder shapeId(JsonField<String> shapeId) {
                    this.shapeId = shapeId;
                    return this;
                }

                public Builder timeZone(String timeZone) {
                    return timeZone(JsonField.ofNullable(timeZone));
                }

                public Builder timeZone(Optional<String> timeZone) {
                    return timeZone(timeZone.orElse(null));
                }

                @JsonProperty("timeZone")
                public Builder timeZone(JsonField<String> timeZone) {
                    this.timeZone = timeZone;
                    return this;
                }

                public Builder tripHeadsign(String tripHeadsign) {
                    return tripHeadsign(JsonField.ofNullable(tripHeadsign));
                }

                public Builder tripHeadsign(Optional<String> tripHeadsign) {
                    return tripHeadsign(tripHeadsign.orElse(null));
                }

                @JsonProperty("tripHeadsign")
                public Builder tripHeadsign(JsonField<String> tripHeadsign) {
                    this.tripHeadsign = tripHeadsign;
                    return this;
                }

                public Builder tripShortName(String tripShortName) {
                    return tripShortName(JsonField.ofNullable(tripShortName));
                }

                public Builder tripShortName(Optional<String> tripShortName) {
                    return tripShortName(tripShortName.orElse(null));
                }

                @JsonProperty("tripShortName")
                public Builder tripShortName(JsonField<String> tripShortName) {
                    this.tripShortName = tripShortName;
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
                    Utils.checkRequired("id", id.isMissing() ? null : id);
                    Utils.checkRequired("routeId", routeId.isMissing() ? null : routeId);
                    Utils.checkRequired("serviceId", serviceId.isMissing() ? null : serviceId);
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
                if (!Objects.equals(blockId, that.blockId)) {
                    return false;
                }
                if (!Objects.equals(directionId, that.directionId)) {
                    return false;
                }
                if (!Objects.equals(id, that.id)) {
                    return false;
                }
                if (!Objects.equals(peakOffpeak, that.peakOffpeak)) {
                    return false;
                }
                if (!Objects.equals(routeId, that.routeId)) {
                    return false;
                }
                if (!Objects.equals(routeShortName, that.routeShortName)) {
                    return false;
                }
                if (!Objects.equals(serviceId, that.serviceId)) {
                    return false;
                }
                if (!Objects.equals(shapeId, that.shapeId)) {
                    return false;
                }
                if (!Objects.equals(timeZone, that.timeZone)) {
                    return false;
                }
                if (!Objects.equals(tripHeadsign, that.tripHeadsign)) {
                    return false;
                }
                if (!Objects.equals(tripShortName, that.tripShortName)) {
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
                hash = 31 * hash + Objects.hashCode(blockId);
                hash = 31 * hash + Objects.hashCode(directionId);
                hash = 31 * hash + Objects.hashCode(id);
                hash = 31 * hash + Objects.hashCode(peakOffpeak);
                hash = 31 * hash + Objects.hashCode(routeId);
                hash = 31 * hash + Objects.hashCode(routeShortName);
                hash = 31 * hash + Objects.hashCode(serviceId);
                hash = 31 * hash + Objects.hashCode(shapeId);
                hash = 31 * hash + Objects.hashCode(timeZone);
                hash = 31 * hash + Objects.hashCode(tripHeadsign);
                hash = 31 * hash + Objects.hashCode(tripShortName);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Entry{");
                out.append("blockId=").append(blockId);
                out.append(", directionId=").append(directionId);
                out.append(", id=").append(id);
                out.append(", peakOffpeak=").append(peakOffpeak);
                out.append(", routeId=").append(routeId);
                out.append(", routeShortName=").append(routeShortName);
                out.append(", serviceId=").append(serviceId);
                out.append(", shapeId=").append(shapeId);
                out.append(", timeZone=").append(timeZone);
                out.append(", tripHeadsign=").append(tripHeadsign);
                out.append(", tripShortName=").append(tripShortName);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }
        }
    }
}
