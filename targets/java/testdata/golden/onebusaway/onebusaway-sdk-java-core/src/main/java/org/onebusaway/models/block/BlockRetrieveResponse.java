// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.block;

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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(builder = BlockRetrieveResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class BlockRetrieveResponse {

    private final JsonField<Long> code;
    private final JsonField<Long> currentTime;
    private final JsonField<String> text;
    private final JsonField<Long> version;
    private final JsonField<Data> data;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private BlockRetrieveResponse(Builder builder) {
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

    public BlockRetrieveResponse validate() {
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

        private Builder(BlockRetrieveResponse source) {
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

        public BlockRetrieveResponse build() {
            Utils.checkRequired("code", code.isMissing() ? null : code);
            Utils.checkRequired("currentTime", currentTime.isMissing() ? null : currentTime);
            Utils.checkRequired("text", text.isMissing() ? null : text);
            Utils.checkRequired("version", version.isMissing() ? null : version);
            Utils.checkRequired("data", data.isMissing() ? null : data);
            return new BlockRetrieveResponse(this);
        }

        private BlockRetrieveResponse buildFromJson() {
            return new BlockRetrieveResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof BlockRetrieveResponse)) {
            return false;
        }
        BlockRetrieveResponse that = (BlockRetrieveResponse) other;
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
        StringBuilder out = new StringBuilder("BlockRetrieveResponse{");
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

            private final JsonField<String> id;
            private final JsonField<List<Configuration>> configurations;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Entry(Builder builder) {
                this.id = builder.id;
                this.configurations = builder.configurations;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public String id() {
                return id.getRequired("id");
            }

            @JsonProperty("id")
            @ExcludeMissing
            public JsonField<String> _id() {
                return id;
            }

            public List<Configuration> configurations() {
                return configurations.getRequired("configurations");
            }

            @JsonProperty("configurations")
            @ExcludeMissing
            public JsonField<List<Configuration>> _configurations() {
                return configurations;
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
                id();
                configurations().forEach(item -> item.validate());
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

                private JsonField<String> id = JsonField.missing();
                private JsonField<List<Configuration>> configurations = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Entry source) {
                    this.id = source.id;
                    this.configurations = source.configurations;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder id(String id) {
                    return id(JsonField.of(id));
                }

                @JsonProperty("id")
                public Builder id(JsonField<String> id) {
                    this.id = id;
                    return this;
                }

                public Builder configurations(List<Configuration> configurations) {
                    return configurations(JsonField.of(configurations));
                }

                @JsonProperty("configurations")
                public Builder configurations(JsonField<List<Configuration>> configurations) {
                    this.configurations = configurations;
                    return this;
                }

                public Builder addConfiguration(Configuration item) {
                    List<Configuration> list =
                            this.configurations == null || this.configurations.isMissing()
                                    ? new ArrayList<>()
                                    : new ArrayList<>(
                                            Utils.checkKnown(
                                                    "configurations", this.configurations));
                    list.add(item);
                    this.configurations = JsonField.of(list);
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
                    Utils.checkRequired(
                            "configurations", configurations.isMissing() ? null : configurations);
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
                if (!Objects.equals(id, that.id)) {
                    return false;
                }
                if (!Objects.equals(configurations, that.configurations)) {
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
                hash = 31 * hash + Objects.hashCode(id);
                hash = 31 * hash + Objects.hashCode(configurations);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Entry{");
                out.append("id=").append(id);
                out.append(", configurations=").append(configurations);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }

            @JsonDeserialize(builder = Configuration.Builder.class)
            @JsonAutoDetect(
                    getterVisibility = JsonAutoDetect.Visibility.NONE,
                    isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                    setterVisibility = JsonAutoDetect.Visibility.NONE,
                    creatorVisibility = JsonAutoDetect.Visibility.NONE,
                    fieldVisibility = JsonAutoDetect.Visibility.NONE)
            public static final class Configuration {

                private final JsonField<List<String>> activeServiceIds;
                private final JsonField<List<String>> inactiveServiceIds;
                private final JsonField<List<Trip>> trips;
                private final Map<String, JsonValue> additionalProperties;
                private volatile boolean validated;

                private Configuration(Builder builder) {
                    this.activeServiceIds = builder.activeServiceIds;
                    this.inactiveServiceIds = builder.inactiveServiceIds;
                    this.trips = builder.trips;
                    this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                }

                public List<String> activeServiceIds() {
                    return activeServiceIds.getRequired("activeServiceIds");
                }

                @JsonProperty("activeServiceIds")
                @ExcludeMissing
                public JsonField<List<String>> _activeServiceIds() {
                    return activeServiceIds;
                }

                public Optional<List<String>> inactiveServiceIds() {
                    return inactiveServiceIds.getOptional("inactiveServiceIds");
                }

                @JsonProperty("inactiveServiceIds")
                @ExcludeMissing
                public JsonField<List<String>> _inactiveServiceIds() {
                    return inactiveServiceIds;
                }

                public List<Trip> trips() {
                    return trips.getRequired("trips");
                }

                @JsonProperty("trips")
                @ExcludeMissing
                public JsonField<List<Trip>> _trips() {
                    return trips;
                }

                @JsonAnyGetter
                @ExcludeMissing
                public Map<String, JsonValue> _additionalProperties() {
                    return additionalProperties;
                }

                public Configuration validate() {
                    if (validated) {
                        return this;
                    }
                    activeServiceIds();
                    inactiveServiceIds();
                    trips().forEach(item -> item.validate());
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

                    private JsonField<List<String>> activeServiceIds = JsonField.missing();
                    private JsonField<List<String>> inactiveServiceIds = JsonField.missing();
                    private JsonField<List<Trip>> trips = JsonField.missing();
                    private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                    private Builder() {}

                    private Builder(Configuration source) {
                        this.activeServiceIds = source.activeServiceIds;
                        this.inactiveServiceIds = source.inactiveServiceIds;
                        this.trips = source.trips;
                        additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                    }

                    public Builder activeServiceIds(List<String> activeServiceIds) {
                        return activeServiceIds(JsonField.of(activeServiceIds));
                    }

                    @JsonProperty("activeServiceIds")
                    public Builder activeServiceIds(JsonField<List<String>> activeServiceIds) {
                        this.activeServiceIds = activeServiceIds;
                        return this;
                    }

                    public Builder addActiveServiceId(String item) {
                        List<String> list =
                                this.activeServiceIds == null || this.activeServiceIds.isMissing()
                                        ? new ArrayList<>()
                                        : new ArrayList<>(
                                                Utils.checkKnown(
                                                        "activeServiceIds", this.activeServiceIds));
                        list.add(item);
                        this.activeServiceIds = JsonField.of(list);
                        return this;
                    }

                    public Builder inactiveServiceIds(List<String> inactiveServiceIds) {
                        return inactiveServiceIds(JsonField.ofNullable(inactiveServiceIds));
                    }

                    public Builder inactiveServiceIds(Optional<List<String>> inactiveServiceIds) {
                        return inactiveServiceIds(inactiveServiceIds.orElse(null));
                    }

                    @JsonProperty("inactiveServiceIds")
                    public Builder inactiveServiceIds(JsonField<List<String>> inactiveServiceIds) {
                        this.inactiveServiceIds = inactiveServiceIds;
                        return this;
                    }

                    public Builder addInactiveServiceId(String item) {
                        List<String> list =
                                this.inactiveServiceIds == null
                                                || this.inactiveServiceIds.isMissing()
                                        ? new ArrayList<>()
                                        : new ArrayList<>(
                                                Utils.checkKnown(
                                                        "inactiveServiceIds",
                                                        this.inactiveServiceIds));
                        list.add(item);
                        this.inactiveServiceIds = JsonField.of(list);
                        return this;
                    }

                    public Builder trips(List<Trip> trips) {
                        return trips(JsonField.of(trips));
                    }

                    @JsonProperty("trips")
                    public Builder trips(JsonField<List<Trip>> trips) {
                        this.trips = trips;
                        return this;
                    }

                    public Builder addTrip(Trip item) {
                        List<Trip> list =
                                this.trips == null || this.trips.isMissing()
                                        ? new ArrayList<>()
                                        : new ArrayList<>(Utils.checkKnown("trips", this.trips));
                        list.add(item);
                        this.trips = JsonField.of(list);
                        return this;
                    }

                    public Builder additionalProperties(
                            Map<String, JsonValue> additionalProperties) {
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

                    public Configuration build() {
                        Utils.checkRequired(
                                "activeServiceIds",
                                activeServiceIds.isMissing() ? null : activeServiceIds);
                        Utils.checkRequired("trips", trips.isMissing() ? null : trips);
                        return new Configuration(this);
                    }

                    private Configuration buildFromJson() {
                        return new Configuration(this);
                    }
                }

                @Override
                public boolean equals(Object other) {
                    if (this == other) {
                        return true;
                    }
                    if (!(other instanceof Configuration)) {
                        return false;
                    }
                    Configuration that = (Configuration) other;
                    if (!Objects.equals(activeServiceIds, that.activeServiceIds)) {
                        return false;
                    }
                    if (!Objects.equals(inactiveServiceIds, that.inactiveServiceIds)) {
                        return false;
                    }
                    if (!Objects.equals(trips, that.trips)) {
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
                    hash = 31 * hash + Objects.hashCode(activeServiceIds);
                    hash = 31 * hash + Objects.hashCode(inactiveServiceIds);
                    hash = 31 * hash + Objects.hashCode(trips);
                    hash = 31 * hash + Objects.hashCode(additionalProperties);
                    return hash;
                }

                @Override
                public String toString() {
                    StringBuilder out = new StringBuilder("Configuration{");
                    out.append("activeServiceIds=").append(activeServiceIds);
                    out.append(", inactiveServiceIds=").append(inactiveServiceIds);
                    out.append(", trips=").append(trips);
                    out.append(", additionalProperties=").append(additionalProperties);
                    return out.append('}').toString();
                }

                @JsonDeserialize(builder = Trip.Builder.class)
                @JsonAutoDetect(
                        getterVisibility = JsonAutoDetect.Visibility.NONE,
                        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                        setterVisibility = JsonAutoDetect.Visibility.NONE,
                        creatorVisibility = JsonAutoDetect.Visibility.NONE,
                        fieldVisibility = JsonAutoDetect.Visibility.NONE)
                public static final class Trip {

                    private final JsonField<String> tripId;
                    private final JsonField<Float> distanceAlongBlock;
                    private final JsonField<Float> accumulatedSlackTime;
                    private final JsonField<List<BlockStopTime>> blockStopTimes;
                    private final Map<String, JsonValue> additionalProperties;
                    private volatile boolean validated;

                    private Trip(Builder builder) {
                        this.tripId = builder.tripId;
                        this.distanceAlongBlock = builder.distanceAlongBlock;
                        this.accumulatedSlackTime = builder.accumulatedSlackTime;
                        this.blockStopTimes = builder.blockStopTimes;
                        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                    }

                    public String tripId() {
                        return tripId.getRequired("tripId");
                    }

                    @JsonProperty("tripId")
                    @ExcludeMissing
                    public JsonField<String> _tripId() {
                        return tripId;
                    }

                    public Float distanceAlongBlock() {
                        return distanceAlongBlock.getRequired("distanceAlongBlock");
                    }

                    @JsonProperty("distanceAlongBlock")
                    @ExcludeMissing
                    public JsonField<Float> _distanceAlongBlock() {
                        return distanceAlongBlock;
                    }

                    public Float accumulatedSlackTime() {
                        return accumulatedSlackTime.getRequired("accumulatedSlackTime");
                    }

                    @JsonProperty("accumulatedSlackTime")
                    @ExcludeMissing
                    public JsonField<Float> _accumulatedSlackTime() {
                        return accumulatedSlackTime;
                    }

                    public List<BlockStopTime> blockStopTimes() {
                        return blockStopTimes.getRequired("blockStopTimes");
                    }

                    @JsonProperty("blockStopTimes")
                    @ExcludeMissing
                    public JsonField<List<BlockStopTime>> _blockStopTimes() {
                        return blockStopTimes;
                    }

                    @JsonAnyGetter
                    @ExcludeMissing
                    public Map<String, JsonValue> _additionalProperties() {
                        return additionalProperties;
                    }

                    public Trip validate() {
                        if (validated) {
                            return this;
                        }
                        tripId();
                        distanceAlongBlock();
                        accumulatedSlackTime();
                        blockStopTimes().forEach(item -> item.validate());
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

                        private JsonField<String> tripId = JsonField.missing();
                        private JsonField<Float> distanceAlongBlock = JsonField.missing();
                        private JsonField<Float> accumulatedSlackTime = JsonField.missing();
                        private JsonField<List<BlockStopTime>> blockStopTimes = JsonField.missing();
                        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                        private Builder() {}

                        private Builder(Trip source) {
                            this.tripId = source.tripId;
                            this.distanceAlongBlock = source.distanceAlongBlock;
                            this.accumulatedSlackTime = source.accumulatedSlackTime;
                            this.blockStopTimes = source.blockStopTimes;
                            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                        }

                        public Builder tripId(String tripId) {
                            return tripId(JsonField.of(tripId));
                        }

                        @JsonProperty("tripId")
                        public Builder tripId(JsonField<String> tripId) {
                            this.tripId = tripId;
                            return this;
                        }

                        public Builder distanceAlongBlock(Float distanceAlongBlock) {
                            return distanceAlongBlock(JsonField.of(distanceAlongBlock));
                        }

                        @JsonProperty("distanceAlongBlock")
                        public Builder distanceAlongBlock(JsonField<Float> distanceAlongBlock) {
                            this.distanceAlongBlock = distanceAlongBlock;
                            return this;
                        }

                        public Builder accumulatedSlackTime(Float accumulatedSlackTime) {
                            return accumulatedSlackTime(JsonField.of(accumulatedSlackTime));
                        }

                        @JsonProperty("accumulatedSlackTime")
                        public Builder accumulatedSlackTime(JsonField<Float> accumulatedSlackTime) {
                            this.accumulatedSlackTime = accumulatedSlackTime;
                            return this;
                        }

                        public Builder blockStopTimes(List<BlockStopTime> blockStopTimes) {
                            return blockStopTimes(JsonField.of(blockStopTimes));
                        }

                        @JsonProperty("blockStopTimes")
                        public Builder blockStopTimes(
                                JsonField<List<BlockStopTime>> blockStopTimes) {
                            this.blockStopTimes = blockStopTimes;
                            return this;
                        }

                        public Builder addBlockStopTime(BlockStopTime item) {
                            List<BlockStopTime> list =
                                    this.blockStopTimes == null || this.blockStopTimes.isMissing()
                                            ? new ArrayList<>()
                                            : new ArrayList<>(
                                                    Utils.checkKnown(
                                                            "blockStopTimes", this.blockStopTimes));
                            list.add(item);
                            this.blockStopTimes = JsonField.of(list);
                            return this;
                        }

                        public Builder additionalProperties(
                                Map<String, JsonValue> additionalProperties) {
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

                        public Trip build() {
                            Utils.checkRequired("tripId", tripId.isMissing() ? null : tripId);
                            Utils.checkRequired(
                                    "distanceAlongBlock",
                                    distanceAlongBlock.isMissing() ? null : distanceAlongBlock);
                            Utils.checkRequired(
                                    "accumulatedSlackTime",
                                    accumulatedSlackTime.isMissing() ? null : accumulatedSlackTime);
                            Utils.checkRequired(
                                    "blockStopTimes",
                                    blockStopTimes.isMissing() ? null : blockStopTimes);
                            return new Trip(this);
                        }

                        private Trip buildFromJson() {
                            return new Trip(this);
                        }
                    }

                    @Override
                    public boolean equals(Object other) {
                        if (this == other) {
                            return true;
                        }
                        if (!(other instanceof Trip)) {
                            return false;
                        }
                        Trip that = (Trip) other;
                        if (!Objects.equals(tripId, that.tripId)) {
                            return false;
                        }
                        if (!Objects.equals(distanceAlongBlock, that.distanceAlongBlock)) {
                            return false;
                        }
                        if (!Objects.equals(accumulatedSlackTime, that.accumulatedSlackTime)) {
                            return false;
                        }
                        if (!Objects.equals(blockStopTimes, that.blockStopTimes)) {
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
                        hash = 31 * hash + Objects.hashCode(tripId);
                        hash = 31 * hash + Objects.hashCode(distanceAlongBlock);
                        hash = 31 * hash + Objects.hashCode(accumulatedSlackTime);
                        hash = 31 * hash + Objects.hashCode(blockStopTimes);
                        hash = 31 * hash + Objects.hashCode(additionalProperties);
                        return hash;
                    }

                    @Override
                    public String toString() {
                        StringBuilder out = new StringBuilder("Trip{");
                        out.append("tripId=").append(tripId);
                        out.append(", distanceAlongBlock=").append(distanceAlongBlock);
                        out.append(", accumulatedSlackTime=").append(accumulatedSlackTime);
                        out.append(", blockStopTimes=").append(blockStopTimes);
                        out.append(", additionalProperties=").append(additionalProperties);
                        return out.append('}').toString();
                    }

                    @JsonDeserialize(builder = BlockStopTime.Builder.class)
                    @JsonAutoDetect(
                            getterVisibility = JsonAutoDetect.Visibility.NONE,
                            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                            setterVisibility = JsonAutoDetect.Visibility.NONE,
                            creatorVisibility = JsonAutoDetect.Visibility.NONE,
                            fieldVisibility = JsonAutoDetect.Visibility.NONE)
                    public static final class BlockStopTime {

                        private final JsonField<Long> blockSequence;
                        private final JsonField<Float> distanceAlongBlock;
                        private final JsonField<Float> accumulatedSlackTime;
                        private final JsonField<StopTime> stopTime;
                        private final Map<String, JsonValue> additionalProperties;
                        private volatile boolean validated;

                        private BlockStopTime(Builder builder) {
                            this.blockSequence = builder.blockSequence;
                            this.distanceAlongBlock = builder.distanceAlongBlock;
                            this.accumulatedSlackTime = builder.accumulatedSlackTime;
                            this.stopTime = builder.stopTime;
                            this.additionalProperties =
                                    Utils.toImmutable(builder.additionalProperties);
                        }

                        public Long blockSequence() {
                            return blockSequence.getRequired("blockSequence");
                        }

                        @JsonProperty("blockSequence")
                        @ExcludeMissing
                        public JsonField<Long> _blockSequence() {
                            return blockSequence;
                        }

                        public Float distanceAlongBlock() {
                            return distanceAlongBlock.getRequired("distanceAlongBlock");
                        }

                        @JsonProperty("distanceAlongBlock")
                        @ExcludeMissing
                        public JsonField<Float> _distanceAlongBlock() {
                            return distanceAlongBlock;
                        }

                        public Float accumulatedSlackTime() {
                            return accumulatedSlackTime.getRequired("accumulatedSlackTime");
                        }

                        @JsonProperty("accumulatedSlackTime")
                        @ExcludeMissing
                        public JsonField<Float> _accumulatedSlackTime() {
                            return accumulatedSlackTime;
                        }

                        public StopTime stopTime() {
                            return stopTime.getRequired("stopTime");
                        }

                        @JsonProperty("stopTime")
                        @ExcludeMissing
                        public JsonField<StopTime> _stopTime() {
                            return stopTime;
                        }

                        @JsonAnyGetter
                        @ExcludeMissing
                        public Map<String, JsonValue> _additionalProperties() {
                            return additionalProperties;
                        }

                        public BlockStopTime validate() {
                            if (validated) {
                                return this;
                            }
                            blockSequence();
                            distanceAlongBlock();
                            accumulatedSlackTime();
                            stopTime().validate();
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

                            private JsonField<Long> blockSequence = JsonField.missing();
                            private JsonField<Float> distanceAlongBlock = JsonField.missing();
                            private JsonField<Float> accumulatedSlackTime = JsonField.missing();
                            private JsonField<StopTime> stopTime = JsonField.missing();
                            private Map<String, JsonValue> additionalProperties =
                                    new LinkedHashMap<>();

                            private Builder() {}

                            private Builder(BlockStopTime source) {
                                this.blockSequence = source.blockSequence;
                                this.distanceAlongBlock = source.distanceAlongBlock;
                                this.accumulatedSlackTime = source.accumulatedSlackTime;
                                this.stopTime = source.stopTime;
                                additionalProperties =
                                        new LinkedHashMap<>(source.additionalProperties);
                            }

                            public Builder blockSequence(Long blockSequence) {
                                return blockSequence(JsonField.of(blockSequence));
                            }

                            @JsonProperty("blockSequence")
                            public Builder blockSequence(JsonField<Long> blockSequence) {
                                this.blockSequence = blockSequence;
                                return this;
                            }

                            public Builder distanceAlongBlock(Float distanceAlongBlock) {
                                return distanceAlongBlock(JsonField.of(distanceAlongBlock));
                            }

                            @JsonProperty("distanceAlongBlock")
                            public Builder distanceAlongBlock(JsonField<Float> distanceAlongBlock) {
                                this.distanceAlongBlock = distanceAlongBlock;
                                return this;
                            }

                            public Builder accumulatedSlackTime(Float accumulatedSlackTime) {
                                return accumulatedSlackTime(JsonField.of(accumulatedSlackTime));
                            }

                            @JsonProperty("accumulatedSlackTime")
                            public Builder accumulatedSlackTime(
                                    JsonField<Float> accumulatedSlackTime) {
                                this.accumulatedSlackTime = accumulatedSlackTime;
                                return this;
                            }

                            public Builder stopTime(StopTime stopTime) {
                                return stopTime(JsonField.of(stopTime));
                            }

                            @JsonProperty("stopTime")
                            public Builder stopTime(JsonField<StopTime> stopTime) {
                                this.stopTime = stopTime;
                                return this;
                            }

                            public Builder additionalProperties(
                                    Map<String, JsonValue> additionalProperties) {
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

                            public BlockStopTime build() {
                                Utils.checkRequired(
                                        "blockSequence",
                                        blockSequence.isMissing() ? null : blockSequence);
                                Utils.checkRequired(
                                        "distanceAlongBlock",
                                        distanceAlongBlock.isMissing() ? null : distanceAlongBlock);
                                Utils.checkRequired(
                                        "accumulatedSlackTime",
                                        accumulatedSlackTime.isMissing()
                                                ? null
                                                : accumulatedSlackTime);
                                Utils.checkRequired(
                                        "stopTime", stopTime.isMissing() ? null : stopTime);
                                return new BlockStopTime(this);
                            }

                            private BlockStopTime buildFromJson() {
                                return new BlockStopTime(this);
                            }
                        }

                        @Override
                        public boolean equals(Object other) {
                            if (this == other) {
                                return true;
                            }
                            if (!(other instanceof BlockStopTime)) {
                                return false;
                            }
                            BlockStopTime that = (BlockStopTime) other;
                            if (!Objects.equals(blockSequence, that.blockSequence)) {
                                return false;
                            }
                            if (!Objects.equals(distanceAlongBlock, that.distanceAlongBlock)) {
                                return false;
                            }
                            if (!Objects.equals(accumulatedSlackTime, that.accumulatedSlackTime)) {
                                return false;
                            }
                            if (!Objects.equals(stopTime, that.stopTime)) {
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
                            hash = 31 * hash + Objects.hashCode(blockSequence);
                            hash = 31 * hash + Objects.hashCode(distanceAlongBlock);
                            hash = 31 * hash + Objects.hashCode(accumulatedSlackTime);
                            hash = 31 * hash + Objects.hashCode(stopTime);
                            hash = 31 * hash + Objects.hashCode(additionalProperties);
                            return hash;
                        }

                        @Override
                        public String toString() {
                            StringBuilder out = new StringBuilder("BlockStopTime{");
                            out.append("blockSequence=").append(blockSequence);
                            out.append(", distanceAlongBlock=").append(distanceAlongBlock);
                            out.append(", accumulatedSlackTime=").append(accumulatedSlackTime);
                            out.append(", stopTime=").append(stopTime);
                            out.append(", additionalProperties=").append(additionalProperties);
                            return out.append('}').toString();
                        }

                        @JsonDeserialize(builder = StopTime.Builder.class)
                        @JsonAutoDetect(
                                getterVisibility = JsonAutoDetect.Visibility.NONE,
                                isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                                setterVisibility = JsonAutoDetect.Visibility.NONE,
                                creatorVisibility = JsonAutoDetect.Visibility.NONE,
                                fieldVisibility = JsonAutoDetect.Visibility.NONE)
                        public static final class StopTime {

                            private final JsonField<String> stopId;
                            private final JsonField<Long> arrivalTime;
                            private final JsonField<Long> departureTime;
                            private final JsonField<Long> pickupType;
                            private final JsonField<Long> dropOffType;
                            private final Map<String, JsonValue> additionalProperties;
                            private volatile boolean validated;

                            private StopTime(Builder builder) {
                                this.stopId = builder.stopId;
                                this.arrivalTime = builder.arrivalTime;
                                this.departureTime = builder.departureTime;
                                this.pickupType = builder.pickupType;
                                this.dropOffType = builder.dropOffType;
                                this.additionalProperties =
                                        Utils.toImmutable(builder.additionalProperties);
                            }

                            public String stopId() {
                                return stopId.getRequired("stopId");
                            }

                            @JsonProperty("stopId")
                            @ExcludeMissing
                            public JsonField<String> _stopId() {
                                return stopId;
                            }

                            public Long arrivalTime() {
                                return arrivalTime.getRequired("arrivalTime");
                            }

                            @JsonProperty("arrivalTime")
                            @ExcludeMissing
                            public JsonField<Long> _arrivalTime() {
                                return arrivalTime;
                            }

                            public Long departureTime() {
                                return departureTime.getRequired("departureTime");
                            }

                            @JsonProperty("departureTime")
                            @ExcludeMissing
                            public JsonField<Long> _departureTime() {
                                return departureTime;
                            }

                            public Optional<Long> pickupType() {
                                return pickupType.getOptional("pickupType");
                            }

                            @JsonProperty("pickupType")
                            @ExcludeMissing
                            public JsonField<Long> _pickupType() {
                                return pickupType;
                            }

                            public Optional<Long> dropOffType() {
                                return dropOffType.getOptional("dropOffType");
                            }

                            @JsonProperty("dropOffType")
                            @ExcludeMissing
                            public JsonField<Long> _dropOffType() {
                                return dropOffType;
                            }

                            @JsonAnyGetter
                            @ExcludeMissing
                            public Map<String, JsonValue> _additionalProperties() {
                                return additionalProperties;
                            }

                            public StopTime validate() {
                                if (validated) {
                                    return this;
                                }
                                stopId();
                                arrivalTime();
                                departureTime();
                                pickupType();
                                dropOffType();
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

                                private JsonField<String> stopId = JsonField.missing();
                                private JsonField<Long> arrivalTime = JsonField.missing();
                                private JsonField<Long> departureTime = JsonField.missing();
                                private JsonField<Long> pickupType = JsonField.missing();
                                private JsonField<Long> dropOffType = JsonField.missing();
                                private Map<String, JsonValue> additionalProperties =
                                        new LinkedHashMap<>();

                                private Builder() {}

                                private Builder(StopTime source) {
                                    this.stopId = source.stopId;
                                    this.arrivalTime = source.arrivalTime;
                                    this.departureTime = source.departureTime;
                                    this.pickupType = source.pickupType;
                                    this.dropOffType = source.dropOffType;
                                    additionalProperties =
                                            new LinkedHashMap<>(source.additionalProperties);
                                }

                                public Builder stopId(String stopId) {
                                    return stopId(JsonField.of(stopId));
                                }

                                @JsonProperty("stopId")
                                public Builder stopId(JsonField<String> stopId) {
                                    this.stopId = stopId;
                                    return this;
                                }

                                public Builder arrivalTime(Long arrivalTime) {
                                    return arrivalTime(JsonField.of(arrivalTime));
                                }

                                @JsonProperty("arrivalTime")
                                public Builder arrivalTime(JsonField<Long> arrivalTime) {
                                    this.arrivalTime = arrivalTime;
                                    return this;
                                }

                                public Builder departureTime(Long departureTime) {
                                    return departureTime(JsonField.of(departureTime));
                                }

                                @JsonProperty("departureTime")
                                public Builder departureTime(JsonField<Long> departureTime) {
                                    this.departureTime = departureTime;
                                    return this;
                                }

                                public Builder pickupType(Long pickupType) {
                                    return pickupType(JsonField.ofNullable(pickupType));
                                }

                                public Builder pickupType(Optional<Long> pickupType) {
                                    return pickupType(pickupType.orElse(null));
                                }

                                @JsonProperty("pickupType")
                                public Builder pickupType(JsonField<Long> pickupType) {
                                    this.pickupType = pickupType;
                                    return this;
                                }

                                public Builder dropOffType(Long dropOffType) {
                                    return dropOffType(JsonField.ofNullable(dropOffType));
                                }

                                public Builder dropOffType(Optional<Long> dropOffType) {
                                    return dropOffType(dropOffType.orElse(null));
                                }

                                @JsonProperty("dropOffType")
                                public Builder dropOffType(JsonField<Long> dropOffType) {
                                    this.dropOffType = dropOffType;
                                    return this;
                                }

                                public Builder additionalProperties(
                                        Map<String, JsonValue> additionalProperties) {
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

                                public StopTime build() {
                                    Utils.checkRequired(
                                            "stopId", stopId.isMissing() ? null : stopId);
                                    Utils.checkRequired(
                                            "arrivalTime",
                                            arrivalTime.isMissing() ? null : arrivalTime);
                                    Utils.checkRequired(
                                            "departureTime",
                                            departureTime.isMissing() ? null : departureTime);
                                    return new StopTime(this);
                                }

                                private StopTime buildFromJson() {
                                    return new StopTime(this);
                                }
                            }

                            @Override
                            public boolean equals(Object other) {
                                if (this == other) {
                                    return true;
                                }
                                if (!(other instanceof StopTime)) {
                                    return false;
                                }
                                StopTime that = (StopTime) other;
                                if (!Objects.equals(stopId, that.stopId)) {
                                    return false;
                                }
                                if (!Objects.equals(arrivalTime, that.arrivalTime)) {
                                    return false;
                                }
                                if (!Objects.equals(departureTime, that.departureTime)) {
                                    return false;
                                }
                                if (!Objects.equals(pickupType, that.pickupType)) {
                                    return false;
                                }
                                if (!Objects.equals(dropOffType, that.dropOffType)) {
                                    return false;
                                }
                                if (!Objects.equals(
                                        additionalProperties, that.additionalProperties)) {
                                    return false;
                                }
                                return true;
                            }

                            @Override
                            public int hashCode() {
                                int hash = 1;
                                hash = 31 * hash + Objects.hashCode(stopId);
                                hash = 31 * hash + Objects.hashCode(arrivalTime);
                                hash = 31 * hash + Objects.hashCode(departureTime);
                                hash = 31 * hash + Objects.hashCode(pickupType);
                                hash = 31 * hash + Objects.hashCode(dropOffType);
                                hash = 31 * hash + Objects.hashCode(additionalProperties);
                                return hash;
                            }

                            @Override
                            public String toString() {
                                StringBuilder out = new StringBuilder("StopTime{");
                                out.append("stopId=").append(stopId);
                                out.append(", arrivalTime=").append(arrivalTime);
                                out.append(", departureTime=").append(departureTime);
                                out.append(", pickupType=").append(pickupType);
                                out.append(", dropOffType=").append(dropOffType);
                                out.append(", additionalProperties=").append(additionalProperties);
                                return out.append('}').toString();
                            }
                        }
                    }
                }
            }
        }
    }
}
