// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.scheduleforstop;

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

@JsonDeserialize(builder = ScheduleForStopRetrieveResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class ScheduleForStopRetrieveResponse {

    private final JsonField<Long> code;
    private final JsonField<Long> currentTime;
    private final JsonField<String> text;
    private final JsonField<Long> version;
    private final JsonField<Data> data;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private ScheduleForStopRetrieveResponse(Builder builder) {
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

    public ScheduleForStopRetrieveResponse validate() {
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

        private Builder(ScheduleForStopRetrieveResponse source) {
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

        public ScheduleForStopRetrieveResponse build() {
            Utils.checkRequired("code", code.isMissing() ? null : code);
            Utils.checkRequired("currentTime", currentTime.isMissing() ? null : currentTime);
            Utils.checkRequired("text", text.isMissing() ? null : text);
            Utils.checkRequired("version", version.isMissing() ? null : version);
            Utils.checkRequired("data", data.isMissing() ? null : data);
            return new ScheduleForStopRetrieveResponse(this);
        }

        private ScheduleForStopRetrieveResponse buildFromJson() {
            return new ScheduleForStopRetrieveResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ScheduleForStopRetrieveResponse)) {
            return false;
        }
        ScheduleForStopRetrieveResponse that = (ScheduleForStopRetrieveResponse) other;
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
        StringBuilder out = new StringBuilder("ScheduleForStopRetrieveResponse{");
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

            private final JsonField<Long> date;
            private final JsonField<String> stopId;
            private final JsonField<List<StopRouteSchedule>> stopRouteSchedules;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Entry(Builder builder) {
                this.date = builder.date;
                this.stopId = builder.stopId;
                this.stopRouteSchedules = builder.stopRouteSchedules;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Long date() {
                return date.getRequired("date");
            }

            @JsonProperty("date")
            @ExcludeMissing
            public JsonField<Long> _date() {
                return date;
            }

            public String stopId() {
                return stopId.getRequired("stopId");
            }

            @JsonProperty("stopId")
            @ExcludeMissing
            public JsonField<String> _stopId() {
                return stopId;
            }

            public List<StopRouteSchedule> stopRouteSchedules() {
                return stopRouteSchedules.getRequired("stopRouteSchedules");
            }

            @JsonProperty("stopRouteSchedules")
            @ExcludeMissing
            public JsonField<List<StopRouteSchedule>> _stopRouteSchedules() {
                return stopRouteSchedules;
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
                date();
                stopId();
                stopRouteSchedules().forEach(item -> item.validate());
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

                private JsonField<Long> date = JsonField.missing();
                private JsonField<String> stopId = JsonField.missing();
                private JsonField<List<StopRouteSchedule>> stopRouteSchedules = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Entry source) {
                    this.date = source.date;
                    this.stopId = source.stopId;
                    this.stopRouteSchedules = source.stopRouteSchedules;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder date(Long date) {
                    return date(JsonField.of(date));
                }

                @JsonProperty("date")
                public Builder date(JsonField<Long> date) {
                    this.date = date;
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

                public Builder stopRouteSchedules(List<StopRouteSchedule> stopRouteSchedules) {
                    return stopRouteSchedules(JsonField.of(stopRouteSchedules));
                }

                @JsonProperty("stopRouteSchedules")
                public Builder stopRouteSchedules(
                        JsonField<List<StopRouteSchedule>> stopRouteSchedules) {
                    this.stopRouteSchedules = stopRouteSchedules;
                    return this;
                }

                public Builder addStopRouteSchedule(StopRouteSchedule item) {
                    List<StopRouteSchedule> list =
                            this.stopRouteSchedules == null || this.stopRouteSchedules.isMissing()
                                    ? new ArrayList<>()
                                    : new ArrayList<>(
                                            Utils.checkKnown(
                                                    "stopRouteSchedules", this.stopRouteSchedules));
                    list.add(item);
                    this.stopRouteSchedules = JsonField.of(list);
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
                    Utils.checkRequired("date", date.isMissing() ? null : date);
                    Utils.checkRequired("stopId", stopId.isMissing() ? null : stopId);
                    Utils.checkRequired(
                            "stopRouteSchedules",
                            stopRouteSchedules.isMissing() ? null : stopRouteSchedules);
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
                if (!Objects.equals(date, that.date)) {
                    return false;
                }
                if (!Objects.equals(stopId, that.stopId)) {
                    return false;
                }
                if (!Objects.equals(stopRouteSchedules, that.stopRouteSchedules)) {
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
                hash = 31 * hash + Objects.hashCode(date);
                hash = 31 * hash + Objects.hashCode(stopId);
                hash = 31 * hash + Objects.hashCode(stopRouteSchedules);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Entry{");
                out.append("date=").append(date);
                out.append(", stopId=").append(stopId);
                out.append(", stopRouteSchedules=").append(stopRouteSchedules);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }

            @JsonDeserialize(builder = StopRouteSchedule.Builder.class)
            @JsonAutoDetect(
                    getterVisibility = JsonAutoDetect.Visibility.NONE,
                    isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                    setterVisibility = JsonAutoDetect.Visibility.NONE,
                    creatorVisibility = JsonAutoDetect.Visibility.NONE,
                    fieldVisibility = JsonAutoDetect.Visibility.NONE)
            public static final class StopRouteSchedule {

                private final JsonField<String> routeId;
                private final JsonField<List<StopRouteDirectionSchedule>>
                        stopRouteDirectionSchedules;
                private final Map<String, JsonValue> additionalProperties;
                private volatile boolean validated;

                private StopRouteSchedule(Builder builder) {
                    this.routeId = builder.routeId;
                    this.stopRouteDirectionSchedules = builder.stopRouteDirectionSchedules;
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

                public List<StopRouteDirectionSchedule> stopRouteDirectionSchedules() {
                    return stopRouteDirectionSchedules.getRequired("stopRouteDirectionSchedules");
                }

                @JsonProperty("stopRouteDirectionSchedules")
                @ExcludeMissing
                public JsonField<List<StopRouteDirectionSchedule>> _stopRouteDirectionSchedules() {
                    return stopRouteDirectionSchedules;
                }

                @JsonAnyGetter
                @ExcludeMissing
                public Map<String, JsonValue> _additionalProperties() {
                    return additionalProperties;
                }

                public StopRouteSchedule validate() {
                    if (validated) {
                        return this;
                    }
                    routeId();
                    stopRouteDirectionSchedules().forEach(item -> item.validate());
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
                    private JsonField<List<StopRouteDirectionSchedule>>
                            stopRouteDirectionSchedules = JsonField.missing();
                    private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                    private Builder() {}

                    private Builder(StopRouteSchedule source) {
                        this.routeId = source.routeId;
                        this.stopRouteDirectionSchedules = source.stopRouteDirectionSchedules;
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

                    public Builder stopRouteDirectionSchedules(
                            List<StopRouteDirectionSchedule> stopRouteDirectionSchedules) {
                        return stopRouteDirectionSchedules(
                                JsonField.of(stopRouteDirectionSchedules));
                    }

                    @JsonProperty("stopRouteDirectionSchedules")
                    public Builder stopRouteDirectionSchedules(
                            JsonField<List<StopRouteDirectionSchedule>>
                                    stopRouteDirectionSchedules) {
                        this.stopRouteDirectionSchedules = stopRouteDirectionSchedules;
                        return this;
                    }

                    public Builder addStopRouteDirectionSchedule(StopRouteDirectionSchedule item) {
                        List<StopRouteDirectionSchedule> list =
                                this.stopRouteDirectionSchedules == null
                                                || this.stopRouteDirectionSchedules.isMissing()
                                        ? new ArrayList<>()
                                        : new ArrayList<>(
                                                Utils.checkKnown(
                                                        "stopRouteDirectionSchedules",
                                                        this.stopRouteDirectionSchedules));
                        list.add(item);
                        this.stopRouteDirectionSchedules = JsonField.of(list);
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

                    public StopRouteSchedule build() {
                        Utils.checkRequired("routeId", routeId.isMissing() ? null : routeId);
                        Utils.checkRequired(
                                "stopRouteDirectionSchedules",
                                stopRouteDirectionSchedules.isMissing()
                                        ? null
                                        : stopRouteDirectionSchedules);
                        return new StopRouteSchedule(this);
                    }

                    private StopRouteSchedule buildFromJson() {
                        return new StopRouteSchedule(this);
                    }
                }

                @Override
                public boolean equals(Object other) {
                    if (this == other) {
                        return true;
                    }
                    if (!(other instanceof StopRouteSchedule)) {
                        return false;
                    }
                    StopRouteSchedule that = (StopRouteSchedule) other;
                    if (!Objects.equals(routeId, that.routeId)) {
                        return false;
                    }
                    if (!Objects.equals(
                            stopRouteDirectionSchedules, that.stopRouteDirectionSchedules)) {
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
                    hash = 31 * hash + Objects.hashCode(stopRouteDirectionSchedules);
                    hash = 31 * hash + Objects.hashCode(additionalProperties);
                    return hash;
                }

                @Override
                public String toString() {
                    StringBuilder out = new StringBuilder("StopRouteSchedule{");
                    out.append("routeId=").append(routeId);
                    out.append(", stopRouteDirectionSchedules=")
                            .append(stopRouteDirectionSchedules);
                    out.append(", additionalProperties=").append(additionalProperties);
                    return out.append('}').toString();
                }

                @JsonDeserialize(builder = StopRouteDirectionSchedule.Builder.class)
                @JsonAutoDetect(
                        getterVisibility = JsonAutoDetect.Visibility.NONE,
                        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                        setterVisibility = JsonAutoDetect.Visibility.NONE,
                        creatorVisibility = JsonAutoDetect.Visibility.NONE,
                        fieldVisibility = JsonAutoDetect.Visibility.NONE)
                public static final class StopRouteDirectionSchedule {

                    private final JsonField<List<ScheduleFrequency>> scheduleFrequencies;
                    private final JsonField<List<ScheduleStopTime>> scheduleStopTimes;
                    private final JsonField<String> tripHeadsign;
                    private final Map<String, JsonValue> additionalProperties;
                    private volatile boolean validated;

                    private StopRouteDirectionSchedule(Builder builder) {
                        this.scheduleFrequencies = builder.scheduleFrequencies;
                        this.scheduleStopTimes = builder.scheduleStopTimes;
                        this.tripHeadsign = builder.tripHeadsign;
                        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                    }

                    public Optional<List<ScheduleFrequency>> scheduleFrequencies() {
                        return scheduleFrequencies.getOptional("scheduleFrequencies");
                    }

                    @JsonProperty("scheduleFrequencies")
                    @ExcludeMissing
                    public JsonField<List<ScheduleFrequency>> _scheduleFrequencies() {
                        return scheduleFrequencies;
                    }

                    public List<ScheduleStopTime> scheduleStopTimes() {
                        return scheduleStopTimes.getRequired("scheduleStopTimes");
                    }

                    @JsonProperty("scheduleStopTimes")
                    @ExcludeMissing
                    public JsonField<List<ScheduleStopTime>> _scheduleStopTimes() {
                        return scheduleStopTimes;
                    }

                    public String tripHeadsign() {
                        return tripHeadsign.getRequired("tripHeadsign");
                    }

                    @JsonProperty("tripHeadsign")
                    @ExcludeMissing
                    public JsonField<String> _tripHeadsign() {
                        return tripHeadsign;
                    }

                    @JsonAnyGetter
                    @ExcludeMissing
                    public Map<String, JsonValue> _additionalProperties() {
                        return additionalProperties;
                    }

                    public StopRouteDirectionSchedule validate() {
                        if (validated) {
                            return this;
                        }
                        scheduleFrequencies()
                                .ifPresent(items -> items.forEach(item -> item.validate()));
                        scheduleStopTimes().forEach(item -> item.validate());
                        tripHeadsign();
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

                        private JsonField<List<ScheduleFrequency>> scheduleFrequencies =
                                JsonField.missing();
                        private JsonField<List<ScheduleStopTime>> scheduleStopTimes =
                                JsonField.missing();
                        private JsonField<String> tripHeadsign = JsonField.missing();
                        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                        private Builder() {}

                        private Builder(StopRouteDirectionSchedule source) {
                            this.scheduleFrequencies = source.scheduleFrequencies;
                            this.scheduleStopTimes = source.scheduleStopTimes;
                            this.tripHeadsign = source.tripHeadsign;
                            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                        }

                        public Builder scheduleFrequencies(
                                List<ScheduleFrequency> scheduleFrequencies) {
                            return scheduleFrequencies(JsonField.ofNullable(scheduleFrequencies));
                        }

                        public Builder scheduleFrequencies(
                                Optional<List<ScheduleFrequency>> scheduleFrequencies) {
                            return scheduleFrequencies(scheduleFrequencies.orElse(null));
                        }

                        @JsonProperty("scheduleFrequencies")
                        public Builder scheduleFrequencies(
                                JsonField<List<ScheduleFrequency>> scheduleFrequencies) {
                            this.scheduleFrequencies = scheduleFrequencies;
                            return this;
                        }

                        public Builder addScheduleFrequency(ScheduleFrequency item) {
                            List<ScheduleFrequency> list =
                                    this.scheduleFrequencies == null
                                                    || this.scheduleFrequencies.isMissing()
                                            ? new ArrayList<>()
                                            : new ArrayList<>(
                                                    Utils.checkKnown(
                                                            "scheduleFrequencies",
                                                            this.scheduleFrequencies));
                            list.add(item);
                            this.scheduleFrequencies = JsonField.of(list);
                            return this;
                        }

                        public Builder scheduleStopTimes(List<ScheduleStopTime> scheduleStopTimes) {
                            return scheduleStopTimes(JsonField.of(scheduleStopTimes));
                        }

                        @JsonProperty("scheduleStopTimes")
                        public Builder scheduleStopTimes(
                                JsonField<List<ScheduleStopTime>> scheduleStopTimes) {
                            this.scheduleStopTimes = scheduleStopTimes;
                            return this;
                        }

                        public Builder addScheduleStopTime(ScheduleStopTime item) {
                            List<ScheduleStopTime> list =
                                    this.scheduleStopTimes == null
                                                    || this.scheduleStopTimes.isMissing()
                                            ? new ArrayList<>()
                                            : new ArrayList<>(
                                                    Utils.checkKnown(
                                                            "scheduleStopTimes",
                                                            this.scheduleStopTimes));
                            list.add(item);
                            this.scheduleStopTimes = JsonField.of(list);
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

                        public StopRouteDirectionSchedule build() {
                            Utils.checkRequired(
                                    "scheduleStopTimes",
                                    scheduleStopTimes.isMissing() ? null : scheduleStopTimes);
                            Utils.checkRequired(
                                    "tripHeadsign", tripHeadsign.isMissing() ? null : tripHeadsign);
                            return new StopRouteDirectionSchedule(this);
                        }

                        private StopRouteDirectionSchedule buildFromJson() {
                            return new StopRouteDirectionSchedule(this);
                        }
                    }

                    @Override
                    public boolean equals(Object other) {
                        if (this == other) {
                            return true;
                        }
                        if (!(other instanceof StopRouteDirectionSchedule)) {
                            return false;
                        }
                        StopRouteDirectionSchedule that = (StopRouteDirectionSchedule) other;
                        if (!Objects.equals(scheduleFrequencies, that.scheduleFrequencies)) {
                            return false;
                        }
                        if (!Objects.equals(scheduleStopTimes, that.scheduleStopTimes)) {
                            return false;
                        }
                        if (!Objects.equals(tripHeadsign, that.tripHeadsign)) {
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
                        hash = 31 * hash + Objects.hashCode(scheduleFrequencies);
                        hash = 31 * hash + Objects.hashCode(scheduleStopTimes);
                        hash = 31 * hash + Objects.hashCode(tripHeadsign);
                        hash = 31 * hash + Objects.hashCode(additionalProperties);
                        return hash;
                    }

                    @Override
                    public String toString() {
                        StringBuilder out = new StringBuilder("StopRouteDirectionSchedule{");
                        out.append("scheduleFrequencies=").append(scheduleFrequencies);
                        out.append(", scheduleStopTimes=").append(scheduleStopTimes);
                        out.append(", tripHeadsign=").append(tripHeadsign);
                        out.append(", additionalProperties=").append(additionalProperties);
                        return out.append('}').toString();
                    }

                    @JsonDeserialize(builder = ScheduleFrequency.Builder.class)
                    @JsonAutoDetect(
                            getterVisibility = JsonAutoDetect.Visibility.NONE,
                            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                            setterVisibility = JsonAutoDetect.Visibility.NONE,
                            creatorVisibility = JsonAutoDetect.Visibility.NONE,
                            fieldVisibility = JsonAutoDetect.Visibility.NONE)
                    public static final class ScheduleFrequency {

                        private final JsonField<Long> serviceDate;
                        private final JsonField<Long> startTime;
                        private final JsonField<Long> endTime;
                        private final JsonField<Long> headway;
                        private final JsonField<String> serviceId;
                        private final JsonField<String> tripId;
                        private final Map<String, JsonValue> additionalProperties;
                        private volatile boolean validated;

                        private ScheduleFrequency(Builder builder) {
                            this.serviceDate = builder.serviceDate;
                            this.startTime = builder.startTime;
                            this.endTime = builder.endTime;
                            this.headway = builder.headway;
                            this.serviceId = builder.serviceId;
                            this.tripId = builder.tripId;
                            this.additionalProperties =
                                    Utils.toImmutable(builder.additionalProperties);
                        }

                        public Long serviceDate() {
                            return serviceDate.getRequired("serviceDate");
                        }

                        @JsonProperty("serviceDate")
                        @ExcludeMissing
                        public JsonField<Long> _serviceDate() {
                            return serviceDate;
                        }

                        public Long startTime() {
                            return startTime.getRequired("startTime");
                        }

                        @JsonProperty("startTime")
                        @ExcludeMissing
                        public JsonField<Long> _startTime() {
                            return startTime;
                        }

                        public Long endTime() {
                            return endTime.getRequired("endTime");
                        }

                        @JsonProperty("endTime")
                        @ExcludeMissing
                        public JsonField<Long> _endTime() {
                            return endTime;
                        }

                        public Long headway() {
                            return headway.getRequired("headway");
                        }

                        @JsonProperty("headway")
                        @ExcludeMissing
                        public JsonField<Long> _headway() {
                            return headway;
                        }

                        public String serviceId() {
                            return serviceId.getRequired("serviceId");
                        }

                        @JsonProperty("serviceId")
                        @ExcludeMissing
                        public JsonField<String> _serviceId() {
                            return serviceId;
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

                        public ScheduleFrequency validate() {
                            if (validated) {
                                return this;
                            }
                            serviceDate();
                            startTime();
                            endTime();
                            headway();
                            serviceId();
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

                            private JsonField<Long> serviceDate = JsonField.missing();
                            private JsonField<Long> startTime = JsonField.missing();
                            private JsonField<Long> endTime = JsonField.missing();
                            private JsonField<Long> headway = JsonField.missing();
                            private JsonField<String> serviceId = JsonField.missing();
                            private JsonField<String> tripId = JsonField.missing();
                            private Map<String, JsonValue> additionalProperties =
                                    new LinkedHashMap<>();

                            private Builder() {}

                            private Builder(ScheduleFrequency source) {
                                this.serviceDate = source.serviceDate;
                                this.startTime = source.startTime;
                                this.endTime = source.endTime;
                                this.headway = source.headway;
                                this.serviceId = source.serviceId;
                                this.tripId = source.tripId;
                                additionalProperties =
                                        new LinkedHashMap<>(source.additionalProperties);
                            }

                            public Builder serviceDate(Long serviceDate) {
                                return serviceDate(JsonField.of(serviceDate));
                            }

                            @JsonProperty("serviceDate")
                            public Builder serviceDate(JsonField<Long> serviceDate) {
                                this.serviceDate = serviceDate;
                                return this;
                            }

                            public Builder startTime(Long startTime) {
                                return startTime(JsonField.of(startTime));
                            }

                            @JsonProperty("startTime")
                            public Builder startTime(JsonField<Long> startTime) {
                                this.startTime = startTime;
                                return this;
                            }

                            public Builder endTime(Long endTime) {
                                return endTime(JsonField.of(endTime));
                            }

                            @JsonProperty("endTime")
                            public Builder endTime(JsonField<Long> endTime) {
                                this.endTime = endTime;
                                return this;
                            }

                            public Builder headway(Long headway) {
                                return headway(JsonField.of(headway));
                            }

                            @JsonProperty("headway")
                            public Builder headway(JsonField<Long> headway) {
                                this.headway = headway;
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

                            public ScheduleFrequency build() {
                                Utils.checkRequired(
                                        "serviceDate",
                                        serviceDate.isMissing() ? null : serviceDate);
                                Utils.checkRequired(
                                        "startTime", startTime.isMissing() ? null : startTime);
                                Utils.checkRequired(
                                        "endTime", endTime.isMissing() ? null : endTime);
                                Utils.checkRequired(
                                        "headway", headway.isMissing() ? null : headway);
                                Utils.checkRequired(
                                        "serviceId", serviceId.isMissing() ? null : serviceId);
                                Utils.checkRequired("tripId", tripId.isMissing() ? null : tripId);
                                return new ScheduleFrequency(this);
                            }

                            private ScheduleFrequency buildFromJson() {
                                return new ScheduleFrequency(this);
                            }
                        }

                        @Override
                        public boolean equals(Object other) {
                            if (this == other) {
                                return true;
                            }
                            if (!(other instanceof ScheduleFrequency)) {
                                return false;
                            }
                            ScheduleFrequency that = (ScheduleFrequency) other;
                            if (!Objects.equals(serviceDate, that.serviceDate)) {
                                return false;
                            }
                            if (!Objects.equals(startTime, that.startTime)) {
                                return false;
                            }
                            if (!Objects.equals(endTime, that.endTime)) {
                                return false;
                            }
                            if (!Objects.equals(headway, that.headway)) {
                                return false;
                            }
                            if (!Objects.equals(serviceId, that.serviceId)) {
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
                            hash = 31 * hash + Objects.hashCode(serviceDate);
                            hash = 31 * hash + Objects.hashCode(startTime);
                            hash = 31 * hash + Objects.hashCode(endTime);
                            hash = 31 * hash + Objects.hashCode(headway);
                            hash = 31 * hash + Objects.hashCode(serviceId);
                            hash = 31 * hash + Objects.hashCode(tripId);
                            hash = 31 * hash + Objects.hashCode(additionalProperties);
                            return hash;
                        }

                        @Override
                        public String toString() {
                            StringBuilder out = new StringBuilder("ScheduleFrequency{");
                            out.append("serviceDate=").append(serviceDate);
                            out.append(", startTime=").append(startTime);
                            out.append(", endTime=").append(endTime);
                            out.append(", headway=").append(headway);
                            out.append(", serviceId=").append(serviceId);
                            out.append(", tripId=").append(tripId);
                            out.append(", additionalProperties=").append(additionalProperties);
                            return out.append('}').toString();
                        }
                    }

                    @JsonDeserialize(builder = ScheduleStopTime.Builder.class)
                    @JsonAutoDetect(
                            getterVisibility = JsonAutoDetect.Visibility.NONE,
                            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                            setterVisibility = JsonAutoDetect.Visibility.NONE,
                            creatorVisibility = JsonAutoDetect.Visibility.NONE,
                            fieldVisibility = JsonAutoDetect.Visibility.NONE)
                    public static final class ScheduleStopTime {

                        private final JsonField<Boolean> arrivalEnabled;
                        private final JsonField<Long> arrivalTime;
                        private final JsonField<Boolean> departureEnabled;
                        private final JsonField<Long> departureTime;
                        private final JsonField<String> serviceId;
                        private final JsonField<String> stopHeadsign;
                        private final JsonField<String> tripId;
                        private final Map<String, JsonValue> additionalProperties;
                        private volatile boolean validated;

                        private ScheduleStopTime(Builder builder) {
                            this.arrivalEnabled = builder.arrivalEnabled;
                            this.arrivalTime = builder.arrivalTime;
                            this.departureEnabled = builder.departureEnabled;
                            this.departureTime = builder.departureTime;
                            this.serviceId = builder.serviceId;
                            this.stopHeadsign = builder.stopHeadsign;
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

                        public String serviceId() {
                            return serviceId.getRequired("serviceId");
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

                        public ScheduleStopTime validate() {
                            if (validated) {
                                return this;
                            }
                            arrivalEnabled();
                            arrivalTime();
                            departureEnabled();
                            departureTime();
                            serviceId();
                            stopHeadsign();
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
                            private JsonField<String> tripId = JsonField.missing();
                            private Map<String, JsonValue> additionalProperties =
                                    new LinkedHashMap<>();

                            private Builder() {}

                            private Builder(ScheduleStopTime source) {
                                this.arrivalEnabled = source.arrivalEnabled;
                                this.arrivalTime = source.arrivalTime;
                                this.departureEnabled = source.departureEnabled;
                                this.departureTime = source.departureTime;
                                this.serviceId = source.serviceId;
                                this.stopHeadsign = source.stopHeadsign;
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
                                return serviceId(JsonField.of(serviceId));
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

                            public ScheduleStopTime build() {
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
                                Utils.checkRequired(
                                        "serviceId", serviceId.isMissing() ? null : serviceId);
                                Utils.checkRequired("tripId", tripId.isMissing() ? null : tripId);
                                return new ScheduleStopTime(this);
                            }

                            private ScheduleStopTime buildFromJson() {
                                return new ScheduleStopTime(this);
                            }
                        }

                        @Override
                        public boolean equals(Object other) {
                            if (this == other) {
                                return true;
                            }
                            if (!(other instanceof ScheduleStopTime)) {
                                return false;
                            }
                            ScheduleStopTime that = (ScheduleStopTime) other;
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
                            hash = 31 * hash + Objects.hashCode(tripId);
                            hash = 31 * hash + Objects.hashCode(additionalProperties);
                            return hash;
                        }

                        @Override
                        public String toString() {
                            StringBuilder out = new StringBuilder("ScheduleStopTime{");
                            out.append("arrivalEnabled=").append(arrivalEnabled);
                            out.append(", arrivalTime=").append(arrivalTime);
                            out.append(", departureEnabled=").append(departureEnabled);
                            out.append(", departureTime=").append(departureTime);
                            out.append(", serviceId=").append(serviceId);
                            out.append(", stopHeadsign=").append(stopHeadsign);
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
