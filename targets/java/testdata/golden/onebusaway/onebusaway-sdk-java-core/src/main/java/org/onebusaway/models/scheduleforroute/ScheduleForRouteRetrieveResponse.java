// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.scheduleforroute;

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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(builder = ScheduleForRouteRetrieveResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class ScheduleForRouteRetrieveResponse {

    private final JsonField<Long> code;
    private final JsonField<Long> currentTime;
    private final JsonField<String> text;
    private final JsonField<Long> version;
    private final JsonField<Data> data;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private ScheduleForRouteRetrieveResponse(Builder builder) {
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

    public ScheduleForRouteRetrieveResponse validate() {
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

        private Builder(ScheduleForRouteRetrieveResponse source) {
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

        public ScheduleForRouteRetrieveResponse build() {
            Utils.checkRequired("code", code.isMissing() ? null : code);
            Utils.checkRequired("currentTime", currentTime.isMissing() ? null : currentTime);
            Utils.checkRequired("text", text.isMissing() ? null : text);
            Utils.checkRequired("version", version.isMissing() ? null : version);
            Utils.checkRequired("data", data.isMissing() ? null : data);
            return new ScheduleForRouteRetrieveResponse(this);
        }

        private ScheduleForRouteRetrieveResponse buildFromJson() {
            return new ScheduleForRouteRetrieveResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ScheduleForRouteRetrieveResponse)) {
            return false;
        }
        ScheduleForRouteRetrieveResponse that = (ScheduleForRouteRetrieveResponse) other;
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
        StringBuilder out = new StringBuilder("ScheduleForRouteRetrieveResponse{");
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
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Data(Builder builder) {
            this.entry = builder.entry;
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
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Data source) {
                this.entry = source.entry;
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
            if (!Objects.equals(additionalProperties, that.additionalProperties)) {
                return false;
            }
            return true;
        }

        @Override
        public int hashCode() {
            int hash = 1;
            hash = 31 * hash + Objects.hashCode(entry);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Data{");
            out.append("entry=").append(entry);
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

            private final JsonField<String> routeId;
            private final JsonField<Long> scheduleDate;
            private final JsonField<List<String>> serviceIds;
            private final JsonField<List<StopTripGrouping>> stopTripGroupings;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Entry(Builder builder) {
                this.routeId = builder.routeId;
                this.scheduleDate = builder.scheduleDate;
                this.serviceIds = builder.serviceIds;
                this.stopTripGroupings = builder.stopTripGroupings;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public String routeId() {
                return routeId.getRequired("routeId");
            }

            @JsonProperty("routeId")
            @ExcludeMissing
            public JsonField<String> _routeId() {
                return routeId;
            }

            public Long scheduleDate() {
                return scheduleDate.getRequired("scheduleDate");
            }

            @JsonProperty("scheduleDate")
            @ExcludeMissing
            public JsonField<Long> _scheduleDate() {
                return scheduleDate;
            }

            public List<String> serviceIds() {
                return serviceIds.getRequired("serviceIds");
            }

            @JsonProperty("serviceIds")
            @ExcludeMissing
            public JsonField<List<String>> _serviceIds() {
                return serviceIds;
            }

            public List<StopTripGrouping> stopTripGroupings() {
                return stopTripGroupings.getRequired("stopTripGroupings");
            }

            @JsonProperty("stopTripGroupings")
            @ExcludeMissing
            public JsonField<List<StopTripGrouping>> _stopTripGroupings() {
                return stopTripGroupings;
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
                routeId();
                scheduleDate();
                serviceIds();
                stopTripGroupings().forEach(item -> item.validate());
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

                private JsonField<String> routeId = JsonField.missing();
                private JsonField<Long> scheduleDate = JsonField.missing();
                private JsonField<List<String>> serviceIds = JsonField.missing();
                private JsonField<List<StopTripGrouping>> stopTripGroupings = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Entry source) {
                    this.routeId = source.routeId;
                    this.scheduleDate = source.scheduleDate;
                    this.serviceIds = source.serviceIds;
                    this.stopTripGroupings = source.stopTripGroupings;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder routeId(String routeId) {
                    return routeId(JsonField.of(routeId));
                }

                @JsonProperty("routeId")
                public Builder routeId(JsonField<String> routeId) {
                    this.routeId = routeId;
                    return this;
                }

                public Builder scheduleDate(Long scheduleDate) {
                    return scheduleDate(JsonField.of(scheduleDate));
                }

                @JsonProperty("scheduleDate")
                public Builder scheduleDate(JsonField<Long> scheduleDate) {
                    this.scheduleDate = scheduleDate;
                    return this;
                }

                public Builder serviceIds(List<String> serviceIds) {
                    return serviceIds(JsonField.of(serviceIds));
                }

                @JsonProperty("serviceIds")
                public Builder serviceIds(JsonField<List<String>> serviceIds) {
                    this.serviceIds = serviceIds;
                    return this;
                }

                public Builder addServiceId(String item) {
                    List<String> list =
                            this.serviceIds == null || this.serviceIds.isMissing()
                                    ? new ArrayList<>()
                                    : new ArrayList<>(
                                            Utils.checkKnown("serviceIds", this.serviceIds));
                    list.add(item);
                    this.serviceIds = JsonField.of(list);
                    return this;
                }

                public Builder stopTripGroupings(List<StopTripGrouping> stopTripGroupings) {
                    return stopTripGroupings(JsonField.of(stopTripGroupings));
                }

                @JsonProperty("stopTripGroupings")
                public Builder stopTripGroupings(
                        JsonField<List<StopTripGrouping>> stopTripGroupings) {
                    this.stopTripGroupings = stopTripGroupings;
                    return this;
                }

                public Builder addStopTripGrouping(StopTripGrouping item) {
                    List<StopTripGrouping> list =
                            this.stopTripGroupings == null || this.stopTripGroupings.isMissing()
                                    ? new ArrayList<>()
                                    : new ArrayList<>(
                                            Utils.checkKnown(
                                                    "stopTripGroupings", this.stopTripGroupings));
                    list.add(item);
                    this.stopTripGroupings = JsonField.of(list);
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
                    Utils.checkRequired("routeId", routeId.isMissing() ? null : routeId);
                    Utils.checkRequired(
                            "scheduleDate", scheduleDate.isMissing() ? null : scheduleDate);
                    Utils.checkRequired("serviceIds", serviceIds.isMissing() ? null : serviceIds);
                    Utils.checkRequired(
                            "stopTripGroupings",
                            stopTripGroupings.isMissing() ? null : stopTripGroupings);
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
                if (!Objects.equals(routeId, that.routeId)) {
                    return false;
                }
                if (!Objects.equals(scheduleDate, that.scheduleDate)) {
                    return false;
                }
                if (!Objects.equals(serviceIds, that.serviceIds)) {
                    return false;
                }
                if (!Objects.equals(stopTripGroupings, that.stopTripGroupings)) {
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
                hash = 31 * hash + Objects.hashCode(routeId);
                hash = 31 * hash + Objects.hashCode(scheduleDate);
                hash = 31 * hash + Objects.hashCode(serviceIds);
                hash = 31 * hash + Objects.hashCode(stopTripGroupings);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Entry{");
                out.append("routeId=").append(routeId);
                out.append(", scheduleDate=").append(scheduleDate);
                out.append(", serviceIds=").append(serviceIds);
                out.append(", stopTripGroupings=").append(stopTripGroupings);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }

            @JsonDeserialize(builder = StopTripGrouping.Builder.class)
            @JsonAutoDetect(
                    getterVisibility = JsonAutoDetect.Visibility.NONE,
                    isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                    setterVisibility = JsonAutoDetect.Visibility.NONE,
                    creatorVisibility = JsonAutoDetect.Visibility.NONE,
                    fieldVisibility = JsonAutoDetect.Visibility.NONE)
            public static final class StopTripGrouping {

                private final JsonField<String> directionId;
                private final JsonField<List<String>> stopIds;
                private final JsonField<List<String>> tripHeadsigns;
                private final JsonField<List<String>> tripIds;
                private final JsonField<List<TripsWithStopTime>> tripsWithStopTimes;
                private final Map<String, JsonValue> additionalProperties;
                private volatile boolean validated;

                private StopTripGrouping(Builder builder) {
                    this.directionId = builder.directionId;
                    this.stopIds = builder.stopIds;
                    this.tripHeadsigns = builder.tripHeadsigns;
                    this.tripIds = builder.tripIds;
                    this.tripsWithStopTimes = builder.tripsWithStopTimes;
                    this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                }

                public String directionId() {
                    return directionId.getRequired("directionId");
                }

                @JsonProperty("directionId")
                @ExcludeMissing
                public JsonField<String> _directionId() {
                    return directionId;
                }

                public List<String> stopIds() {
                    return stopIds.getRequired("stopIds");
                }

                @JsonProperty("stopIds")
                @ExcludeMissing
                public JsonField<List<String>> _stopIds() {
                    return stopIds;
                }

                public List<String> tripHeadsigns() {
                    return tripHeadsigns.getRequired("tripHeadsigns");
                }

                @JsonProperty("tripHeadsigns")
                @ExcludeMissing
                public JsonField<List<String>> _tripHeadsigns() {
                    return tripHeadsigns;
                }

                public List<String> tripIds() {
                    return tripIds.getRequired("tripIds");
                }

                @JsonProperty("tripIds")
                @ExcludeMissing
                public JsonField<List<String>> _tripIds() {
                    return tripIds;
                }

                public Optional<List<TripsWithStopTime>> tripsWithStopTimes() {
                    return tripsWithStopTimes.getOptional("tripsWithStopTimes");
                }

                @JsonProperty("tripsWithStopTimes")
                @ExcludeMissing
                public JsonField<List<TripsWithStopTime>> _tripsWithStopTimes() {
                    return tripsWithStopTimes;
                }

                @JsonAnyGetter
                @ExcludeMissing
                public Map<String, JsonValue> _additionalProperties() {
                    return additionalProperties;
                }

                public StopTripGrouping validate() {
                    if (validated) {
                        return this;
                    }
                    directionId();
                    stopIds();
                    tripHeadsigns();
                    tripIds();
                    tripsWithStopTimes().ifPresent(items -> items.forEach(item -> item.validate()));
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

                    private JsonField<String> directionId = JsonField.missing();
                    private JsonField<List<String>> stopIds = JsonField.missing();
                    private JsonField<List<String>> tripHeadsigns = JsonField.missing();
                    private JsonField<List<String>> tripIds = JsonField.missing();
                    private JsonField<List<TripsWithStopTime>> tripsWithStopTimes =
                            JsonField.missing();
                    private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                    private Builder() {}

                    private Builder(StopTripGrouping source) {
                        this.directionId = source.directionId;
                        this.stopIds = source.stopIds;
                        this.tripHeadsigns = source.tripHeadsigns;
                        this.tripIds = source.tripIds;
                        this.tripsWithStopTimes = source.tripsWithStopTimes;
                        additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                    }

                    public Builder directionId(String directionId) {
                        return directionId(JsonField.of(directionId));
                    }

                    @JsonProperty("directionId")
                    public Builder directionId(JsonField<String> directionId) {
                        this.directionId = directionId;
                        return this;
                    }

                    public Builder stopIds(List<String> stopIds) {
                        return stopIds(JsonField.of(stopIds));
                    }

                    @JsonProperty("stopIds")
                    public Builder stopIds(JsonField<List<String>> stopIds) {
                        this.stopIds = stopIds;
                        return this;
                    }

                    public Builder addStopId(String item) {
                        List<String> list =
                                this.stopIds == null || this.stopIds.isMissing()
                                        ? new ArrayList<>()
                                        : new ArrayList<>(
                                                Utils.checkKnown("stopIds", this.stopIds));
                        list.add(item);
                        this.stopIds = JsonField.of(list);
                        return this;
                    }

                    public Builder tripHeadsigns(List<String> tripHeadsigns) {
                        return tripHeadsigns(JsonField.of(tripHeadsigns));
                    }

                    @JsonProperty("tripHeadsigns")
                    public Builder tripHeadsigns(JsonField<List<String>> tripHeadsigns) {
                        this.tripHeadsigns = tripHeadsigns;
                        return this;
                    }

                    public Builder addTripHeadsign(String item) {
                        List<String> list =
                                this.tripHeadsigns == null || this.tripHeadsigns.isMissing()
                                        ? new ArrayList<>()
                                        : new ArrayList<>(
                                                Utils.checkKnown(
                                                        "tripHeadsigns", this.tripHeadsigns));
                        list.add(item);
                        this.tripHeadsigns = JsonField.of(list);
                        return this;
                    }

                    public Builder tripIds(List<String> tripIds) {
                        return tripIds(JsonField.of(tripIds));
                    }

                    @JsonProperty("tripIds")
                    public Builder tripIds(JsonField<List<String>> tripIds) {
                        this.tripIds = tripIds;
                        return this;
                    }

                    public Builder addTripId(String item) {
                        List<String> list =
                                this.tripIds == null || this.tripIds.isMissing()
                                        ? new ArrayList<>()
                                        : new ArrayList<>(
                                                Utils.checkKnown("tripIds", this.tripIds));
                        list.add(item);
                        this.tripIds = JsonField.of(list);
                        return this;
                    }

                    public Builder tripsWithStopTimes(List<TripsWithStopTime> tripsWithStopTimes) {
                        return tripsWithStopTimes(JsonField.ofNullable(tripsWithStopTimes));
                    }

                    public Builder tripsWithStopTimes(
                            Optional<List<TripsWithStopTime>> tripsWithStopTimes) {
                        return tripsWithStopTimes(tripsWithStopTimes.orElse(null));
                    }

                    @JsonProperty("tripsWithStopTimes")
                    public Builder tripsWithStopTimes(
                            JsonField<List<TripsWithStopTime>> tripsWithStopTimes) {
                        this.tripsWithStopTimes = tripsWithStopTimes;
                        return this;
                    }

                    public Builder addTripsWithStopTime(TripsWithStopTime item) {
                        List<TripsWithStopTime> list =
                                this.tripsWithStopTimes == null
                                                || this.tripsWithStopTimes.isMissing()
                                        ? new ArrayList<>()
                                        : new ArrayList<>(
                                                Utils.checkKnown(
                                                        "tripsWithStopTimes",
                                                        this.tripsWithStopTimes));
                        list.add(item);
                        this.tripsWithStopTimes = JsonField.of(list);
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

                    public StopTripGrouping build() {
                        Utils.checkRequired(
                                "directionId", directionId.isMissing() ? null : directionId);
                        Utils.checkRequired("stopIds", stopIds.isMissing() ? null : stopIds);
                        Utils.checkRequired(
                                "tripHeadsigns", tripHeadsigns.isMissing() ? null : tripHeadsigns);
                        Utils.checkRequired("tripIds", tripIds.isMissing() ? null : tripIds);
                        return new StopTripGrouping(this);
                    }

                    private StopTripGrouping buildFromJson() {
                        return new StopTripGrouping(this);
                    }
                }

                @Override
                public boolean equals(Object other) {
                    if (this == other) {
                        return true;
                    }
                    if (!(other instanceof StopTripGrouping)) {
                        return false;
                    }
                    StopTripGrouping that = (StopTripGrouping) other;
                    if (!Objects.equals(directionId, that.directionId)) {
                        return false;
                    }
                    if (!Objects.equals(stopIds, that.stopIds)) {
                        return false;
                    }
                    if (!Objects.equals(tripHeadsigns, that.tripHeadsigns)) {
                        return false;
                    }
                    if (!Objects.equals(tripIds, that.tripIds)) {
                        return false;
                    }
                    if (!Objects.equals(tripsWithStopTimes, that.tripsWithStopTimes)) {
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
                    hash = 31 * hash + Objects.hashCode(directionId);
                    hash = 31 * hash + Objects.hashCode(stopIds);
                    hash = 31 * hash + Objects.hashCode(tripHeadsigns);
                    hash = 31 * hash + Objects.hashCode(tripIds);
                    hash = 31 * hash + Objects.hashCode(tripsWithStopTimes);
                    hash = 31 * hash + Objects.hashCode(additionalProperties);
                    return hash;
                }

                @Override
                public String toString() {
                    StringBuilder out = new StringBuilder("StopTripGrouping{");
                    out.append("directionId=").append(directionId);
                    out.append(", stopIds=").append(stopIds);
                    out.append(", tripHeadsigns=").append(tripHeadsigns);
                    out.append(", tripIds=").append(tripIds);
                    out.append(", tripsWithStopTimes=").append(tripsWithStopTimes);
                    out.append(", additionalProperties=").append(additionalProperties);
                    return out.append('}').toString();
                }

                @JsonDeserialize(builder = TripsWithStopTime.Builder.class)
                @JsonAutoDetect(
                        getterVisibility = JsonAutoDetect.Visibility.NONE,
                        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                        setterVisibility = JsonAutoDetect.Visibility.NONE,
                        creatorVisibility = JsonAutoDetect.Visibility.NONE,
                        fieldVisibility = JsonAutoDetect.Visibility.NONE)
                public static final class TripsWithStopTime {

                    private final JsonField<String> tripId;
                    private final JsonField<List<StopTime>> stopTimes;
                    private final Map<String, JsonValue> additionalProperties;
                    private volatile boolean validated;

                    private TripsWithStopTime(Builder builder) {
                        this.tripId = builder.tripId;
                        this.stopTimes = builder.stopTimes;
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

                    public List<StopTime> stopTimes() {
                        return stopTimes.getRequired("stopTimes");
                    }

                    @JsonProperty("stopTimes")
                    @ExcludeMissing
                    public JsonField<List<StopTime>> _stopTimes() {
                        return stopTimes;
                    }

                    @JsonAnyGetter
                    @ExcludeMissing
                    public Map<String, JsonValue> _additionalProperties() {
                        return additionalProperties;
                    }

                    public TripsWithStopTime validate() {
                        if (validated) {
                            return this;
                        }
                        tripId();
                        stopTimes().forEach(item -> item.validate());
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
                        private JsonField<List<StopTime>> stopTimes = JsonField.missing();
                        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                        private Builder() {}

                        private Builder(TripsWithStopTime source) {
                            this.tripId = source.tripId;
                            this.stopTimes = source.stopTimes;
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

                        public Builder stopTimes(List<StopTime> stopTimes) {
                            return stopTimes(JsonField.of(stopTimes));
                        }

                        @JsonProperty("stopTimes")
                        public Builder stopTimes(JsonField<List<StopTime>> stopTimes) {
                            this.stopTimes = stopTimes;
                            return this;
                        }

                        public Builder addStopTime(StopTime item) {
                            List<StopTime> list =
                                    this.stopTimes == null || this.stopTimes.isMissing()
                                            ? new ArrayList<>()
                                            : new ArrayList<>(
                                                    Utils.checkKnown("stopTimes", this.stopTimes));
                            list.add(item);
                            this.stopTimes = JsonField.of(list);
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

                        public TripsWithStopTime build() {
                            Utils.checkRequired("tripId", tripId.isMissing() ? null : tripId);
                            Utils.checkRequired(
                                    "stopTimes", stopTimes.isMissing() ? null : stopTimes);
                            return new TripsWithStopTime(this);
                        }

                        private TripsWithStopTime buildFromJson() {
                            return new TripsWithStopTime(this);
                        }
                    }

                    @Override
                    public boolean equals(Object other) {
                        if (this == other) {
                            return true;
                        }
                        if (!(other instanceof TripsWithStopTime)) {
                            return false;
                        }
                        TripsWithStopTime that = (TripsWithStopTime) other;
                        if (!Objects.equals(tripId, that.tripId)) {
                            return false;
                        }
                        if (!Objects.equals(stopTimes, that.stopTimes)) {
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
                        hash = 31 * hash + Objects.hashCode(stopTimes);
                        hash = 31 * hash + Objects.hashCode(additionalProperties);
                        return hash;
                    }

                    @Override
                    public String toString() {
                        StringBuilder out = new StringBuilder("TripsWithStopTime{");
                        out.append("tripId=").append(tripId);
                        out.append(", stopTimes=").append(stopTimes);
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

                        private final JsonField<Boolean> arrivalEnabled;
                        private final JsonField<Long> arrivalTime;
                        private final JsonField<Boolean> departureEnabled;
                        private final JsonField<Long> departureTime;
                        private final JsonField<String> serviceId;
                        private final JsonField<String> stopHeadsign;
                        private final JsonField<String> stopId;
                        private final JsonField<String> tripId;
                        private final Map<String, JsonValue> additionalProperties;
                        private volatile boolean validated;

                        private StopTime(Builder builder) {
                            this.arrivalEnabled = builder.arrivalEnabled;
                            this.arrivalTime = builder.arrivalTime;
                            this.departureEnabled = builder.departureEnabled;
                            this.departureTime = builder.departureTime;
                            this.serviceId = builder.serviceId;
                            this.stopHeadsign = builder.stopHeadsign;
                            this.stopId = builder.stopId;
                            this.tripId = builder.tripId;
                            this.additionalProperties =
                                    Utils.toImmutable(builder.additionalProperties);
                        }

                        public Boolean arrivalEnabled() {
                            return arrivalEnabled.getRequired("arrivalEnabled");
                        }

                        @JsonProperty("arrivalEnabled")
                        @ExcludeMissing
                        public JsonField<Boolean> _arrivalEnabled() {
                            return arrivalEnabled;
                        }

                        public Long arrivalTime() {
                            return arrivalTime.getRequired("arrivalTime");
                        }

                        @JsonProperty("arrivalTime")
                        @ExcludeMissing
                        public JsonField<Long> _arrivalTime() {
                            return arrivalTime;
                        }

                        public Boolean departureEnabled() {
                            return departureEnabled.getRequired("departureEnabled");
                        }

                        @JsonProperty("departureEnabled")
                        @ExcludeMissing
                        public JsonField<Boolean> _departureEnabled() {
                            return departureEnabled;
                        }

                        public Long departureTime() {
                            return departureTime.getRequired("departureTime");
                        }

                        @JsonProperty("departureTime")
                        @ExcludeMissing
                        public JsonField<Long> _departureTime() {
                            return departureTime;
                        }

                        public Optional<String> serviceId() {
                            return serviceId.getOptional("serviceId");
                        }

                        @JsonProperty("serviceId")
                        @ExcludeMissing
                        public JsonField<String> _serviceId() {
                            return serviceId;
                        }

                        public Optional<String> stopHeadsign() {
                            return stopHeadsign.getOptional("stopHeadsign");
                        }

                        @JsonProperty("stopHeadsign")
                        @ExcludeMissing
                        public JsonField<String> _stopHeadsign() {
                            return stopHeadsign;
                        }

                        public String stopId() {
                            return stopId.getRequired("stopId");
                        }

                        @JsonProperty("stopId")
                        @ExcludeMissing
                        public JsonField<String> _stopId() {
                            return stopId;
                        }

                        public String tripId() {
                            return tripId.getRequired("tripId");
                        }

                        @JsonProperty("tripId")
                        @ExcludeMissing
                        public JsonField<String> _tripId() {
                            return tripId;
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
                            arrivalEnabled();
                            arrivalTime();
                            departureEnabled();
                            departureTime();
                            serviceId();
                            stopHeadsign();
                            stopId();
                            tripId();
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

                            private JsonField<Boolean> arrivalEnabled = JsonField.missing();
                            private JsonField<Long> arrivalTime = JsonField.missing();
                            private JsonField<Boolean> departureEnabled = JsonField.missing();
                            private JsonField<Long> departureTime = JsonField.missing();
                            private JsonField<String> serviceId = JsonField.missing();
                            private JsonField<String> stopHeadsign = JsonField.missing();
                            private JsonField<String> stopId = JsonField.missing();
                            private JsonField<String> tripId = JsonField.missing();
                            private Map<String, JsonValue> additionalProperties =
                                    new LinkedHashMap<>();

                            private Builder() {}

                            private Builder(StopTime source) {
                                this.arrivalEnabled = source.arrivalEnabled;
                                this.arrivalTime = source.arrivalTime;
                                this.departureEnabled = source.departureEnabled;
                                this.departureTime = source.departureTime;
                                this.serviceId = source.serviceId;
                                this.stopHeadsign = source.stopHeadsign;
                                this.stopId = source.stopId;
                                this.tripId = source.tripId;
                                additionalProperties =
                                        new LinkedHashMap<>(source.additionalProperties);
                            }

                            public Builder arrivalEnabled(Boolean arrivalEnabled) {
                                return arrivalEnabled(JsonField.of(arrivalEnabled));
                            }

                            @JsonProperty("arrivalEnabled")
                            public Builder arrivalEnabled(JsonField<Boolean> arrivalEnabled) {
                                this.arrivalEnabled = arrivalEnabled;
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

                            public Builder departureEnabled(Boolean departureEnabled) {
                                return departureEnabled(JsonField.of(departureEnabled));
                            }

                            @JsonProperty("departureEnabled")
                            public Builder departureEnabled(JsonField<Boolean> departureEnabled) {
                                this.departureEnabled = departureEnabled;
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

                            public Builder serviceId(String serviceId) {
                                return serviceId(JsonField.ofNullable(serviceId));
                            }

                            public Builder serviceId(Optional<String> serviceId) {
                                return serviceId(serviceId.orElse(null));
                            }

                            @JsonProperty("serviceId")
                            public Builder serviceId(JsonField<String> serviceId) {
                                this.serviceId = serviceId;
                                return this;
                            }

                            public Builder stopHeadsign(String stopHeadsign) {
                                return stopHeadsign(JsonField.ofNullable(stopHeadsign));
                            }

                            public Builder stopHeadsign(Optional<String> stopHeadsign) {
                                return stopHeadsign(stopHeadsign.orElse(null));
                            }

                            @JsonProperty("stopHeadsign")
                            public Builder stopHeadsign(JsonField<String> stopHeadsign) {
                                this.stopHeadsign = stopHeadsign;
                                return this;
                            }

                            public Builder stopId(String stopId) {
                                return stopId(JsonField.of(stopId));
                            }

                            @JsonProperty("stopId")
                            public Builder stopId(JsonField<String> stopId) {
                                this.stopId = stopId;
                                return this;
                            }

                            public Builder tripId(String tripId) {
                                return tripId(JsonField.of(tripId));
                            }

                            @JsonProperty("tripId")
                            public Builder tripId(JsonField<String> tripId) {
                                this.tripId = tripId;
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
                                        "arrivalEnabled",
                                        arrivalEnabled.isMissing() ? null : arrivalEnabled);
                                Utils.checkRequired(
                                        "arrivalTime",
                                        arrivalTime.isMissing() ? null : arrivalTime);
                                Utils.checkRequired(
                                        "departureEnabled",
                                        departureEnabled.isMissing() ? null : departureEnabled);
                                Utils.checkRequired(
                                        "departureTime",
                                        departureTime.isMissing() ? null : departureTime);
                                Utils.checkRequired("stopId", stopId.isMissing() ? null : stopId);
                                Utils.checkRequired("tripId", tripId.isMissing() ? null : tripId);
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
                            if (!Objects.equals(arrivalEnabled, that.arrivalEnabled)) {
                                return false;
                            }
                            if (!Objects.equals(arrivalTime, that.arrivalTime)) {
                                return false;
                            }
                            if (!Objects.equals(departureEnabled, that.departureEnabled)) {
                                return false;
                            }
                            if (!Objects.equals(departureTime, that.departureTime)) {
                                return false;
                            }
                            if (!Objects.equals(serviceId, that.serviceId)) {
                                return false;
                            }
                            if (!Objects.equals(stopHeadsign, that.stopHeadsign)) {
                                return false;
                            }
                            if (!Objects.equals(stopId, that.stopId)) {
                                return false;
                            }
                            if (!Objects.equals(tripId, that.tripId)) {
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
                            hash = 31 * hash + Objects.hashCode(arrivalEnabled);
                            hash = 31 * hash + Objects.hashCode(arrivalTime);
                            hash = 31 * hash + Objects.hashCode(departureEnabled);
                            hash = 31 * hash + Objects.hashCode(departureTime);
                            hash = 31 * hash + Objects.hashCode(serviceId);
                            hash = 31 * hash + Objects.hashCode(stopHeadsign);
                            hash = 31 * hash + Objects.hashCode(stopId);
                            hash = 31 * hash + Objects.hashCode(tripId);
                            hash = 31 * hash + Objects.hashCode(additionalProperties);
                            return hash;
                        }

                        @Override
                        public String toString() {
                            StringBuilder out = new StringBuilder("StopTime{");
                            out.append("arrivalEnabled=").append(arrivalEnabled);
                            out.append(", arrivalTime=").append(arrivalTime);
                            out.append(", departureEnabled=").append(departureEnabled);
                            out.append(", departureTime=").append(departureTime);
                            out.append(", serviceId=").append(serviceId);
                            out.append(", stopHeadsign=").append(stopHeadsign);
                            out.append(", stopId=").append(stopId);
                            out.append(", tripId=").append(tripId);
                            out.append(", additionalProperties=").append(additionalProperties);
                            return out.append('}').toString();
                        }
                    }
                }
            }
        }
    }
}
