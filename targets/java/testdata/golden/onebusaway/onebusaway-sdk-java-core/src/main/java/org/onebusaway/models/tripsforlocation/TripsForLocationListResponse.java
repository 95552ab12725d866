// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.tripsforlocation;

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
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(builder = TripsForLocationListResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class TripsForLocationListResponse {

    private final JsonField<Long> code;
    private final JsonField<Long> currentTime;
    private final JsonField<String> text;
    private final JsonField<Long> version;
    private final JsonField<Data> data;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private TripsForLocationListResponse(Builder builder) {
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

    public TripsForLocationListResponse validate() {
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

        private Builder(TripsForLocationListResponse source) {
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

        public TripsForLocationListResponse build() {
            Utils.checkRequired("code", code.isMissing() ? null : code);
            Utils.checkRequired("currentTime", currentTime.isMissing() ? null : currentTime);
            Utils.checkRequired("text", text.isMissing() ? null : text);
            Utils.checkRequired("version", version.isMissing() ? null : version);
            Utils.checkRequired("data", data.isMissing() ? null : data);
            return new TripsForLocationListResponse(this);
        }

        private TripsForLocationListResponse buildFromJson() {
            return new TripsForLocationListResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof TripsForLocationListResponse)) {
            return false;
        }
        TripsForLocationListResponse that = (TripsForLocationListResponse) other;
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
        StringBuilder out = new StringBuilder("TripsForLocationListResponse{");
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

        private final JsonField<Boolean> limitExceeded;
        private final JsonField<java.util.List<List>> list;
        private final JsonField<Boolean> outOfRange;
        private final JsonField<References> references;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Data(Builder builder) {
            this.limitExceeded = builder.limitExceeded;
            this.list = builder.list;
            this.outOfRange = builder.outOfRange;
            this.references = builder.references;
            this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
        }

        public Optional<Boolean> limitExceeded() {
            return limitExceeded.getOptional("limitExceeded");
        }

        @JsonProperty("limitExceeded")
        @ExcludeMissing
        public JsonField<Boolean> _limitExceeded() {
            return limitExceeded;
        }

        public java.util.List<List> list() {
            return list.getRequired("list");
        }

        @JsonProperty("list")
        @ExcludeMissing
        public JsonField<java.util.List<List>> _list() {
            return list;
        }

        public Optional<Boolean> outOfRange() {
            return outOfRange.getOptional("outOfRange");
        }

        @JsonProperty("outOfRange")
        @ExcludeMissing
        public JsonField<Boolean> _outOfRange() {
            return outOfRange;
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
            limitExceeded();
            list().forEach(item -> item.validate());
            outOfRange();
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

            private JsonField<Boolean> limitExceeded = JsonField.missing();
            private JsonField<java.util.List<List>> list = JsonField.missing();
            private JsonField<Boolean> outOfRange = JsonField.missing();
            private JsonField<References> references = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Data source) {
                this.limitExceeded = source.limitExceeded;
                this.list = source.list;
                this.outOfRange = source.outOfRange;
                this.references = source.references;
                additionalProperties = new LinkedHashMap<>(source.additionalProperties);
            }

            public Builder limitExceeded(Boolean limitExceeded) {
                return limitExceeded(JsonField.ofNullable(limitExceeded));
            }

            public Builder limitExceeded(Optional<Boolean> limitExceeded) {
                return limitExceeded(limitExceeded.orElse(null));
            }

            @JsonProperty("limitExceeded")
            public Builder limitExceeded(JsonField<Boolean> limitExceeded) {
                this.limitExceeded = limitExceeded;
                return this;
            }

            public Builder list(java.util.List<List> list) {
                return list(JsonField.of(list));
            }

            @JsonProperty("list")
            public Builder list(JsonField<java.util.List<List>> list) {
                this.list = list;
                return this;
            }

            public Builder addList(List item) {
                java.util.List<List> list =
                        this.list == null || this.list.isMissing()
                                ? new ArrayList<>()
                                : new ArrayList<>(Utils.checkKnown("list", this.list));
                list.add(item);
                this.list = JsonField.of(list);
                return this;
            }

            public Builder outOfRange(Boolean outOfRange) {
                return outOfRange(JsonField.ofNullable(outOfRange));
            }

            public Builder outOfRange(Optional<Boolean> outOfRange) {
                return outOfRange(outOfRange.orElse(null));
            }

            @JsonProperty("outOfRange")
            public Builder outOfRange(JsonField<Boolean> outOfRange) {
                this.outOfRange = outOfRange;
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
                Utils.checkRequired("list", list.isMissing() ? null : list);
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
            if (!Objects.equals(limitExceeded, that.limitExceeded)) {
                return false;
            }
            if (!Objects.equals(list, that.list)) {
                return false;
            }
            if (!Objects.equals(outOfRange, that.outOfRange)) {
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
            hash = 31 * hash + Objects.hashCode(limitExceeded);
            hash = 31 * hash + Objects.hashCode(list);
            hash = 31 * hash + Objects.hashCode(outOfRange);
            hash = 31 * hash + Objects.hashCode(references);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Data{");
            out.append("limitExceeded=").append(limitExceeded);
            out.append(", list=").append(list);
            out.append(", outOfRange=").append(outOfRange);
            out.append(", references=").append(references);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }

        @JsonDeserialize(builder = List.Builder.class)
        @JsonAutoDetect(
                getterVisibility = JsonAutoDetect.Visibility.NONE,
                isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                setterVisibility = JsonAutoDetect.Visibility.NONE,
                creatorVisibility = JsonAutoDetect.Visibility.NONE,
                fieldVisibility = JsonAutoDetect.Visibility.NONE)
        public static final class List {

            private final JsonField<String> frequency;
            private final JsonField<Long> serviceDate;
            private final JsonField<java.util.List<String>> situationIds;
            private final JsonField<String> tripId;
            private final JsonField<Schedule> schedule;
            private final JsonField<Status> status;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private List(Builder builder) {
                this.frequency = builder.frequency;
                this.serviceDate = builder.serviceDate;
                this.situationIds = builder.situationIds;
                this.tripId = builder.tripId;
                this.schedule = builder.schedule;
                this.status = builder.status;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<String> frequency() {
                return frequency.getOptional("frequency");
            }

            @JsonProperty("frequency")
            @ExcludeMissing
            public JsonField<String> _frequency() {
                return frequency;
            }

            public Optional<Long> serviceDate() {
                return serviceDate.getOptional("serviceDate");
            }

            @JsonProperty("serviceDate")
            @ExcludeMissing
            public JsonField<Long> _serviceDate() {
                return serviceDate;
            }

            public Optional<java.util.List<String>> situationIds() {
                return situationIds.getOptional("situationIds");
            }

            @JsonProperty("situationIds")
            @ExcludeMissing
            public JsonField<java.util.List<String>> _situationIds() {
                return situationIds;
            }

            public String tripId() {
                return tripId.getRequired("tripId");
            }

            @JsonProperty("tripId")
            @ExcludeMissing
            public JsonField<String> _tripId() {
                return tripId;
            }

            public Optional<Schedule> schedule() {
                return schedule.getOptional("schedule");
            }

            @JsonProperty("schedule")
            @ExcludeMissing
            public JsonField<Schedule> _schedule() {
                return schedule;
            }

            public Status status() {
                return status.getRequired("status");
            }

            @JsonProperty("status")
            @ExcludeMissing
            public JsonField<Status> _status() {
                return status;
            }

            @JsonAnyGetter
            @ExcludeMissing
            public Map<String, JsonValue> _additionalProperties() {
                return additionalProperties;
            }

            public List validate() {
                if (validated) {
                    return this;
                }
                frequency();
                serviceDate();
                situationIds();
                tripId();
                schedule().ifPresent(value -> value.validate());
                status().validate();
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

                private JsonField<String> frequency = JsonField.missing();
                private JsonField<Long> serviceDate = JsonField.missing();
                private JsonField<java.util.List<String>> situationIds = JsonField.missing();
                private JsonField<String> tripId = JsonField.missing();
                private JsonField<Schedule> schedule = JsonField.missing();
                private JsonField<Status> status = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(List source) {
                    this.frequency = source.frequency;
                    this.serviceDate = source.serviceDate;
                    this.situationIds = source.situationIds;
                    this.tripId = source.tripId;
                    this.schedule = source.schedule;
                    this.status = source.status;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder frequency(String frequency) {
                    return frequency(JsonField.ofNullable(frequency));
                }

                public Builder frequency(Optional<String> frequency) {
                    return frequency(frequency.orElse(null));
                }

                @JsonProperty("frequency")
                public Builder frequency(JsonField<String> frequency) {
                    this.frequency = frequency;
                    return this;
                }

                public Builder serviceDate(Long serviceDate) {
                    return serviceDate(JsonField.ofNullable(serviceDate));
                }

                public Builder serviceDate(Optional<Long> serviceDate) {
                    return serviceDate(serviceDate.orElse(null));
                }

                @JsonProperty("serviceDate")
                public Builder serviceDate(JsonField<Long> serviceDate) {
                    this.serviceDate = serviceDate;
                    return this;
                }

                public Builder situationIds(java.util.List<String> situationIds) {
                    return situationIds(JsonField.ofNullable(situationIds));
                }

                public Builder situationIds(Optional<java.util.List<String>> situationIds) {
                    return situationIds(situationIds.orElse(null));
                }

                @JsonProperty("situationIds")
                public Builder situationIds(JsonField<java.util.List<String>> situationIds) {
                    this.situationIds = situationIds;
                    return this;
                }

                public Builder addSituationId(String item) {
                    java.util.List<String> list =
                            this.situationIds == null || this.situationIds.isMissing()
                                    ? new ArrayList<>()
                                    : new ArrayList<>(
                                            Utils.checkKnown("situationIds", this.situationIds));
                    list.add(item);
                    this.situationIds = JsonField.of(list);
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

                public Builder schedule(Schedule schedule) {
                    return schedule(JsonField.ofNullable(schedule));
                }

                public Builder schedule(Optional<Schedule> schedule) {
                    return schedule(schedule.orElse(null));
                }

                @JsonProperty("schedule")
                public Builder schedule(JsonField<Schedule> schedule) {
                    this.schedule = schedule;
                    return this;
                }

                public Builder status(Status status) {
                    return status(JsonField.of(status));
                }

                @JsonProperty("status")
                public Builder status(JsonField<Status> status) {
                    this.status = status;
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

                public List build() {
                    Utils.checkRequired("tripId", tripId.isMissing() ? null : tripId);
                    Utils.checkRequired("schedule", schedule.isMissing() ? null : schedule);
                    Utils.checkRequired("status", status.isMissing() ? null : status);
                    return new List(this);
                }

                private List buildFromJson() {
                    return new List(this);
                }
            }

            @Override
            public boolean equals(Object other) {
                if (this == other) {
                    return true;
                }
                if (!(other instanceof List)) {
                    return false;
                }
                List that = (List) other;
                if (!Objects.equals(frequency, that.frequency)) {
                    return false;
                }
                if (!Objects.equals(serviceDate, that.serviceDate)) {
                    return false;
                }
                if (!Objects.equals(situationIds, that.situationIds)) {
                    return false;
                }
                if (!Objects.equals(tripId, that.tripId)) {
                    return false;
                }
                if (!Objects.equals(schedule, that.schedule)) {
                    return false;
                }
                if (!Objects.equals(status, that.status)) {
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
                hash = 31 * hash + Objects.hashCode(frequency);
                hash = 31 * hash + Objects.hashCode(serviceDate);
                hash = 31 * hash + Objects.hashCode(situationIds);
                hash = 31 * hash + Objects.hashCode(tripId);
                hash = 31 * hash + Objects.hashCode(schedule);
                hash = 31 * hash + Objects.hashCode(status);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("List{");
                out.append("frequency=").append(frequency);
                out.append(", serviceDate=").append(serviceDate);
                out.append(", situationIds=").append(situationIds);
                out.append(", tripId=").append(tripId);
                out.append(", schedule=").append(schedule);
                out.append(", status=").append(status);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }

            @JsonDeserialize(builder = Schedule.Builder.class)
            @JsonAutoDetect(
                    getterVisibility = JsonAutoDetect.Visibility.NONE,
                    isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                    setterVisibility = JsonAutoDetect.Visibility.NONE,
                    creatorVisibility = JsonAutoDetect.Visibility.NONE,
                    fieldVisibility = JsonAutoDetect.Visibility.NONE)
            public static final class Schedule {

                private final JsonField<String> frequency;
                private final JsonField<String> nextTripId;
                private final JsonField<String> previousTripId;
                private final JsonField<java.util.List<StopTime>> stopTimes;
                private final JsonField<String> timeZone;
                private final Map<String, JsonValue> additionalProperties;
                private volatile boolean validated;

                private Schedule(Builder builder) {
                    this.frequency = builder.frequency;
                    this.nextTripId = builder.nextTripId;
                    this.previousTripId = builder.previousTripId;
                    this.stopTimes = builder.stopTimes;
                    this.timeZone = builder.timeZone;
                    this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                }

                public Optional<String> frequency() {
                    return frequency.getOptional("frequency");
                }

                @JsonProperty("frequency")
                @ExcludeMissing
                public JsonField<String> _frequency() {
                    return frequency;
                }

                public String nextTripId() {
                    return nextTripId.getRequired("nextTripId");
                }

                @JsonProperty("nextTripId")
                @ExcludeMissing
                public JsonField<String> _nextTripId() {
                    return nextTripId;
                }

                public String previousTripId() {
                    return previousTripId.getRequired("previousTripId");
                }

                @JsonProperty("previousTripId")
                @ExcludeMissing
                public JsonField<String> _previousTripId() {
                    return previousTripId;
                }

                public java.util.List<StopTime> stopTimes() {
                    return stopTimes.getRequired("stopTimes");
                }

                @JsonProperty("stopTimes")
                @ExcludeMissing
                public JsonField<java.util.List<StopTime>> _stopTimes() {
                    return stopTimes;
                }

                public String timeZone() {
                    return timeZone.getRequired("timeZone");
                }

                @JsonProperty("timeZone")
                @ExcludeMissing
                public JsonField<String> _timeZone() {
                    return timeZone;
                }

                @JsonAnyGetter
                @ExcludeMissing
                public Map<String, JsonValue> _additionalProperties() {
                    return additionalProperties;
                }

                public Schedule validate() {
                    if (validated) {
                        return this;
                    }
                    frequency();
                    nextTripId();
                    previousTripId();
                    stopTimes().forEach(item -> item.validate());
                    timeZone();
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

                    private JsonField<String> frequency = JsonField.missing();
                    private JsonField<String> nextTripId = JsonField.missing();
                    private JsonField<String> previousTripId = JsonField.missing();
                    private JsonField<java.util.List<StopTime>> stopTimes = JsonField.missing();
                    private JsonField<String> timeZone = JsonField.missing();
                    private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                    private Builder() {}

                    private Builder(Schedule source) {
                        this.frequency = source.frequency;
                        this.nextTripId = source.nextTripId;
                        this.previousTripId = source.previousTripId;
                        this.stopTimes = source.stopTimes;
                        this.timeZone = source.timeZone;
                        additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                    }

                    public Builder frequency(String frequency) {
                        return frequency(JsonField.ofNullable(frequency));
                    }

                    public Builder frequency(Optional<String> frequency) {
                        return frequency(frequency.orElse(null));
                    }

                    @JsonProperty("frequency")
                    public Builder frequency(JsonField<String> frequency) {
                        this.frequency = frequency;
                        return this;
                    }

                    public Builder nextTripId(String nextTripId) {
                        return nextTripId(JsonField.of(nextTripId));
                    }

                    @JsonProperty("nextTripId")
                    public Builder nextTripId(JsonField<String> nextTripId) {
                        this.nextTripId = nextTripId;
                        return this;
                    }

                    public Builder previousTripId(String previousTripId) {
                        return previousTripId(JsonField.of(previousTripId));
                    }

                    @JsonProperty("previousTripId")
                    public Builder previousTripId(JsonField<String> previousTripId) {
                        this.previousTripId = previousTripId;
                        return this;
                    }

                    public Builder stopTimes(java.util.List<StopTime> stopTimes) {
                        return stopTimes(JsonField.of(stopTimes));
                    }

                    @JsonProperty("stopTimes")
                    public Builder stopTimes(JsonField<java.util.List<StopTime>> stopTimes) {
                        this.stopTimes = stopTimes;
                        return this;
                    }

                    public Builder addStopTime(StopTime item) {
                        java.util.List<StopTime> list =
                                this.stopTimes == null || this.stopTimes.isMissing()
                                        ? new ArrayList<>()
                                        : new ArrayList<>(
                                                Utils.checkKnown("stopTimes", this.stopTimes));
                        list.add(item);
                        this.stopTimes = JsonField.of(list);
                        return this;
                    }

                    public Builder timeZone(String timeZone) {
                        return timeZone(JsonField.of(timeZone));
                    }

                    @JsonProperty("timeZone")
                    public Builder timeZone(JsonField<String> timeZone) {
                        this.timeZone = timeZone;
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

                    public Schedule build() {
                        Utils.checkRequired(
                                "nextTripId", nextTripId.isMissing() ? null : nextTripId);
                        Utils.checkRequired(
                                "previousTripId",
                                previousTripId.isMissing() ? null : previousTripId);
                        Utils.checkRequired("stopTimes", stopTimes.isMissing() ? null : stopTimes);
                        Utils.checkRequired("timeZone", timeZone.isMissing() ? null : timeZone);
                        return new Schedule(this);
                    }

                    private Schedule buildFromJson() {
                        return new Schedule(this);
                    }
                }

                @Override
                public boolean equals(Object other) {
                    if (this == other) {
                        return true;
                    }
                    if (!(other instanceof Schedule)) {
                        return false;
                    }
                    Schedule that = (Schedule) other;
                    if (!Objects.equals(frequency, that.frequency)) {
                        return false;
                    }
                    if (!Objects.equals(nextTripId, that.nextTripId)) {
                        return false;
                    }
                    if (!Objects.equals(previousTripId, that.previousTripId)) {
                        return false;
                    }
                    if (!Objects.equals(stopTimes, that.stopTimes)) {
                        return false;
                    }
                    if (!Objects.equals(timeZone, that.timeZone)) {
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
                    hash = 31 * hash + Objects.hashCode(frequency);
                    hash = 31 * hash + Objects.hashCode(nextTripId);
                    hash = 31 * hash + Objects.hashCode(previousTripId);
                    hash = 31 * hash + Objects.hashCode(stopTimes);
                    hash = 31 * hash + Objects.hashCode(timeZone);
                    hash = 31 * hash + Objects.hashCode(additionalProperties);
                    return hash;
                }

                @Override
                public String toString() {
                    StringBuilder out = new StringBuilder("Schedule{");
                    out.append("frequency=").append(frequency);
                    out.append(", nextTripId=").append(nextTripId);
                    out.append(", previousTripId=").append(previousTripId);
                    out.append(", stopTimes=").append(stopTimes);
                    out.append(", timeZone=").append(timeZone);
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

                    private final JsonField<Long> arrivalTime;
                    private final JsonField<Long> departureTime;
                    private final JsonField<Double> distanceAlongTrip;
                    private final JsonField<String> historicalOccupancy;
                    private final JsonField<String> stopHeadsign;
                    private final JsonField<String> stopId;
                    private final Map<String, JsonValue> additionalProperties;
                    private volatile boolean validated;

                    private StopTime(Builder builder) {
                        this.arrivalTime = builder.arrivalTime;
                        this.departureTime = builder.departureTime;
                        this.distanceAlongTrip = builder.distanceAlongTrip;
                        this.historicalOccupancy = builder.historicalOccupancy;
                        this.stopHeadsign = builder.stopHeadsign;
                        this.stopId = builder.stopId;
                        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                    }

                    public Optional<Long> arrivalTime() {
                        return arrivalTime.getOptional("arrivalTime");
                    }

                    @JsonProperty("arrivalTime")
                    @ExcludeMissing
                    public JsonField<Long> _arrivalTime() {
                        return arrivalTime;
                    }

                    public Optional<Long> departureTime() {
                        return departureTime.getOptional("departureTime");
                    }

                    @JsonProperty("departureTime")
                    @ExcludeMissing
                    public JsonField<Long> _departureTime() {
                        return departureTime;
                    }

                    public Optional<Double> distanceAlongTrip() {
                        return distanceAlongTrip.getOptional("distanceAlongTrip");
                    }

                    @JsonProperty("distanceAlongTrip")
                    @ExcludeMissing
                    public JsonField<Double> _distanceAlongTrip() {
                        return distanceAlongTrip;
                    }

                    public Optional<String> historicalOccupancy() {
                        return historicalOccupancy.getOptional("historicalOccupancy");
                    }

                    @JsonProperty("historicalOccupancy")
                    @ExcludeMissing
                    public JsonField<String> _historicalOccupancy() {
                        return historicalOccupancy;
                    }

                    public Optional<String> stopHeadsign() {
                        return stopHeadsign.getOptional("stopHeadsign");
                    }

                    @JsonProperty("stopHeadsign")
                    @ExcludeMissing
                    public JsonField<String> _stopHeadsign() {
                        return stopHeadsign;
                    }

                    public Optional<String> stopId() {
                        return stopId.getOptional("stopId");
                    }

                    @JsonProperty("stopId")
                    @ExcludeMissing
                    public JsonField<String> _stopId() {
                        return stopId;
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
                        arrivalTime();
                        departureTime();
                        distanceAlongTrip();
                        historicalOccupancy();
                        stopHeadsign();
                        stopId();
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

                        private JsonField<Long> arrivalTime = JsonField.missing();
                        private JsonField<Long> departureTime = JsonField.missing();
                        private JsonField<Double> distanceAlongTrip = JsonField.missing();
                        private JsonField<String> historicalOccupancy = JsonField.missing();
                        private JsonField<String> stopHeadsign = JsonField.missing();
                        private JsonField<String> stopId = JsonField.missing();
                        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                        private Builder() {}

                        private Builder(StopTime source) {
                            this.arrivalTime = source.arrivalTime;
                            this.departureTime = source.departureTime;
                            this.distanceAlongTrip = source.distanceAlongTrip;
                            this.historicalOccupancy = source.historicalOccupancy;
                            this.stopHeadsign = source.stopHeadsign;
                            this.stopId = source.stopId;
                            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                        }

                        public Builder arrivalTime(Long arrivalTime) {
                            return arrivalTime(JsonField.ofNullable(arrivalTime));
                        }

                        public Builder arrivalTime(Optional<Long> arrivalTime) {
                            return arrivalTime(arrivalTime.orElse(null));
                        }

                        @JsonProperty("arrivalTime")
                        public Builder arrivalTime(JsonField<Long> arrivalTime) {
                            this.arrivalTime = arrivalTime;
                            return this;
                        }

                        public Builder departureTime(Long departureTime) {
                            return departureTime(JsonField.ofNullable(departureTime));
                        }

                        public Builder departureTime(Optional<Long> departureTime) {
                            return departureTime(departureTime.orElse(null));
                        }

                        @JsonProperty("departureTime")
                        public Builder departureTime(JsonField<Long> departureTime) {
                            this.departureTime = departureTime;
                            return this;
                        }

                        public Builder distanceAlongTrip(Double distanceAlongTrip) {
                            return distanceAlongTrip(JsonField.ofNullable(distanceAlongTrip));
                        }

                        public Builder distanceAlongTrip(Optional<Double> distanceAlongTrip) {
                            return distanceAlongTrip(distanceAlongTrip.orElse(null));
                        }

                        @JsonProperty("distanceAlongTrip")
                        public Builder distanceAlongTrip(JsonField<Double> distanceAlongTrip) {
                            this.distanceAlongTrip = distanceAlongTrip;
                            return this;
                        }

                        public Builder historicalOccupancy(String historicalOccupancy) {
                            return historicalOccupancy(JsonField.ofNullable(historicalOccupancy));
                        }

                        public Builder historicalOccupancy(Optional<String> historicalOccupancy) {
                            return historicalOccupancy(historicalOccupancy.orElse(null));
                        }

                        @JsonProperty("historicalOccupancy")
                        public Builder historicalOccupancy(JsonField<String> historicalOccupancy) {
                            this.historicalOccupancy = historicalOccupancy;
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
                            return stopId(JsonField.ofNullable(stopId));
                        }

                        public Builder stopId(Optional<String> stopId) {
                            return stopId(stopId.orElse(null));
                        }

                        @JsonProperty("stopId")
                        public Builder stopId(JsonField<String> stopId) {
                            this.stopId = stopId;
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
                        if (!Objects.equals(arrivalTime, that.arrivalTime)) {
                            return false;
                        }
                        if (!Objects.equals(departureTime, that.departureTime)) {
                            return false;
                        }
                        if (!Objects.equals(distanceAlongTrip, that.distanceAlongTrip)) {
                            return false;
                        }
                        if (!Objects.equals(historicalOccupancy, that.historicalOccupancy)) {
                            return false;
                        }
                        if (!Objects.equals(stopHeadsign, that.stopHeadsign)) {
                            return false;
                        }
                        if (!Objects.equals(stopId, that.stopId)) {
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
                        hash = 31 * hash + Objects.hashCode(arrivalTime);
                        hash = 31 * hash + Objects.hashCode(departureTime);
                        hash = 31 * hash + Objects.hashCode(distanceAlongTrip);
                        hash = 31 * hash + Objects.hashCode(historicalOccupancy);
                        hash = 31 * hash + Objects.hashCode(stopHeadsign);
                        hash = 31 * hash + Objects.hashCode(stopId);
                        hash = 31 * hash + Objects.hashCode(additionalProperties);
                        return hash;
                    }

                    @Override
                    public String toString() {
                        StringBuilder out = new StringBuilder("StopTime{");
                        out.append("arrivalTime=").append(arrivalTime);
                        out.append(", departureTime=").append(departureTime);
                        out.append(", distanceAlongTrip=").append(distanceAlongTrip);
                        out.append(", historicalOccupancy=").append(historicalOccupancy);
                        out.append(", stopHeadsign=").append(stopHeadsign);
                        out.append(", stopId=").append(stopId);
                        out.append(", additionalProperties=").append(additionalProperties);
                        return out.append('}').toString();
                    }
                }
            }

            @JsonDeserialize(builder = Status.Builder.class)
            @JsonAutoDetect(
                    getterVisibility = JsonAutoDetect.Visibility.NONE,
                    isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                    setterVisibility = JsonAutoDetect.Visibility.NONE,
                    creatorVisibility = JsonAutoDetect.Visibility.NONE,
                    fieldVisibility = JsonAutoDetect.Visibility.NONE)
            public static final class Status {

                private final JsonField<String> activeTripId;
                private final JsonField<Long> blockTripSequence;
                private final JsonField<String> closestStop;
                private final JsonField<Long> closestStopTimeOffset;
                private final JsonField<Double> distanceAlongTrip;
                private final JsonField<String> frequency;
                private final JsonField<Double> lastKnownDistanceAlongTrip;
                private final JsonField<LastKnownLocation> lastKnownLocation;
                private final JsonField<Double> lastKnownOrientation;
                private final JsonField<Long> lastLocationUpdateTime;
                private final JsonField<Long> lastUpdateTime;
                private final JsonField<String> nextStop;
                private final JsonField<Long> nextStopTimeOffset;
                private final JsonField<Long> occupancyCapacity;
                private final JsonField<Long> occupancyCount;
                private final JsonField<String> occupancyStatus;
                private final JsonField<Double> orientation;
                private final JsonField<String> phase;
                private final JsonField<Position> position;
                private final JsonField<Boolean> predicted;
                private final JsonField<Long> scheduleDeviation;
                private final JsonField<Double> scheduledDistanceAlongTrip;
                private final JsonField<Long> serviceDate;
                private final JsonField<java.util.List<String>> situationIds;
                private final JsonField<String> status;
                private final JsonField<Double> totalDistanceAlongTrip;
                private final JsonField<String> vehicleId;
                private final Map<String, JsonValue> additionalProperties;
                private volatile boolean validated;

                private Status(Builder builder) {
                    this.activeTripId = builder.activeTripId;
                    this.blockTripSequence = builder.blockTripSequence;
                    this.closestStop = builder.closestStop;
                    this.closestStopTimeOffset = builder.closestStopTimeOffset;
                    this.distanceAlongTrip = builder.distanceAlongTrip;
                    this.frequency = builder.frequency;
                    this.lastKnownDistanceAlongTrip = builder.lastKnownDistanceAlongTrip;
                    this.lastKnownLocation = builder.lastKnownLocation;
                    this.lastKnownOrientation = builder.lastKnownOrientation;
                    this.lastLocationUpdateTime = builder.lastLocationUpdateTime;
                    this.lastUpdateTime = builder.lastUpdateTime;
                    this.nextStop = builder.nextStop;
                    this.nextStopTimeOffset = builder.nextStopTimeOffset;
                    this.occupancyCapacity = builder.occupancyCapacity;
                    this.occupancyCount = builder.occupancyCount;
                    this.occupancyStatus = builder.occupancyStatus;
                    this.orientation = builder.orientation;
                    this.phase = builder.phase;
                    this.position = builder.position;
                    this.predicted = builder.predicted;
                    this.scheduleDeviation = builder.scheduleDeviation;
                    this.scheduledDistanceAlongTrip = builder.scheduledDistanceAlongTrip;
                    this.serviceDate = builder.serviceDate;
                    this.situationIds = builder.situationIds;
                    this.status = builder.status;
                    this.totalDistanceAlongTrip = builder.totalDistanceAlongTrip;
                    this.vehicleId = builder.vehicleId;
                    this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                }

                public String activeTripId() {
                    return activeTripId.getRequired("activeTripId");
                }

                @JsonProperty("activeTripId")
                @ExcludeMissing
                public JsonField<String> _activeTripId() {
                    return activeTripId;
                }

                public Long blockTripSequence() {
                    return blockTripSequence.getRequired("blockTripSequence");
                }

                @JsonProperty("blockTripSequence")
                @ExcludeMissing
                public JsonField<Long> _blockTripSequence() {
                    return blockTripSequence;
                }

                public String closestStop() {
                    return closestStop.getRequired("closestStop");
                }

                @JsonProperty("closestStop")
                @ExcludeMissing
                public JsonField<String> _closestStop() {
                    return closestStop;
                }

                public Optional<Long> closestStopTimeOffset() {
                    return closestStopTimeOffset.getOptional("closestStopTimeOffset");
                }

                @JsonProperty("closestStopTimeOffset")
                @ExcludeMissing
                public JsonField<Long> _closestStopTimeOffset() {
                    return closestStopTimeOffset;
                }

                public Double distanceAlongTrip() {
                    return distanceAlongTrip.getRequired("distanceAlongTrip");
                }

                @JsonProperty("distanceAlongTrip")
                @ExcludeMissing
                public JsonField<Double> _distanceAlongTrip() {
                    return distanceAlongTrip;
                }

                public Optional<String> frequency() {
                    return frequency.getOptional("frequency");
                }

                @JsonProperty("frequency")
                @ExcludeMissing
                public JsonField<String> _frequency() {
                    return frequency;
                }

                public Double lastKnownDistanceAlongTrip() {
                    return lastKnownDistanceAlongTrip.getRequired("lastKnownDistanceAlongTrip");
                }

                @JsonProperty("lastKnownDistanceAlongTrip")
                @ExcludeMissing
                public JsonField<Double> _lastKnownDistanceAlongTrip() {
                    return lastKnownDistanceAlongTrip;
                }

                public Optional<LastKnownLocation> lastKnownLocation() {
                    return lastKnownLocation.getOptional("lastKnownLocation");
                }

                @JsonProperty("lastKnownLocation")
                @ExcludeMissing
                public JsonField<LastKnownLocation> _lastKnownLocation() {
                    return lastKnownLocation;
                }

                public Optional<Double> lastKnownOrientation() {
                    return lastKnownOrientation.getOptional("lastKnownOrientation");
                }

                @JsonProperty("lastKnownOrientation")
                @ExcludeMissing
                public JsonField<Double> _lastKnownOrientation() {
                    return lastKnownOrientation;
                }

                public Long lastLocationUpdateTime() {
                    return lastLocationUpdateTime.getRequired("lastLocationUpdateTime");
                }

                @JsonProperty("lastLocationUpdateTime")
                @ExcludeMissing
                public JsonField<Long> _lastLocationUpdateTime() {
                    return lastLocationUpdateTime;
                }

                public Long lastUpdateTime() {
                    return lastUpdateTime.getRequired("lastUpdateTime");
                }

                @JsonProperty("lastUpdateTime")
                @ExcludeMissing
                public JsonField<Long> _lastUpdateTime() {
                    return lastUpdateTime;
                }

                public Optional<String> nextStop() {
                    return nextStop.getOptional("nextStop");
                }

                @JsonProperty("nextStop")
                @ExcludeMissing
                public JsonField<String> _nextStop() {
                    return nextStop;
                }

                public Optional<Long> nextStopTimeOffset() {
                    return nextStopTimeOffset.getOptional("nextStopTimeOffset");
                }

                @JsonProperty("nextStopTimeOffset")
                @ExcludeMissing
                public JsonField<Long> _nextStopTimeOffset() {
                    return nextStopTimeOffset;
                }

                public Long occupancyCapacity() {
                    return occupancyCapacity.getRequired("occupancyCapacity");
                }

                @JsonProperty("occupancyCapacity")
                @ExcludeMissing
                public JsonField<Long> _occupancyCapacity() {
                    return occupancyCapacity;
                }

                public Long occupancyCount() {
                    return occupancyCount.getRequired("occupancyCount");
                }

                @JsonProperty("occupancyCount")
                @ExcludeMissing
                public JsonField<Long> _occupancyCount() {
                    return occupancyCount;
                }

                public String occupancyStatus() {
                    return occupancyStatus.getRequired("occupancyStatus");
                }

                @JsonProperty("occupancyStatus")
                @ExcludeMissing
                public JsonField<String> _occupancyStatus() {
                    return occupancyStatus;
                }

                public Optional<Double> orientation() {
                    return orientation.getOptional("orientation");
                }

                @JsonProperty("orientation")
                @ExcludeMissing
                public JsonField<Double> _orientation() {
                    return orientation;
                }

                public String phase() {
                    return phase.getRequired("phase");
                }

                @JsonProperty("phase")
                @ExcludeMissing
                public JsonField<String> _phase() {
                    return phase;
                }

                public Optional<Position> position() {
                    return position.getOptional("position");
                }

                @JsonProperty("position")
                @ExcludeMissing
                public JsonField<Position> _position() {
                    return position;
                }

                public Boolean predicted() {
                    return predicted.getRequired("predicted");
                }

                @JsonProperty("predicted")
                @ExcludeMissing
                public JsonField<Boolean> _predicted() {
                    return predicted;
                }

                public Long scheduleDeviation() {
                    return scheduleDeviation.getRequired("scheduleDeviation");
                }

                @JsonProperty("scheduleDeviation")
                @ExcludeMissing
                public JsonField<Long> _scheduleDeviation() {
                    return scheduleDeviation;
                }

                public Optional<Double> scheduledDistanceAlongTrip() {
                    return scheduledDistanceAlongTrip.getOptional("scheduledDistanceAlongTrip");
                }

                @JsonProperty("scheduledDistanceAlongTrip")
                @ExcludeMissing
                public JsonField<Double> _scheduledDistanceAlongTrip() {
                    return scheduledDistanceAlongTrip;
                }

                public Long serviceDate() {
                    return serviceDate.getRequired("serviceDate");
                }

                @JsonProperty("serviceDate")
                @ExcludeMissing
                public JsonField<Long> _serviceDate() {
                    return serviceDate;
                }

                public Optional<java.util.List<String>> situationIds() {
                    return situationIds.getOptional("situationIds");
                }

                @JsonProperty("situationIds")
                @ExcludeMissing
                public JsonField<java.util.List<String>> _situationIds() {
                    return situationIds;
                }

                public String status() {
                    return status.getRequired("status");
                }

                @JsonProperty("status")
                @ExcludeMissing
                public JsonField<String> _status() {
                    return status;
                }

                public Double totalDistanceAlongTrip() {
                    return totalDistanceAlongTrip.getRequired("totalDistanceAlongTrip");
                }

                @JsonProperty("totalDistanceAlongTrip")
                @ExcludeMissing
                public JsonField<Double> _totalDistanceAlongTrip() {
                    return totalDistanceAlongTrip;
                }

                public Optional<String> vehicleId() {
                    return vehicleId.getOptional("vehicleId");
                }

                @JsonProperty("vehicleId")
                @ExcludeMissing
                public JsonField<String> _vehicleId() {
                    return vehicleId;
                }

                @JsonAnyGetter
                @ExcludeMissing
                public Map<String, JsonValue> _additionalProperties() {
                    return additionalProperties;
                }

                public Status validate() {
                    if (validated) {
                        return this;
                    }
                    activeTripId();
                    blockTripSequence();
                    closestStop();
                    closestStopTimeOffset();
                    distanceAlongTrip();
                    frequency();
                    lastKnownDistanceAlongTrip();
                    lastKnownLocation().ifPresent(value -> value.validate());
                    lastKnownOrientation();
                    lastLocationUpdateTime();
                    lastUpdateTime();
                    nextStop();
                    nextStopTimeOffset();
                    occupancyCapacity();
                    occupancyCount();
                    occupancyStatus();
                    orientation();
                    phase();
                    position().ifPresent(value -> value.validate());
                    predicted();
                    scheduleDeviation();
                    scheduledDistanceAlongTrip();
                    serviceDate();
                    situationIds();
                    status();
                    totalDistanceAlongTrip();
                    vehicleId();
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

                    private JsonField<String> activeTripId = JsonField.missing();
                    private JsonField<Long> blockTripSequence = JsonField.missing();
                    private JsonField<String> closestStop = JsonField.missing();
                    private JsonField<Long> closestStopTimeOffset = JsonField.missing();
                    private JsonField<Double> distanceAlongTrip = JsonField.missing();
                    private JsonField<String> frequency = JsonField.missing();
                    private JsonField<Double> lastKnownDistanceAlongTrip = JsonField.missing();
                    private JsonField<LastKnownLocation> lastKnownLocation = JsonField.missing();
                    private JsonField<Double> lastKnownOrientation = JsonField.missing();
                    private JsonField<Long> lastLocationUpdateTime = JsonField.missing();
                    private JsonField<Long> lastUpdateTime = JsonField.missing();
                    private JsonField<String> nextStop = JsonField.missing();
                    private JsonField<Long> nextStopTimeOffset = JsonField.missing();
                    private JsonField<Long> occupancyCapacity = JsonField.missing();
                    private JsonField<Long> occupancyCount = JsonField.missing();
                    private JsonField<String> occupancyStatus = JsonField.missing();
                    private JsonField<Double> orientation = JsonField.missing();
                    private JsonField<String> phase = JsonField.missing();
                    private JsonField<Position> position = JsonField.missing();
                    private JsonField<Boolean> predicted = JsonField.missing();
                    private JsonField<Long> scheduleDeviation = JsonField.missing();
                    private JsonField<Double> scheduledDistanceAlongTrip = JsonField.missing();
                    private JsonField<Long> serviceDate = JsonField.missing();
                    private JsonField<java.util.List<String>> situationIds = JsonField.missing();
                    private JsonField<String> status = JsonField.missing();
                    private JsonField<Double> totalDistanceAlongTrip = JsonField.missing();
                    private JsonField<String> vehicleId = JsonField.missing();
                    private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                    private Builder() {}

                    private Builder(Status source) {
                        this.activeTripId = source.activeTripId;
                        this.blockTripSequence = source.blockTripSequence;
                        this.closestStop = source.closestStop;
                        this.closestStopTimeOffset = source.closestStopTimeOffset;
                        this.distanceAlongTrip = source.distanceAlongTrip;
                        this.frequency = source.frequency;
                        this.lastKnownDistanceAlongTrip = source.lastKnownDistanceAlongTrip;
                        this.lastKnownLocation = source.lastKnownLocation;
                        this.lastKnownOrientation = source.lastKnownOrientation;
                        this.lastLocationUpdateTime = source.lastLocationUpdateTime;
                        this.lastUpdateTime = source.lastUpdateTime;
                        this.nextStop = source.nextStop;
                        this.nextStopTimeOffset = source.nextStopTimeOffset;
                        this.occupancyCapacity = source.occupancyCapacity;
                        this.occupancyCount = source.occupancyCount;
                        this.occupancyStatus = source.occupancyStatus;
                        this.orientation = source.orientation;
                        this.phase = source.phase;
                        this.position = source.position;
                        this.predicted = source.predicted;
                        this.scheduleDeviation = source.scheduleDeviation;
                        this.scheduledDistanceAlongTrip = source.scheduledDistanceAlongTrip;
                        this.serviceDate = source.serviceDate;
                        this.situationIds = source.situationIds;
                        this.status = source.status;
                        this.totalDistanceAlongTrip = source.totalDistanceAlongTrip;
                        this.vehicleId = source.vehicleId;
                        additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                    }

                    public Builder activeTripId(String activeTripId) {
                        return activeTripId(JsonField.of(activeTripId));
                    }

                    @JsonProperty("activeTripId")
                    public Builder activeTripId(JsonField<String> activeTripId) {
                        this.activeTripId = activeTripId;
                        return this;
                    }

                    public Builder blockTripSequence(Long blockTripSequence) {
                        return blockTripSequence(JsonField.of(blockTripSequence));
                    }

                    @JsonProperty("blockTripSequence")
                    public Builder blockTripSequence(JsonField<Long> blockTripSequence) {
                        this.blockTripSequence = blockTripSequence;
                        return this;
                    }

                    public Builder closestStop(String closestStop) {
                        return closestStop(JsonField.of(closestStop));
                    }

                    @JsonProperty("closestStop")
                    public Builder closestStop(JsonField<String> closestStop) {
                        this.closestStop = closestStop;
                        return this;
                    }

                    public Builder closestStopTimeOffset(Long closestStopTimeOffset) {
                        return closestStopTimeOffset(JsonField.ofNullable(closestStopTimeOffset));
                    }

                    public Builder closestStopTimeOffset(Optional<Long> closestStopTimeOffset) {
                        return closestStopTimeOffset(closestStopTimeOffset.orElse(null));
                    }

                    @JsonProperty("closestStopTimeOffset")
                    public Builder closestStopTimeOffset(JsonField<Long> closestStopTimeOffset) {
                        this.closestStopTimeOffset = closestStopTimeOffset;
                        return this;
                    }

                    public Builder distanceAlongTrip(Double distanceAlongTrip) {
                        return distanceAlongTrip(JsonField.of(distanceAlongTrip));
                    }

                    @JsonProperty("distanceAlongTrip")
                    public Builder distanceAlongTrip(JsonField<Double> distanceAlongTrip) {
                        this.distanceAlongTrip = distanceAlongTrip;
                        return this;
                    }

                    public Builder frequency(String frequency) {
                        return frequency(JsonField.ofNullable(frequency));
                    }

                    public Builder frequency(Optional<String> frequency) {
                        return frequency(frequency.orElse(null));
                    }

                    @JsonProperty("frequency")
                    public Builder frequency(JsonField<String> frequency) {
                        this.frequency = frequency;
                        return this;
                    }

                    public Builder lastKnownDistanceAlongTrip(Double lastKnownDistanceAlongTrip) {
                        return lastKnownDistanceAlongTrip(JsonField.of(lastKnownDistanceAlongTrip));
                    }

                    @JsonProperty("lastKnownDistanceAlongTrip")
                    public Builder lastKnownDistanceAlongTrip(
                            JsonField<Double> lastKnownDistanceAlongTrip) {
                        this.lastKnownDistanceAlongTrip = lastKnownDistanceAlongTrip;
                        return this;
                    }

                    public Builder lastKnownLocation(LastKnownLocation lastKnownLocation) {
                        return lastKnownLocation(JsonField.ofNullable(lastKnownLocation));
                    }

                    public Builder lastKnownLocation(
                            Optional<LastKnownLocation> lastKnownLocation) {
                        return lastKnownLocation(lastKnownLocation.orElse(null));
                    }

                    @JsonProperty("lastKnownLocation")
                    public Builder lastKnownLocation(
                            JsonField<LastKnownLocation> lastKnownLocation) {
                        this.lastKnownLocation = lastKnownLocation;
                        return this;
                    }

                    public Builder lastKnownOrientation(Double lastKnownOrientation) {
                        return lastKnownOrientation(JsonField.ofNullable(lastKnownOrientation));
                    }

                    public Builder lastKnownOrientation(Optional<Double> lastKnownOrientation) {
                        return lastKnownOrientation(lastKnownOrientation.orElse(null));
                    }

                    @JsonProperty("lastKnownOrientation")
                    public Builder lastKnownOrientation(JsonField<Double> lastKnownOrientation) {
                        this.lastKnownOrientation = lastKnownOrientation;
                        return this;
                    }

                    public Builder lastLocationUpdateTime(Long lastLocationUpdateTime) {
                        return lastLocationUpdateTime(JsonField.of(lastLocationUpdateTime));
                    }

                    @JsonProperty("lastLocationUpdateTime")
                    public Builder lastLocationUpdateTime(JsonField<Long> lastLocationUpdateTime) {
                        this.lastLocationUpdateTime = lastLocationUpdateTime;
                        return this;
                    }

                    public Builder lastUpdateTime(Long lastUpdateTime) {
                        return lastUpdateTime(JsonField.of(lastUpdateTime));
                    }

                    @JsonProperty("lastUpdateTime")
                    public Builder lastUpdateTime(JsonField<Long> lastUpdateTime) {
                        this.lastUpdateTime = lastUpdateTime;
                        return this;
                    }

                    public Builder nextStop(String nextStop) {
                        return nextStop(JsonField.ofNullable(nextStop));
                    }

                    public Builder nextStop(Optional<String> nextStop) {
                        return nextStop(nextStop.orElse(null));
                    }

                    @JsonProperty("nextStop")
                    public Builder nextStop(JsonField<String> nextStop) {
                        this.nextStop = nextStop;
                        return this;
                    }

                    public Builder nextStopTimeOffset(Long nextStopTimeOffset) {
                        return nextStopTimeOffset(JsonField.ofNullable(nextStopTimeOffset));
                    }

                    public Builder nextStopTimeOffset(Optional<Long> nextStopTimeOffset) {
                        return nextStopTimeOffset(nextStopTimeOffset.orElse(null));
                    }

                    @JsonProperty("nextStopTimeOffset")
                    public Builder nextStopTimeOffset(JsonField<Long> nextStopTimeOffset) {
                        this.nextStopTimeOffset = nextStopTimeOffset;
                        return this;
                    }

                    public Builder occupancyCapacity(Long occupancyCapacity) {
                        return occupancyCapacity(JsonField.of(occupancyCapacity));
                    }

                    @JsonProperty("occupancyCapacity")
                    public Builder occupancyCapacity(JsonField<Long> occupancyCapacity) {
                        this.occupancyCapacity = occupancyCapacity;
                        return this;
                    }

                    public Builder occupancyCount(Long occupancyCount) {
                        return occupancyCount(JsonField.of(occupancyCount));
                    }

                    @JsonProperty("occupancyCount")
                    public Builder occupancyCount(JsonField<Long> occupancyCount) {
                        this.occupancyCount = occupancyCount;
                        return this;
                    }

                    public Builder occupancyStatus(String occupancyStatus) {
                        return occupancyStatus(JsonField.of(occupancyStatus));
                    }

                    @JsonProperty("occupancyStatus")
                    public Builder occupancyStatus(JsonField<String> occupancyStatus) {
                        this.occupancyStatus = occupancyStatus;
                        return this;
                    }

                    public Builder orientation(Double orientation) {
                        return orientation(JsonField.ofNullable(orientation));
                    }

                    public Builder orientation(Optional<Double> orientation) {
                        return orientation(orientation.orElse(null));
                    }

                    @JsonProperty("orientation")
                    public Builder orientation(JsonField<Double> orientation) {
                        this.orientation = orientation;
                        return this;
                    }

                    public Builder phase(String phase) {
                        return phase(JsonField.of(phase));
                    }

                    @JsonProperty("phase")
                    public Builder phase(JsonField<String> phase) {
                        this.phase = phase;
                        return this;
                    }

                    public Builder position(Position position) {
                        return position(JsonField.ofNullable(position));
                    }

                    public Builder position(Optional<Position> position) {
                        return position(position.orElse(null));
                    }

                    @JsonProperty("position")
                    public Builder position(JsonField<Position> position) {
                        this.position = position;
                        return this;
                    }

                    public Builder predicted(Boolean predicted) {
                        return predicted(JsonField.of(predicted));
                    }

                    @JsonProperty("predicted")
                    public Builder predicted(JsonField<Boolean> predicted) {
                        this.predicted = predicted;
                        return this;
                    }

                    public Builder scheduleDeviation(Long scheduleDeviation) {
                        return scheduleDeviation(JsonField.of(scheduleDeviation));
                    }

                    @JsonProperty("scheduleDeviation")
                    public Builder scheduleDeviation(JsonField<Long> scheduleDeviation) {
                        this.scheduleDeviation = scheduleDeviation;
                        return this;
                    }

                    public Builder scheduledDistanceAlongTrip(Double scheduledDistanceAlongTrip) {
                        return scheduledDistanceAlongTrip(
                                JsonField.ofNullable(scheduledDistanceAlongTrip));
                    }

                    public Builder scheduledDistanceAlongTrip(
                            Optional<Double> scheduledDistanceAlongTrip) {
                        return scheduledDistanceAlongTrip(scheduledDistanceAlongTrip.orElse(null));
                    }

                    @JsonProperty("scheduledDistanceAlongTrip")
                    public Builder scheduledDistanceAlongTrip(
                            JsonField<Double> scheduledDistanceAlongTrip) {
                        this.scheduledDistanceAlongTrip = scheduledDistanceAlongTrip;
                        return this;
                    }

                    public Builder serviceDate(Long serviceDate) {
                        return serviceDate(JsonField.of(serviceDate));
                    }

                    @JsonProperty("serviceDate")
                    public Builder serviceDate(JsonField<Long> serviceDate) {
                        this.serviceDate = serviceDate;
                        return this;
                    }

                    public Builder situationIds(java.util.List<String> situationIds) {
                        return situationIds(JsonField.ofNullable(situationIds));
                    }

                    public Builder situationIds(Optional<java.util.List<String>> situationIds) {
                        return situationIds(situationIds.orElse(null));
                    }

                    @JsonProperty("situationIds")
                    public Builder situationIds(JsonField<java.util.List<String>> situationIds) {
                        this.situationIds = situationIds;
                        return this;
                    }

                    public Builder addSituationId(String item) {
                        java.util.List<String> list =
                                this.situationIds == null || this.situationIds.isMissing()
                                        ? new ArrayList<>()
                                        : new ArrayList<>(
                                                Utils.checkKnown(
                                                        "situationIds", this.situationIds));
                        list.add(item);
                        this.situationIds = JsonField.of(list);
                        return this;
                    }

                    public Builder status(String status) {
                        return status(JsonField.of(status));
                    }

                    @JsonProperty("status")
                    public Builder status(JsonField<String> status) {
                        this.status = status;
                        return this;
                    }

                    public Builder totalDistanceAlongTrip(Double totalDistanceAlongTrip) {
                        return totalDistanceAlongTrip(JsonField.of(totalDistanceAlongTrip));
                    }

                    @JsonProperty("totalDistanceAlongTrip")
                    public Builder totalDistanceAlongTrip(
                            JsonField<Double> totalDistanceAlongTrip) {
                        this.totalDistanceAlongTrip = totalDistanceAlongTrip;
                        return this;
                    }

                    public Builder vehicleId(String vehicleId) {
                        return vehicleId(JsonField.ofNullable(vehicleId));
                    }

                    public Builder vehicleId(Optional<String> vehicleId) {
                        return vehicleId(vehicleId.orElse(null));
                    }

                    @JsonProperty("vehicleId")
                    public Builder vehicleId(JsonField<String> vehicleId) {
                        this.vehicleId = vehicleId;
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

                    public Status build() {
                        Utils.checkRequired(
                                "activeTripId", activeTripId.isMissing() ? null : activeTripId);
                        Utils.checkRequired(
                                "blockTripSequence",
                                blockTripSequence.isMissing() ? null : blockTripSequence);
                        Utils.checkRequired(
                                "closestStop", closestStop.isMissing() ? null : closestStop);
                        Utils.checkRequired(
                                "distanceAlongTrip",
                                distanceAlongTrip.isMissing() ? null : distanceAlongTrip);
                        Utils.checkRequired(
                                "lastKnownDistanceAlongTrip",
                                lastKnownDistanceAlongTrip.isMissing()
                                        ? null
                                        : lastKnownDistanceAlongTrip);
                        Utils.checkRequired(
                                "lastLocationUpdateTime",
                                lastLocationUpdateTime.isMissing() ? null : lastLocationUpdateTime);
                        Utils.checkRequired(
                                "lastUpdateTime",
                                lastUpdateTime.isMissing() ? null : lastUpdateTime);
                        Utils.checkRequired(
                                "occupancyCapacity",
                                occupancyCapacity.isMissing() ? null : occupancyCapacity);
                        Utils.checkRequired(
                                "occupancyCount",
                                occupancyCount.isMissing() ? null : occupancyCount);
                        Utils.checkRequired(
                                "occupancyStatus",
                                occupancyStatus.isMissing() ? null : occupancyStatus);
                        Utils.checkRequired("phase", phase.isMissing() ? null : phase);
                        Utils.checkRequired("predicted", predicted.isMissing() ? null : predicted);
                        Utils.checkRequired(
                                "scheduleDeviation",
                                scheduleDeviation.isMissing() ? null : scheduleDeviation);
                        Utils.checkRequired(
                                "serviceDate", serviceDate.isMissing() ? null : serviceDate);
                        Utils.checkRequired("status", status.isMissing() ? null : status);
                        Utils.checkRequired(
                                "totalDistanceAlongTrip",
                                totalDistanceAlongTrip.isMissing() ? null : totalDistanceAlongTrip);
                        return new Status(this);
                    }

                    private Status buildFromJson() {
                        return new Status(this);
                    }
                }

                @Override
                public boolean equals(Object other) {
                    if (this == other) {
                        return true;
                    }
                    if (!(other instanceof Status)) {
                        return false;
                    }
                    Status that = (Status) other;
                    if (!Objects.equals(activeTripId, that.activeTripId)) {
                        return false;
                    }
                    if (!Objects.equals(blockTripSequence, that.blockTripSequence)) {
                        return false;
                    }
                    if (!Objects.equals(closestStop, that.closestStop)) {
                        return false;
                    }
                    if (!Objects.equals(closestStopTimeOffset, that.closestStopTimeOffset)) {
                        return false;
                    }
                    if (!Objects.equals(distanceAlongTrip, that.distanceAlongTrip)) {
                        return false;
                    }
                    if (!Objects.equals(frequency, that.frequency)) {
                        return false;
                    }
                    if (!Objects.equals(
                            lastKnownDistanceAlongTrip, that.lastKnownDistanceAlongTrip)) {
                        return false;
                    }
                    if (!Objects.equals(lastKnownLocation, that.lastKnownLocation)) {
                        return false;
                    }
                    if (!Objects.equals(lastKnownOrientation, that.lastKnownOrientation)) {
                        return false;
                    }
                    if (!Objects.equals(lastLocationUpdateTime, that.lastLocationUpdateTime)) {
                        return false;
                    }
                    if (!Objects.equals(lastUpdateTime, that.lastUpdateTime)) {
                        return false;
                    }
                    if (!Objects.equals(nextStop, that.nextStop)) {
                        return false;
                    }
                    if (!Objects.equals(nextStopTimeOffset, that.nextStopTimeOffset)) {
                        return false;
                    }
                    if (!Objects.equals(occupancyCapacity, that.occupancyCapacity)) {
                        return false;
                    }
                    if (!Objects.equals(occupancyCount, that.occupancyCount)) {
                        return false;
                    }
                    if (!Objects.equals(occupancyStatus, that.occupancyStatus)) {
                        return false;
                    }
                    if (!Objects.equals(orientation, that.orientation)) {
                        return false;
                    }
                    if (!Objects.equals(phase, that.phase)) {
                        return false;
                    }
                    if (!Objects.equals(position, that.position)) {
                        return false;
                    }
                    if (!Objects.equals(predicted, that.predicted)) {
                        return false;
                    }
                    if (!Objects.equals(scheduleDeviation, that.scheduleDeviation)) {
                        return false;
                    }
                    if (!Objects.equals(
                            scheduledDistanceAlongTrip, that.scheduledDistanceAlongTrip)) {
                        return false;
                    }
                    if (!Objects.equals(serviceDate, that.serviceDate)) {
                        return false;
                    }
                    if (!Objects.equals(situationIds, that.situationIds)) {
                        return false;
                    }
                    if (!Objects.equals(status, that.status)) {
                        return false;
                    }
                    if (!Objects.equals(totalDistanceAlongTrip, that.totalDistanceAlongTrip)) {
                        return false;
                    }
                    if (!Objects.equals(vehicleId, that.vehicleId)) {
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
                    hash = 31 * hash + Objects.hashCode(activeTripId);
                    hash = 31 * hash + Objects.hashCode(blockTripSequence);
                    hash = 31 * hash + Objects.hashCode(closestStop);
                    hash = 31 * hash + Objects.hashCode(closestStopTimeOffset);
                    hash = 31 * hash + Objects.hashCode(distanceAlongTrip);
                    hash = 31 * hash + Objects.hashCode(frequency);
                    hash = 31 * hash + Objects.hashCode(lastKnownDistanceAlongTrip);
                    hash = 31 * hash + Objects.hashCode(lastKnownLocation);
                    hash = 31 * hash + Objects.hashCode(lastKnownOrientation);
                    hash = 31 * hash + Objects.hashCode(lastLocationUpdateTime);
                    hash = 31 * hash + Objects.hashCode(lastUpdateTime);
                    hash = 31 * hash + Objects.hashCode(nextStop);
                    hash = 31 * hash + Objects.hashCode(nextStopTimeOffset);
                    hash = 31 * hash + Objects.hashCode(occupancyCapacity);
                    hash = 31 * hash + Objects.hashCode(occupancyCount);
                    hash = 31 * hash + Objects.hashCode(occupancyStatus);
                    hash = 31 * hash + Objects.hashCode(orientation);
                    hash = 31 * hash + Objects.hashCode(phase);
                    hash = 31 * hash + Objects.hashCode(position);
                    hash = 31 * hash + Objects.hashCode(predicted);
                    hash = 31 * hash + Objects.hashCode(scheduleDeviation);
                    hash = 31 * hash + Objects.hashCode(scheduledDistanceAlongTrip);
                    hash = 31 * hash + Objects.hashCode(serviceDate);
                    hash = 31 * hash + Objects.hashCode(situationIds);
                    hash = 31 * hash + Objects.hashCode(status);
                    hash = 31 * hash + Objects.hashCode(totalDistanceAlongTrip);
                    hash = 31 * hash + Objects.hashCode(vehicleId);
                    hash = 31 * hash + Objects.hashCode(additionalProperties);
                    return hash;
                }

                @Override
                public String toString() {
                    StringBuilder out = new StringBuilder("Status{");
                    out.append("activeTripId=").append(activeTripId);
                    out.append(", blockTripSequence=").append(blockTripSequence);
                    out.append(", closestStop=").append(closestStop);
                    out.append(", closestStopTimeOffset=").append(closestStopTimeOffset);
                    out.append(", distanceAlongTrip=").append(distanceAlongTrip);
                    out.append(", frequency=").append(frequency);
                    out.append(", lastKnownDistanceAlongTrip=").append(lastKnownDistanceAlongTrip);
                    out.append(", lastKnownLocation=").append(lastKnownLocation);
                    out.append(", lastKnownOrientation=").append(lastKnownOrientation);
                    out.append(", lastLocationUpdateTime=").append(lastLocationUpdateTime);
                    out.append(", lastUpdateTime=").append(lastUpdateTime);
                    out.append(", nextStop=").append(nextStop);
                    out.append(", nextStopTimeOffset=").append(nextStopTimeOffset);
                    out.append(", occupancyCapacity=").append(occupancyCapacity);
                    out.append(", occupancyCount=").append(occupancyCount);
                    out.append(", occupancyStatus=").append(occupancyStatus);
                    out.append(", orientation=").append(orientation);
                    out.append(", phase=").append(phase);
                    out.append(", position=").append(position);
                    out.append(", predicted=").append(predicted);
                    out.append(", scheduleDeviation=").append(scheduleDeviation);
                    out.append(", scheduledDistanceAlongTrip=").append(scheduledDistanceAlongTrip);
                    out.append(", serviceDate=").append(serviceDate);
                    out.append(", situationIds=").append(situationIds);
                    out.append(", status=").append(status);
                    out.append(", totalDistanceAlongTrip=").append(totalDistanceAlongTrip);
                    out.append(", vehicleId=").append(vehicleId);
                    out.append(", additionalProperties=").append(additionalProperties);
                    return out.append('}').toString();
                }

                @JsonDeserialize(builder = LastKnownLocation.Builder.class)
                @JsonAutoDetect(
                        getterVisibility = JsonAutoDetect.Visibility.NONE,
                        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                        setterVisibility = JsonAutoDetect.Visibility.NONE,
                        creatorVisibility = JsonAutoDetect.Visibility.NONE,
                        fieldVisibility = JsonAutoDetect.Visibility.NONE)
                public static final class LastKnownLocation {

                    private final JsonField<Double> lat;
                    private final JsonField<Double> lon;
                    private final Map<String, JsonValue> additionalProperties;
                    private volatile boolean validated;

                    private LastKnownLocation(Builder builder) {
                        this.lat = builder.lat;
                        this.lon = builder.lon;
                        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                    }

                    public Optional<Double> lat() {
                        return lat.getOptional("lat");
                    }

                    @JsonProperty("lat")
                    @ExcludeMissing
                    public JsonField<Double> _lat() {
                        return lat;
                    }

                    public Optional<Double> lon() {
                        return lon.getOptional("lon");
                    }

                    @JsonProperty("lon")
                    @ExcludeMissing
                    public JsonField<Double> _lon() {
                        return lon;
                    }

                    @JsonAnyGetter
                    @ExcludeMissing
                    public Map<String, JsonValue> _additionalProperties() {
                        return additionalProperties;
                    }

                    public LastKnownLocation validate() {
                        if (validated) {
                            return this;
                        }
                        lat();
                        lon();
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

                        private JsonField<Double> lat = JsonField.missing();
                        private JsonField<Double> lon = JsonField.missing();
                        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                        private Builder() {}

                        private Builder(LastKnownLocation source) {
                            this.lat = source.lat;
                            this.lon = source.lon;
                            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                        }

                        public Builder lat(Double lat) {
                            return lat(JsonField.ofNullable(lat));
                        }

                        public Builder lat(Optional<Double> lat) {
                            return lat(lat.orElse(null));
                        }

                        @JsonProperty("lat")
                        public Builder lat(JsonField<Double> lat) {
                            this.lat = lat;
                            return this;
                        }

                        public Builder lon(Double lon) {
                            return lon(JsonField.ofNullable(lon));
                        }

                        public Builder lon(Optional<Double> lon) {
                            return lon(lon.orElse(null));
                        }

                        @JsonProperty("lon")
                        public Builder lon(JsonField<Double> lon) {
                            this.lon = lon;
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

                        public LastKnownLocation build() {
                            return new LastKnownLocation(this);
                        }

                        private LastKnownLocation buildFromJson() {
                            return new LastKnownLocation(this);
                        }
                    }

                    @Override
                    public boolean equals(Object other) {
                        if (this == other) {
                            return true;
                        }
                        if (!(other instanceof LastKnownLocation)) {
                            return false;
                        }
                        LastKnownLocation that = (LastKnownLocation) other;
                        if (!Objects.equals(lat, that.lat)) {
                            return false;
                        }
                        if (!Objects.equals(lon, that.lon)) {
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
                        hash = 31 * hash + Objects.hashCode(lat);
                        hash = 31 * hash + Objects.hashCode(lon);
                        hash = 31 * hash + Objects.hashCode(additionalProperties);
                        return hash;
                    }

                    @Override
                    public String toString() {
                        StringBuilder out = new StringBuilder("LastKnownLocation{");
                        out.append("lat=").append(lat);
                        out.append(", lon=").append(lon);
                        out.append(", additionalProperties=").append(additionalProperties);
                        return out.append('}').toString();
                    }
                }

                @JsonDeserialize(builder = Position.Builder.class)
                @JsonAutoDetect(
                        getterVisibility = JsonAutoDetect.Visibility.NONE,
                        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                        setterVisibility = JsonAutoDetect.Visibility.NONE,
                        creatorVisibility = JsonAutoDetect.Visibility.NONE,
                        fieldVisibility = JsonAutoDetect.Visibility.NONE)
                public static final class Position {

                    private final JsonField<Double> lat;
                    private final JsonField<Double> lon;
                    private final Map<String, JsonValue> additionalProperties;
                    private volatile boolean validated;

                    private Position(Builder builder) {
                        this.lat = builder.lat;
                        this.lon = builder.lon;
                        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                    }

                    public Optional<Double> lat() {
                        return lat.getOptional("lat");
                    }

                    @JsonProperty("lat")
                    @ExcludeMissing
                    public JsonField<Double> _lat() {
                        return lat;
                    }

                    public Optional<Double> lon() {
                        return lon.getOptional("lon");
                    }

                    @JsonProperty("lon")
                    @ExcludeMissing
                    public JsonField<Double> _lon() {
                        return lon;
                    }

                    @JsonAnyGetter
                    @ExcludeMissing
                    public Map<String, JsonValue> _additionalProperties() {
                        return additionalProperties;
                    }

                    public Position validate() {
                        if (validated) {
                            return this;
                        }
                        lat();
                        lon();
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

                        private JsonField<Double> lat = JsonField.missing();
                        private JsonField<Double> lon = JsonField.missing();
                        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                        private Builder() {}

                        private Builder(Position source) {
                            this.lat = source.lat;
                            this.lon = source.lon;
                            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                        }

                        public Builder lat(Double lat) {
                            return lat(JsonField.ofNullable(lat));
                        }

                        public Builder lat(Optional<Double> lat) {
                            return lat(lat.orElse(null));
                        }

                        @JsonProperty("lat")
                        public Builder lat(JsonField<Double> lat) {
                            this.lat = lat;
                            return this;
                        }

                        public Builder lon(Double lon) {
                            return lon(JsonField.ofNullable(lon));
                        }

                        public Builder lon(Optional<Double> lon) {
                            return lon(lon.orElse(null));
                        }

                        @JsonProperty("lon")
                        public Builder lon(JsonField<Double> lon) {
                            this.lon = lon;
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

                        public Position build() {
                            return new Position(this);
                        }

                        private Position buildFromJson() {
                            return new Position(this);
                        }
                    }

                    @Override
                    public boolean equals(Object other) {
                        if (this == other) {
                            return true;
                        }
                        if (!(other instanceof Position)) {
                            return false;
                        }
                        Position that = (Position) other;
                        if (!Objects.equals(lat, that.lat)) {
                            return false;
                        }
                        if (!Objects.equals(lon, that.lon)) {
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
                        hash = 31 * hash + Objects.hashCode(lat);
                        hash = 31 * hash + Objects.hashCode(lon);
                        hash = 31 * hash + Objects.hashCode(additionalProperties);
                        return hash;
                    }

                    @Override
                    public String toString() {
                        StringBuilder out = new StringBuilder("Position{");
                        out.append("lat=").append(lat);
                        out.append(", lon=").append(lon);
                        out.append(", additionalProperties=").append(additionalProperties);
                        return out.append('}').toString();
                    }
                }
            }
        }
    }
}
