// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.arrivalanddeparture;

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

@JsonDeserialize(builder = ArrivalAndDepartureRetrieveResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class ArrivalAndDepartureRetrieveResponse {

    private final JsonField<Long> code;
    private final JsonField<Long> currentTime;
    private final JsonField<String> text;
    private final JsonField<Long> version;
    private final JsonField<Data> data;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private ArrivalAndDepartureRetrieveResponse(Builder builder) {
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

    public ArrivalAndDepartureRetrieveResponse validate() {
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

        private Builder(ArrivalAndDepartureRetrieveResponse source) {
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

        public ArrivalAndDepartureRetrieveResponse build() {
            Utils.checkRequired("code", code.isMissing() ? null : code);
            Utils.checkRequired("currentTime", currentTime.isMissing() ? null : currentTime);
            Utils.checkRequired("text", text.isMissing() ? null : text);
            Utils.checkRequired("version", version.isMissing() ? null : version);
            Utils.checkRequired("data", data.isMissing() ? null : data);
            return new ArrivalAndDepartureRetrieveResponse(this);
        }

        private ArrivalAndDepartureRetrieveResponse buildFromJson() {
            return new ArrivalAndDepartureRetrieveResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ArrivalAndDepartureRetrieveResponse)) {
            return false;
        }
        ArrivalAndDepartureRetrieveResponse that = (ArrivalAndDepartureRetrieveResponse) other;
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
        StringBuilder out = new StringBuilder("ArrivalAndDepartureRetrieveResponse{");
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

            private final JsonField<String> actualTrack;
            private final JsonField<Boolean> arrivalEnabled;
            private final JsonField<Long> blockTripSequence;
            private final JsonField<Boolean> departureEnabled;
            private final JsonField<Double> distanceFromStop;
            private final JsonField<String> frequency;
            private final JsonField<String> historicalOccupancy;
            private final JsonField<Long> lastUpdateTime;
            private final JsonField<Long> numberOfStopsAway;
            private final JsonField<String> occupancyStatus;
            private final JsonField<Boolean> predicted;
            private final JsonField<String> predictedArrivalInterval;
            private final JsonField<Long> predictedArrivalTime;
            private final JsonField<String> predictedDepartureInterval;
            private final JsonField<Long> predictedDepartureTime;
            private final JsonField<String> predictedOccupancy;
            private final JsonField<String> routeId;
            private final JsonField<String> routeLongName;
            private final JsonField<String> routeShortName;
            private final JsonField<String> scheduledArrivalInterval;
            private final JsonField<Long> scheduledArrivalTime;
            private final JsonField<String> scheduledDepartureInterval;
            private final JsonField<Long> scheduledDepartureTime;
            private final JsonField<String> scheduledTrack;
            private final JsonField<Long> serviceDate;
            private final JsonField<List<String>> situationIds;
            private final JsonField<String> status;
            private final JsonField<String> stopId;
            private final JsonField<Long> stopSequence;
            private final JsonField<Long> totalStopsInTrip;
            private final JsonField<String> tripHeadsign;
            private final JsonField<String> tripId;
            private final JsonField<TripStatus> tripStatus;
            private final JsonField<String> vehicleId;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Entry(Builder builder) {
                this.actualTrack = builder.actualTrack;
                this.arrivalEnabled = builder.arrivalEnabled;
                this.blockTripSequence = builder.blockTripSequence;
                this.departureEnabled = builder.departureEnabled;
                this.distanceFromStop = builder.distanceFromStop;
                this.frequency = builder.frequency;
                this.historicalOccupancy = builder.historicalOccupancy;
                this.lastUpdateTime = builder.lastUpdateTime;
                this.numberOfStopsAway = builder.numberOfStopsAway;
                this.occupancyStatus = builder.occupancyStatus;
                this.predicted = builder.predicted;
                this.predictedArrivalInterval = builder.predictedArrivalInterval;
                this.predictedArrivalTime = builder.predictedArrivalTime;
                this.predictedDepartureInterval = builder.predictedDepartureInterval;
                this.predictedDepartureTime = builder.predictedDepartureTime;
                this.predictedOccupancy = builder.predictedOccupancy;
                this.routeId = builder.routeId;
                this.routeLongName = builder.routeLongName;
                this.routeShortName = builder.routeShortName;
                this.scheduledArrivalInterval = builder.scheduledArrivalInterval;
                this.scheduledArrivalTime = builder.scheduledArrivalTime;
                this.scheduledDepartureInterval = builder.scheduledDepartureInterval;
                this.scheduledDepartureTime = builder.scheduledDepartureTime;
                this.scheduledTrack = builder.scheduledTrack;
                this.serviceDate = builder.serviceDate;
                this.situationIds = builder.situationIds;
                this.status = builder.status;
                this.stopId = builder.stopId;
                this.stopSequence = builder.stopSequence;
                this.totalStopsInTrip = builder.totalStopsInTrip;
                this.tripHeadsign = builder.tripHeadsign;
                this.tripId = builder.tripId;
                this.tripStatus = builder.tripStatus;
                this.vehicleId = builder.vehicleId;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<String> actualTrack() {
                return actualTrack.getOptional("actualTrack");
            }

            @JsonProperty("actualTrack")
            @ExcludeMissing
            public JsonField<String> _actualTrack() {
                return actualTrack;
            }

            public Boolean arrivalEnabled() {
                return arrivalEnabled.getRequired("arrivalEnabled");
            }

            @JsonProperty("arrivalEnabled")
            @ExcludeMissing
            public JsonField<Boolean> _arrivalEnabled() {
                return arrivalEnabled;
            }

            public Long blockTripSequence() {
                return blockTripSequence.getRequired("blockTripSequence");
            }

            @JsonProperty("blockTripSequence")
            @ExcludeMissing
            public JsonField<Long> _blockTripSequence() {
                return blockTripSequence;
            }

            public Boolean departureEnabled() {
                return departureEnabled.getRequired("departureEnabled");
            }

            @JsonProperty("departureEnabled")
            @ExcludeMissing
            public JsonField<Boolean> _departureEnabled() {
                return departureEnabled;
            }

            public Optional<Double> distanceFromStop() {
                return distanceFromStop.getOptional("distanceFromStop");
            }

            @JsonProperty("distanceFromStop")
            @ExcludeMissing
            public JsonField<Double> _distanceFromStop() {
                return distanceFromStop;
            }

            public Optional<String> frequency() {
                return frequency.getOptional("frequency");
            }

            @JsonProperty("frequency")
            @ExcludeMissing
            public JsonField<String> _frequency() {
                return frequency;
            }

            public Optional<String> historicalOccupancy() {
                return historicalOccupancy.getOptional("historicalOccupancy");
            }

            @JsonProperty("historicalOccupancy")
            @ExcludeMissing
            public JsonField<String> _historicalOccupancy() {
                return historicalOccupancy;
            }

            public Optional<Long> lastUpdateTime() {
                return lastUpdateTime.getOptional("lastUpdateTime");
            }

            @JsonProperty("lastUpdateTime")
            @ExcludeMissing
            public JsonField<Long> _lastUpdateTime() {
                return lastUpdateTime;
            }

            public Long numberOfStopsAway() {
                return numberOfStopsAway.getRequired("numberOfStopsAway");
            }

            @JsonProperty("numberOfStopsAway")
            @ExcludeMissing
            public JsonField<Long> _numberOfStopsAway() {
                return numberOfStopsAway;
            }

            public Optional<String> occupancyStatus() {
                return occupancyStatus.getOptional("occupancyStatus");
            }

            @JsonProperty("occupancyStatus")
            @ExcludeMissing
            public JsonField<String> _occupancyStatus() {
                return occupancyStatus;
            }

            public Optional<Boolean> predicted() {
                return predicted.getOptional("predicted");
            }

            @JsonProperty("predicted")
            @ExcludeMissing
            public JsonField<Boolean> _predicted() {
                return predicted;
            }

            public Optional<String> predictedArrivalInterval() {
                return predictedArrivalInterval.getOptional("predictedArrivalInterval");
            }

            @JsonProperty("predictedArrivalInterval")
            @ExcludeMissing
            public JsonField<String> _predictedArrivalInterval() {
                return predictedArrivalInterval;
            }

            public Long predictedArrivalTime() {
                return predictedArrivalTime.getRequired("predictedArrivalTime");
            }

            @JsonProperty("predictedArrivalTime")
            @ExcludeMissing
            public JsonField<Long> _predictedArrivalTime() {
                return predictedArrivalTime;
            }

            public Optional<String> predictedDepartureInterval() {
                return predictedDepartureInterval.getOptional("predictedDepartureInterval");
            }

            @JsonProperty("predictedDepartureInterval")
            @ExcludeMissing
            public JsonField<String> _predictedDepartureInterval() {
                return predictedDepartureInterval;
            }

            public Long predictedDepartureTime() {
                return predictedDepartureTime.getRequired("predictedDepartureTime");
            }

            @JsonProperty("predictedDepartureTime")
            @ExcludeMissing
            public JsonField<Long> _predictedDepartureTime() {
                return predictedDepartureTime;
            }

            public Optional<String> predictedOccupancy() {
                return predictedOccupancy.getOptional("predictedOccupancy");
            }

            @JsonProperty("predictedOccupancy")
            @ExcludeMissing
            public JsonField<String> _predictedOccupancy() {
                return predictedOccupancy;
            }

            public String routeId() {
                return routeId.getRequired("routeId");
            }

            @JsonProperty("routeId")
            @ExcludeMissing
            public JsonField<String> _routeId() {
                return routeId;
            }

            public Optional<String> routeLongName() {
                return routeLongName.getOptional("routeLongName");
            }

            @JsonProperty("routeLongName")
            @ExcludeMissing
            public JsonField<String> _routeLongName() {
                return routeLongName;
            }

            public Optional<String> routeShortName() {
                return routeShortName.getOptional("routeShortName");
            }

            @JsonProperty("routeShortName")
            @ExcludeMissing
            public JsonField<String> _routeShortName() {
                return routeShortName;
            }

            public Optional<String> scheduledArrivalInterval() {
                return scheduledArrivalInterval.getOptional("scheduledArrivalInterval");
            }

            @JsonProperty("scheduledArrivalInterval")
            @ExcludeMissing
            public JsonField<String> _scheduledArrivalInterval() {
                return scheduledArrivalInterval;
            }

            public Long scheduledArrivalTime() {
                return scheduledArrivalTime.getRequired("scheduledArrivalTime");
            }

            @JsonProperty("scheduledArrivalTime")
            @ExcludeMissing
            public JsonField<Long> _scheduledArrivalTime() {
                return scheduledArrivalTime;
            }

            public Optional<String> scheduledDepartureInterval() {
                return scheduledDepartureInterval.getOptional("scheduledDepartureInterval");
            }

            @JsonProperty("scheduledDepartureInterval")
            @ExcludeMissing
            public JsonField<String> _scheduledDepartureInterval() {
                return scheduledDepartureInterval;
            }

            public Long scheduledDepartureTime() {
                return scheduledDepartureTime.getRequired("scheduledDepartureTime");
            }

            @JsonProperty("scheduledDepartureTime")
            @ExcludeMissing
            public JsonField<Long> _scheduledDepartureTime() {
                return scheduledDepartureTime;
            }

            public Optional<String> scheduledTrack() {
                return scheduledTrack.getOptional("scheduledTrack");
            }

            @JsonProperty("scheduledTrack")
            @ExcludeMissing
            public JsonField<String> _scheduledTrack() {
                return scheduledTrack;
            }

            public Long serviceDate() {
                return serviceDate.getRequired("serviceDate");
            }

            @JsonProperty("serviceDate")
            @ExcludeMissing
            public JsonField<Long> _serviceDate() {
                return serviceDate;
            }

            public Optional<List<String>> situationIds() {
                return situationIds.getOptional("situationIds");
            }

            @JsonProperty("situationIds")
            @ExcludeMissing
            public JsonField<List<String>> _situationIds() {
                return situationIds;
            }

            public Optional<String> status() {
                return status.getOptional("status");
            }

            @JsonProperty("status")
            @ExcludeMissing
            public JsonField<String> _status() {
                return status;
            }

            public String stopId() {
                return stopId.getRequired("stopId");
            }

            @JsonProperty("stopId")
            @ExcludeMissing
            public JsonField<String> _stopId() {
                return stopId;
            }

            public Long stopSequence() {
                return stopSequence.getRequired("stopSequence");
            }

            @JsonProperty("stopSequence")
            @ExcludeMissing
            public JsonField<Long> _stopSequence() {
                return stopSequence;
            }

            public Long totalStopsInTrip() {
                return totalStopsInTrip.getRequired("totalStopsInTrip");
            }

            @JsonProperty("totalStopsInTrip")
            @ExcludeMissing
            public JsonField<Long> _totalStopsInTrip() {
                return totalStopsInTrip;
            }

            public String tripHeadsign() {
                return tripHeadsign.getRequired("tripHeadsign");
            }

            @JsonProperty("tripHeadsign")
            @ExcludeMissing
            public JsonField<String> _tripHeadsign() {
                return tripHeadsign;
            }

            public String tripId() {
                return tripId.getRequired("tripId");
            }

            @JsonProperty("tripId")
            @ExcludeMissing
            public JsonField<String> _tripId() {
                return tripId;
            }

            public Optional<TripStatus> tripStatus() {
                return tripStatus.getOptional("tripStatus");
            }

            @JsonProperty("tripStatus")
            @ExcludeMissing
            public JsonField<TripStatus> _tripStatus() {
                return tripStatus;
            }

            public String vehicleId() {
                return vehicleId.getRequired("vehicleId");
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

            public Entry validate() {
                if (validated) {
                    return this;
                }
                actualTrack();
                arrivalEnabled();
                blockTripSequence();
                departureEnabled();
                distanceFromStop();
                frequency();
                historicalOccupancy();
                lastUpdateTime();
                numberOfStopsAway();
                occupancyStatus();
                predicted();
                predictedArrivalInterval();
                predictedArrivalTime();
                predictedDepartureInterval();
                predictedDepartureTime();
                predictedOccupancy();
                routeId();
                routeLongName();
                routeShortName();
                scheduledArrivalInterval();
                scheduledArrivalTime();
                scheduledDepartureInterval();
                scheduledDepartureTime();
                scheduledTrack();
                serviceDate();
                situationIds();
                status();
                stopId();
                stopSequence();
                totalStopsInTrip();
                tripHeadsign();
                tripId();
                tripStatus().ifPresent(value -> value.validate());
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

                private JsonField<String> actualTrack = JsonField.missing();
                private JsonField<Boolean> arrivalEnabled = JsonField.missing();
                private JsonField<Long> blockTripSequence = JsonField.missing();
                private JsonField<Boolean> departureEnabled = JsonField.missing();
                private JsonField<Double> distanceFromStop = JsonField.missing();
                private JsonField<String> frequency = JsonField.missing();
                private JsonField<String> historicalOccupancy = JsonField.missing();
                private JsonField<Long> lastUpdateTime = JsonField.missing();
                private JsonField<Long> numberOfStopsAway = JsonField.missing();
                private JsonField<String> occupancyStatus = JsonField.missing();
                private JsonField<Boolean> predicted = JsonField.missing();
                private JsonField<String> predictedArrivalInterval = JsonField.missing();
                private JsonField<Long> predictedArrivalTime = JsonField.missing();
                private JsonField<String> predictedDepartureInterval = JsonField.missing();
                private JsonField<Long> predictedDepartureTime = JsonField.missing();
                private JsonField<String> predictedOccupancy = JsonField.missing();
                private JsonField<String> routeId = JsonField.missing();
                private JsonField<String> routeLongName = JsonField.missing();
                private JsonField<String> routeShortName = JsonField.missing();
                private JsonField<String> scheduledArrivalInterval = JsonField.missing();
                private JsonField<Long> scheduledArrivalTime = JsonField.missing();
                private JsonField<String> scheduledDepartureInterval = JsonField.missing();
                private JsonField<Long> scheduledDepartureTime = JsonField.missing();
                private JsonField<String> scheduledTrack = JsonField.missing();
                private JsonField<Long> serviceDate = JsonField.missing();
                private JsonField<List<String>> situationIds = JsonField.missing();
                private JsonField<String> status = JsonField.missing();
                private JsonField<String> stopId = JsonField.missing();
                private JsonField<Long> stopSequence = JsonField.missing();
                private JsonField<Long> totalStopsInTrip = JsonField.missing();
                private JsonField<String> tripHeadsign = JsonField.missing();
                private JsonField<String> tripId = JsonField.missing();
                private JsonField<TripStatus> tripStatus = JsonField.missing();
                private JsonField<String> vehicleId = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Entry source) {
                    this.actualTrack = source.actualTrack;
                    this.arrivalEnabled = source.arrivalEnabled;
                    this.blockTripSequence = source.blockTripSequence;
                    this.departureEnabled = source.departureEnabled;
                    this.distanceFromStop = source.distanceFromStop;
                    this.frequency = source.frequency;
                    this.historicalOccupancy = source.historicalOccupancy;
                    this.lastUpdateTime = source.lastUpdateTime;
                    this.numberOfStopsAway = source.numberOfStopsAway;
                    this.occupancyStatus = source.occupancyStatus;
                    this.predicted = source.predicted;
                    this.predictedArrivalInterval = source.predictedArrivalInterval;
                    this.predictedArrivalTime = source.predictedArrivalTime;
                    this.predictedDepartureInterval = source.predictedDepartureInterval;
                    this.predictedDepartureTime = source.predictedDepartureTime;
                    this.predictedOccupancy = source.predictedOccupancy;
                    this.routeId = source.routeId;
                    this.routeLongName = source.routeLongName;
                    this.routeShortName = source.routeShortName;
                    this.scheduledArrivalInterval = source.scheduledArrivalInterval;
                    this.scheduledArrivalTime = source.scheduledArrivalTime;
                    this.scheduledDepartureInterval = source.scheduledDepartureInterval;
                    this.scheduledDepartureTime = source.scheduledDepartureTime;
                    this.scheduledTrack = source.scheduledTrack;
                    this.serviceDate = source.serviceDate;
                    this.situationIds = source.situationIds;
                    this.status = source.status;
                    this.stopId = source.stopId;
                    this.stopSequence = source.stopSequence;
                    this.totalStopsInTrip = source.totalStopsInTrip;
                    this.tripHeadsign = source.tripHeadsign;
                    this.tripId = source.tripId;
                    this.tripStatus = source.tripStatus;
                    this.vehicleId = source.vehicleId;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder actualTrack(String actualTrack) {
                    return actualTrack(JsonField.ofNullable(actualTrack));
                }

                public Builder actualTrack(Optional<String> actualTrack) {
                    return actualTrack(actualTrack.orElse(null));
                }

                @JsonProperty("actualTrack")
                public Builder actualTrack(JsonField<String> actualTrack) {
                    this.actualTrack = actualTrack;
                    return this;
                }

                public Builder arrivalEnabled(Boolean arrivalEnabled) {
                    return arrivalEnabled(JsonField.of(arrivalEnabled));
                }

                @JsonProperty("arrivalEnabled")
                public Builder arrivalEnabled(JsonField<Boolean> arrivalEnabled) {
                    this.arrivalEnabled = arrivalEnabled;
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

                public Builder departureEnabled(Boolean departureEnabled) {
                    return departureEnabled(JsonField.of(departureEnabled));
                }

                @JsonProperty("departureEnabled")
                public Builder departureEnabled(JsonField<Boolean> departureEnabled) {
                    this.departureEnabled = departureEnabled;
                    return this;
                }

                public Builder distanceFromStop(Double distanceFromStop) {
                    return distanceFromStop(JsonField.ofNullable(distanceFromStop));
                }

                public Builder distanceFromStop(Optional<Double> distanceFromStop) {
                    return distanceFromStop(distanceFromStop.orElse(null));
                }

                @JsonProperty("distanceFromStop")
                public Builder distanceFromStop(JsonField<Double> distanceFromStop) {
                    this.distanceFromStop = distanceFromStop;
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

                public Builder lastUpdateTime(Long lastUpdateTime) {
                    return lastUpdateTime(JsonField.ofNullable(lastUpdateTime));
                }

                public Builder lastUpdateTime(Optional<Long> lastUpdateTime) {
                    return lastUpdateTime(lastUpdateTime.orElse(null));
                }

                @JsonProperty("lastUpdateTime")
                public Builder lastUpdateTime(JsonField<Long> lastUpdateTime) {
                    this.lastUpdateTime = lastUpdateTime;
                    return this;
                }

                public Builder numberOfStopsAway(Long numberOfStopsAway) {
                    return numberOfStopsAway(JsonField.of(numberOfStopsAway));
                }

                @JsonProperty("numberOfStopsAway")
                public Builder numberOfStopsAway(JsonField<Long> numberOfStopsAway) {
                    this.numberOfStopsAway = numberOfStopsAway;
                    return this;
                }

                public Builder occupancyStatus(String occupancyStatus) {
                    return occupancyStatus(JsonField.ofNullable(occupancyStatus));
                }

                public Builder occupancyStatus(Optional<String> occupancyStatus) {
                    return occupancyStatus(occupancyStatus.orElse(null));
                }

                @JsonProperty("occupancyStatus")
                public Builder occupancyStatus(JsonField<String> occupancyStatus) {
                    this.occupancyStatus = occupancyStatus;
                    return this;
                }

                public Builder predicted(Boolean predicted) {
                    return predicted(JsonField.ofNullable(predicted));
                }

                public Builder predicted(Optional<Boolean> predicted) {
                    return predicted(predicted.orElse(null));
                }

                @JsonProperty("predicted")
                public Builder predicted(JsonField<Boolean> predicted) {
                    this.predicted = predicted;
                    return this;
                }

                public Builder predictedArrivalInterval(String predictedArrivalInterval) {
                    return predictedArrivalInterval(JsonField.ofNullable(predictedArrivalInterval));
                }

                public Builder predictedArrivalInterval(Optional<String> predictedArrivalInterval) {
                    return predictedArrivalInterval(predictedArrivalInterval.orElse(null));
                }

                @JsonProperty("predictedArrivalInterval")
                public Builder predictedArrivalInterval(
                        JsonField<String> predictedArrivalInterval) {
                    this.predictedArrivalInterval = predictedArrivalInterval;
                    return this;
                }

                public Builder predictedArrivalTime(Long predictedArrivalTime) {
                    return predictedArrivalTime(JsonField.of(predictedArrivalTime));
                }

                @JsonProperty("predictedArrivalTime")
                public Builder predictedArrivalTime(JsonField<Long> predictedArrivalTime) {
                    this.predictedArrivalTime = predictedArrivalTime;
                    return this;
                }

                public Builder predictedDepartureInterval(String predictedDepartureInterval) {
                    return predictedDepartureInterval(
                            JsonField.ofNullable(predictedDepartureInterval));
                }

                public Builder predictedDepartureInterval(
                        Optional<String> predictedDepartureInterval) {
                    return predictedDepartureInterval(predictedDepartureInterval.orElse(null));
                }

                @JsonProperty("predictedDepartureInterval")
                public Builder predictedDepartureInterval(
                        JsonField<String> predictedDepartureInterval) {
                    this.predictedDepartureInterval = predictedDepartureInterval;
                    return this;
                }

                public Builder predictedDepartureTime(Long predictedDepartureTime) {
                    return predictedDepartureTime(JsonField.of(predictedDepartureTime));
                }

                @JsonProperty("predictedDepartureTime")
                public Builder predictedDepartureTime(JsonField<Long> predictedDepartureTime) {
                    this.predictedDepartureTime = predictedDepartureTime;
                    return this;
                }

                public Builder predictedOccupancy(String predictedOccupancy) {
                    return predictedOccupancy(JsonField.ofNullable(predictedOccupancy));
                }

                public Builder predictedOccupancy(Optional<String> predictedOccupancy) {
                    return predictedOccupancy(predictedOccupancy.orElse(null));
                }

                @JsonProperty("predictedOccupancy")
                public Builder predictedOccupancy(JsonField<String> predictedOccupancy) {
                    this.predictedOccupancy = predictedOccupancy;
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

                public Builder routeLongName(String routeLongName) {
                    return routeLongName(JsonField.ofNullable(routeLongName));
                }

                public Builder routeLongName(Optional<String> routeLongName) {
                    return routeLongName(routeLongName.orElse(null));
                }

                @JsonProperty("routeLongName")
                public Builder routeLongName(JsonField<String> routeLongName) {
                    this.routeLongName = routeLongName;
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

                public Builder scheduledArrivalInterval(String scheduledArrivalInterval) {
                    return scheduledArrivalInterval(JsonField.ofNullable(scheduledArrivalInterval));
                }

                public Builder scheduledArrivalInterval(Optional<String> scheduledArrivalInterval) {
                    return scheduledArrivalInterval(scheduledArrivalInterval.orElse(null));
                }

                @JsonProperty("scheduledArrivalInterval")
                public Builder scheduledArrivalInterval(
                        JsonField<String> scheduledArrivalInterval) {
                    this.scheduledArrivalInterval = scheduledArrivalInterval;
                    return this;
                }

                public Builder scheduledArrivalTime(Long scheduledArrivalTime) {
                    return scheduledArrivalTime(JsonField.of(scheduledArrivalTime));
                }

                @JsonProperty("scheduledArrivalTime")
                public Builder scheduledArrivalTime(JsonField<Long> scheduledArrivalTime) {
                    this.scheduledArrivalTime = scheduledArrivalTime;
                    return this;
                }

                public Builder scheduledDepartureInterval(String scheduledDepartureInterval) {
                    return scheduledDepartureInterval(
                            JsonField.ofNullable(scheduledDepartureInterval));
                }

                public Builder scheduledDepartureInterval(
                        Optional<String> scheduledDepartureInterval) {
                    return scheduledDepartureInterval(scheduledDepartureInterval.orElse(null));
                }

                @JsonProperty("scheduledDepartureInterval")
                public Builder scheduledDepartureInterval(
                        JsonField<String> scheduledDepartureInterval) {
                    this.scheduledDepartureInterval = scheduledDepartureInterval;
                    return this;
                }

                public Builder scheduledDepartureTime(Long scheduledDepartureTime) {
                    return scheduledDepartureTime(JsonField.of(scheduledDepartureTime));
                }

                @JsonProperty("scheduledDepartureTime")
                public Builder scheduledDepartureTime(JsonField<Long> scheduledDepartureTime) {
                    this.scheduledDepartureTime = scheduledDepartureTime;
                    return this;
                }

                public Builder scheduledTrack(String scheduledTrack) {
                    return scheduledTrack(JsonField.ofNullable(scheduledTrack));
                }

                public Builder scheduledTrack(Optional<String> scheduledTrack) {
                    return scheduledTrack(scheduledTrack.orElse(null));
                }

                @JsonProperty("scheduledTrack")
                public Builder scheduledTrack(JsonField<String> scheduledTrack) {
                    this.scheduledTrack = scheduledTrack;
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

                public Builder situationIds(List<String> situationIds) {
                    return situationIds(JsonField.ofNullable(situationIds));
                }

                public Builder situationIds(Optional<List<String>> situationIds) {
                    return situationIds(situationIds.orElse(null));
                }

                @JsonProperty("situationIds")
                public Builder situationIds(JsonField<List<String>> situationIds) {
                    this.situationIds = situationIds;
                    return this;
                }

                public Builder addSituationId(String item) {
                    List<String> list =
                            this.situationIds == null || this.situationIds.isMissing()
                                    ? new ArrayList<>()
                                    : new ArrayList<>(
                                            Utils.checkKnown("situationIds", this.situationIds));
                    list.add(item);
                    this.situationIds = JsonField.of(list);
                    return this;
                }

                public Builder status(String status) {
                    return status(JsonField.ofNullable(status));
                }

                public Builder status(Optional<String> status) {
                    return status(status.orElse(null));
                }

                @JsonProperty("status")
                public Builder status(JsonField<String> status) {
                    this.status = status;
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

                public Builder stopSequence(Long stopSequence) {
                    return stopSequence(JsonField.of(stopSequence));
                }

                @JsonProperty("stopSequence")
                public Builder stopSequence(JsonField<Long> stopSequence) {
                    this.stopSequence = stopSequence;
                    return this;
                }

                public Builder totalStopsInTrip(Long totalStopsInTrip) {
                    return totalStopsInTrip(JsonField.of(totalStopsInTrip));
                }

                @JsonProperty("totalStopsInTrip")
                public Builder totalStopsInTrip(JsonField<Long> totalStopsInTrip) {
                    this.totalStopsInTrip = totalStopsInTrip;
                    return this;
                }

                public Builder tripHeadsign(String tripHeadsign) {
                    return tripHeadsign(JsonField.of(tripHeadsign));
                }

                @JsonProperty("tripHeadsign")
                public Builder tripHeadsign(JsonField<String> tripHeadsign) {
                    this.tripHeadsign = tripHeadsign;
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

                public Builder tripStatus(TripStatus tripStatus) {
                    return tripStatus(JsonField.ofNullable(tripStatus));
                }

                public Builder tripStatus(Optional<TripStatus> tripStatus) {
                    return tripStatus(tripStatus.orElse(null));
                }

                @JsonProperty("tripStatus")
                public Builder tripStatus(JsonField<TripStatus> tripStatus) {
                    this.tripStatus = tripStatus;
                    return this;
                }

                public Builder vehicleId(String vehicleId) {
                    return vehicleId(JsonField.of(vehicleId));
                }

                @JsonProperty("vehicleId")
                public Builder vehicleId(JsonField<String> vehicleId) {
                    this.vehicleId = vehicleId;
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
                    Utils.checkRequired(
                            "arrivalEnabled", arrivalEnabled.isMissing() ? null : arrivalEnabled);
                    Utils.checkRequired(
                            "blockTripSequence",
                            blockTripSequence.isMissing() ? null : blockTripSequence);
                    Utils.checkRequired(
                            "departureEnabled",
                            departureEnabled.isMissing() ? null : departureEnabled);
                    Utils.checkRequired(
                            "numberOfStopsAway",
                            numberOfStopsAway.isMissing() ? null : numberOfStopsAway);
                    Utils.checkRequired(
                            "predictedArrivalTime",
                            predictedArrivalTime.isMissing() ? null : predictedArrivalTime);
                    Utils.checkRequired(
                            "predictedDepartureTime",
                            predictedDepartureTime.isMissing() ? null : predictedDepartureTime);
                    Utils.checkRequired("routeId", routeId.isMissing() ? null : routeId);
                    Utils.checkRequired(
                            "scheduledArrivalTime",
                            scheduledArrivalTime.isMissing() ? null : scheduledArrivalTime);
                    Utils.checkRequired(
                            "scheduledDepartureTime",
                            scheduledDepartureTime.isMissing() ? null : scheduledDepartureTime);
                    Utils.checkRequired(
                            "serviceDate", serviceDate.isMissing() ? null : serviceDate);
                    Utils.checkRequired("stopId", stopId.isMissing() ? null : stopId);
                    Utils.checkRequired(
                            "stopSequence", stopSequence.isMissing() ? null : stopSequence);
                    Utils.checkRequired(
                            "totalStopsInTrip",
                            totalStopsInTrip.isMissing() ? null : totalStopsInTrip);
                    Utils.checkRequired(
                            "tripHeadsign", tripHeadsign.isMissing() ? null : tripHeadsign);
                    Utils.checkRequired("tripId", tripId.isMissing() ? null : tripId);
                    Utils.checkRequired("vehicleId", vehicleId.isMissing() ? null : vehicleId);
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
                if (!Objects.equals(actualTrack, that.actualTrack)) {
                    return false;
                }
                if (!Objects.equals(arrivalEnabled, that.arrivalEnabled)) {
                    return false;
                }
                if (!Objects.equals(blockTripSequence, that.blockTripSequence)) {
                    return false;
                }
                if (!Objects.equals(departureEnabled, that.departureEnabled)) {
                    return false;
                }
                if (!Objects.equals(distanceFromStop, that.distanceFromStop)) {
                    return false;
                }
                if (!Objects.equals(frequency, that.frequency)) {
                    return false;
                }
                if (!Objects.equals(historicalOccupancy, that.historicalOccupancy)) {
                    return false;
                }
                if (!Objects.equals(lastUpdateTime, that.lastUpdateTime)) {
                    return false;
                }
                if (!Objects.equals(numberOfStopsAway, that.numberOfStopsAway)) {
                    return false;
                }
                if (!Objects.equals(occupancyStatus, that.occupancyStatus)) {
                    return false;
                }
                if (!Objects.equals(predicted, that.predicted)) {
                    return false;
                }
                if (!Objects.equals(predictedArrivalInterval, that.predictedArrivalInterval)) {
                    return false;
                }
                if (!Objects.equals(predictedArrivalTime, that.predictedArrivalTime)) {
                    return false;
                }
                if (!Objects.equals(predictedDepartureInterval, that.predictedDepartureInterval)) {
                    return false;
                }
                if (!Objects.equals(predictedDepartureTime, that.predictedDepartureTime)) {
                    return false;
                }
                if (!Objects.equals(predictedOccupancy, that.predictedOccupancy)) {
                    return false;
                }
                if (!Objects.equals(routeId, that.routeId)) {
                    return false;
                }
                if (!Objects.equals(routeLongName, that.routeLongName)) {
                    return false;
                }
                if (!Objects.equals(routeShortName, that.routeShortName)) {
                    return false;
                }
                if (!Objects.equals(scheduledArrivalInterval, that.scheduledArrivalInterval)) {
                    return false;
                }
                if (!Objects.equals(scheduledArrivalTime, that.scheduledArrivalTime)) {
                    return false;
                }
                if (!Objects.equals(scheduledDepartureInterval, that.scheduledDepartureInterval)) {
                    return false;
                }
                if (!Objects.equals(scheduledDepartureTime, that.scheduledDepartureTime)) {
                    return false;
                }
                if (!Objects.equals(scheduledTrack, that.scheduledTrack)) {
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
                if (!Objects.equals(stopId, that.stopId)) {
                    return false;
                }
                if (!Objects.equals(stopSequence, that.stopSequence)) {
                    return false;
                }
                if (!Objects.equals(totalStopsInTrip, that.totalStopsInTrip)) {
                    return false;
                }
                if (!Objects.equals(tripHeadsign, that.tripHeadsign)) {
                    return false;
                }
                if (!Objects.equals(tripId, that.tripId)) {
                    return false;
                }
                if (!Objects.equals(tripStatus, that.tripStatus)) {
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
                hash = 31 * hash + Objects.hashCode(actualTrack);
                hash = 31 * hash + Objects.hashCode(arrivalEnabled);
                hash = 31 * hash + Objects.hashCode(blockTripSequence);
                hash = 31 * hash + Objects.hashCode(departureEnabled);
                hash = 31 * hash + Objects.hashCode(distanceFromStop);
                hash = 31 * hash + Objects.hashCode(frequency);
                hash = 31 * hash + Objects.hashCode(historicalOccupancy);
                hash = 31 * hash + Objects.hashCode(lastUpdateTime);
                hash = 31 * hash + Objects.hashCode(numberOfStopsAway);
                hash = 31 * hash + Objects.hashCode(occupancyStatus);
                hash = 31 * hash + Objects.hashCode(predicted);
                hash = 31 * hash + Objects.hashCode(predictedArrivalInterval);
                hash = 31 * hash + Objects.hashCode(predictedArrivalTime);
                hash = 31 * hash + Objects.hashCode(predictedDepartureInterval);
                hash = 31 * hash + Objects.hashCode(predictedDepartureTime);
                hash = 31 * hash + Objects.hashCode(predictedOccupancy);
                hash = 31 * hash + Objects.hashCode(routeId);
                hash = 31 * hash + Objects.hashCode(routeLongName);
                hash = 31 * hash + Objects.hashCode(routeShortName);
                hash = 31 * hash + Objects.hashCode(scheduledArrivalInterval);
                hash = 31 * hash + Objects.hashCode(scheduledArrivalTime);
                hash = 31 * hash + Objects.hashCode(scheduledDepartureInterval);
                hash = 31 * hash + Objects.hashCode(scheduledDepartureTime);
                hash = 31 * hash + Objects.hashCode(scheduledTrack);
                hash = 31 * hash + Objects.hashCode(serviceDate);
                hash = 31 * hash + Objects.hashCode(situationIds);
                hash = 31 * hash + Objects.hashCode(status);
                hash = 31 * hash + Objects.hashCode(stopId);
                hash = 31 * hash + Objects.hashCode(stopSequence);
                hash = 31 * hash + Objects.hashCode(totalStopsInTrip);
                hash = 31 * hash + Objects.hashCode(tripHeadsign);
                hash = 31 * hash + Objects.hashCode(tripId);
                hash = 31 * hash + Objects.hashCode(tripStatus);
                hash = 31 * hash + Objects.hashCode(vehicleId);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Entry{");
                out.append("actualTrack=").append(actualTrack);
                out.append(", arrivalEnabled=").append(arrivalEnabled);
                out.append(", blockTripSequence=").append(blockTripSequence);
                out.append(", departureEnabled=").append(departureEnabled);
                out.append(", distanceFromStop=").append(distanceFromStop);
                out.append(", frequency=").append(frequency);
                out.append(", historicalOccupancy=").append(historicalOccupancy);
                out.append(", lastUpdateTime=").append(lastUpdateTime);
                out.append(", numberOfStopsAway=").append(numberOfStopsAway);
                out.append(", occupancyStatus=").append(occupancyStatus);
                out.append(", predicted=").append(predicted);
                out.append(", predictedArrivalInterval=").append(predictedArrivalInterval);
                out.append(", predictedArrivalTime=").append(predictedArrivalTime);
                out.append(", predictedDepartureInterval=").append(predictedDepartureInterval);
                out.append(", predictedDepartureTime=").append(predictedDepartureTime);
                out.append(", predictedOccupancy=").append(predictedOccupancy);
                out.append(", routeId=").append(routeId);
                out.append(", routeLongName=").append(routeLongName);
                out.append(", routeShortName=").append(routeShortName);
                out.append(", scheduledArrivalInterval=").append(scheduledArrivalInterval);
                out.append(", scheduledArrivalTime=").append(scheduledArrivalTime);
                out.append(", scheduledDepartureInterval=").append(scheduledDepartureInterval);
                out.append(", scheduledDepartureTime=").append(scheduledDepartureTime);
                out.append(", scheduledTrack=").append(scheduledTrack);
                out.append(", serviceDate=").append(serviceDate);
                out.append(", situationIds=").append(situationIds);
                out.append(", status=").append(status);
                out.append(", stopId=").append(stopId);
                out.append(", stopSequence=").append(stopSequence);
                out.append(", totalStopsInTrip=").append(totalStopsInTrip);
                out.append(", tripHeadsign=").append(tripHeadsign);
                out.append(", tripId=").append(tripId);
                out.append(", tripStatus=").append(tripStatus);
                out.append(", vehicleId=").append(vehicleId);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }

            @JsonDeserialize(builder = TripStatus.Builder.class)
            @JsonAutoDetect(
                    getterVisibility = JsonAutoDetect.Visibility.NONE,
                    isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                    setterVisibility = JsonAutoDetect.Visibility.NONE,
                    creatorVisibility = JsonAutoDetect.Visibility.NONE,
                    fieldVisibility = JsonAutoDetect.Visibility.NONE)
            public static final class TripStatus {

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
                private final JsonField<List<String>> situationIds;
                private final JsonField<String> status;
                private final JsonField<Double> totalDistanceAlongTrip;
                private final JsonField<String> vehicleId;
                private final Map<String, JsonValue> additionalProperties;
                private volatile boolean validated;

                private TripStatus(Builder builder) {
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

                public Optional<List<String>> situationIds() {
                    return situationIds.getOptional("situationIds");
                }

                @JsonProperty("situationIds")
                @ExcludeMissing
                public JsonField<List<String>> _situationIds() {
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

                public TripStatus validate() {
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
                    private JsonField<List<String>> situationIds = JsonField.missing();
                    private JsonField<String> status = JsonField.missing();
                    private JsonField<Double> totalDistanceAlongTrip = JsonField.missing();
                    private JsonField<String> vehicleId = JsonField.missing();
                    private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                    private Builder() {}

                    private Builder(TripStatus source) {
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

                    public Builder situationIds(List<String> situationIds) {
                        return situationIds(JsonField.ofNullable(situationIds));
                    }

                    public Builder situationIds(Optional<List<String>> situationIds) {
                        return situationIds(situationIds.orElse(null));
                    }

                    @JsonProperty("situationIds")
                    public Builder situationIds(JsonField<List<String>> situationIds) {
                        this.situationIds = situationIds;
                        return this;
                    }

                    public Builder addSituationId(String item) {
                        List<String> list =
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

                    public TripStatus build() {
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
                        return new TripStatus(this);
                    }

                    private TripStatus buildFromJson() {
                        return new TripStatus(this);
                    }
                }

                @Override
                public boolean equals(Object other) {
                    if (this == other) {
                        return true;
                    }
                    if (!(other instanceof TripStatus)) {
                        return false;
                    }
                    TripStatus that = (TripStatus) other;
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
                    StringBuilder out = new StringBuilder("TripStatus{");
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
