// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.stopsforroute;

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

@JsonDeserialize(builder = StopsForRouteListResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class StopsForRouteListResponse {

    private final JsonField<Long> code;
    private final JsonField<Long> currentTime;
    private final JsonField<String> text;
    private final JsonField<Long> version;
    private final JsonField<Data> data;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private StopsForRouteListResponse(Builder builder) {
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

    public StopsForRouteListResponse validate() {
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

        private Builder(StopsForRouteListResponse source) {
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

        public StopsForRouteListResponse build() {
            Utils.checkRequired("code", code.isMissing() ? null : code);
            Utils.checkRequired("currentTime", currentTime.isMissing() ? null : currentTime);
            Utils.checkRequired("text", text.isMissing() ? null : text);
            Utils.checkRequired("version", version.isMissing() ? null : version);
            Utils.checkRequired("data", data.isMissing() ? null : data);
            return new StopsForRouteListResponse(this);
        }

        private StopsForRouteListResponse buildFromJson() {
            return new StopsForRouteListResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof StopsForRouteListResponse)) {
            return false;
        }
        StopsForRouteListResponse that = (StopsForRouteListResponse) other;
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
        StringBuilder out = new StringBuilder("StopsForRouteListResponse{");
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

            private final JsonField<List<Polyline>> polylines;
            private final JsonField<String> routeId;
            private final JsonField<List<StopGrouping>> stopGroupings;
            private final JsonField<List<String>> stopIds;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Entry(Builder builder) {
                this.polylines = builder.polylines;
                this.routeId = builder.routeId;
                this.stopGroupings = builder.stopGroupings;
                this.stopIds = builder.stopIds;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<List<Polyline>> polylines() {
                return polylines.getOptional("polylines");
            }

            @JsonProperty("polylines")
            @ExcludeMissing
            public JsonField<List<Polyline>> _polylines() {
                return polylines;
            }

            public Optional<String> routeId() {
                return routeId.getOptional("routeId");
            }

            @JsonProperty("routeId")
            @ExcludeMissing
            public JsonField<String> _routeId() {
                return routeId;
            }

            public Optional<List<StopGrouping>> stopGroupings() {
                return stopGroupings.getOptional("stopGroupings");
            }

            @JsonProperty("stopGroupings")
            @ExcludeMissing
            public JsonField<List<StopGrouping>> _stopGroupings() {
                return stopGroupings;
            }

            public Optional<List<String>> stopIds() {
                return stopIds.getOptional("stopIds");
            }

            @JsonProperty("stopIds")
            @ExcludeMissing
            public JsonField<List<String>> _stopIds() {
                return stopIds;
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
                polylines().ifPresent(items -> items.forEach(item -> item.validate()));
                routeId();
                stopGroupings().ifPresent(items -> items.forEach(item -> item.validate()));
                stopIds();
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

                private JsonField<List<Polyline>> polylines = JsonField.missing();
                private JsonField<String> routeId = JsonField.missing();
                private JsonField<List<StopGrouping>> stopGroupings = JsonField.missing();
                private JsonField<List<String>> stopIds = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Entry source) {
                    this.polylines = source.polylines;
                    this.routeId = source.routeId;
                    this.stopGroupings = source.stopGroupings;
                    this.stopIds = source.stopIds;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder polylines(List<Polyline> polylines) {
                    return polylines(JsonField.ofNullable(polylines));
                }

                public Builder polylines(Optional<List<Polyline>> polylines) {
                    return polylines(polylines.orElse(null));
                }

                @JsonProperty("polylines")
                public Builder polylines(JsonField<List<Polyline>> polylines) {
                    this.polylines = polylines;
                    return this;
                }

                public Builder addPolyline(Polyline item) {
                    List<Polyline> list =
                            this.polylines == null || this.polylines.isMissing()
                                    ? new ArrayList<>()
                                    : new ArrayList<>(
                                            Utils.checkKnown("polylines", this.polylines));
                    list.add(item);
                    this.polylines = JsonField.of(list);
                    return this;
                }

                public Builder routeId(String routeId) {
                    return routeId(JsonField.ofNullable(routeId));
                }

                public Builder routeId(Optional<String> routeId) {
                    return routeId(routeId.orElse(null));
                }

                @JsonProperty("routeId")
                public Builder routeId(JsonField<String> routeId) {
                    this.routeId = routeId;
                    return this;
                }

                public Builder stopGroupings(List<StopGrouping> stopGroupings) {
                    return stopGroupings(JsonField.ofNullable(stopGroupings));
                }

                public Builder stopGroupings(Optional<List<StopGrouping>> stopGroupings) {
                    return stopGroupings(stopGroupings.orElse(null));
                }

                @JsonProperty("stopGroupings")
                public Builder stopGroupings(JsonField<List<StopGrouping>> stopGroupings) {
                    this.stopGroupings = stopGroupings;
                    return this;
                }

                public Builder addStopGrouping(StopGrouping item) {
                    List<StopGrouping> list =
                            this.stopGroupings == null || this.stopGroupings.isMissing()
                                    ? new ArrayList<>()
                                    : new ArrayList<>(
                                            Utils.checkKnown("stopGroupings", this.stopGroupings));
                    list.add(item);
                    this.stopGroupings = JsonField.of(list);
                    return this;
                }

                public Builder stopIds(List<String> stopIds) {
                    return stopIds(JsonField.ofNullable(stopIds));
                }

                public Builder stopIds(Optional<List<String>> stopIds) {
                    return stopIds(stopIds.orElse(null));
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
                                    : new ArrayList<>(Utils.checkKnown("stopIds", this.stopIds));
                    list.add(item);
                    this.stopIds = JsonField.of(list);
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
                if (!Objects.equals(polylines, that.polylines)) {
                    return false;
                }
                if (!Objects.equals(routeId, that.routeId)) {
                    return false;
                }
                if (!Objects.equals(stopGroupings, that.stopGroupings)) {
                    return false;
                }
                if (!Objects.equals(stopIds, that.stopIds)) {
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
                hash = 31 * hash + Objects.hashCode(polylines);
                hash = 31 * hash + Objects.hashCode(routeId);
                hash = 31 * hash + Objects.hashCode(stopGroupings);
                hash = 31 * hash + Objects.hashCode(stopIds);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Entry{");
                out.append("polylines=").append(polylines);
                out.append(", routeId=").append(routeId);
                out.append(", stopGroupings=").append(stopGroupings);
                out.append(", stopIds=").append(stopIds);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }

            @JsonDeserialize(builder = Polyline.Builder.class)
            @JsonAutoDetect(
                    getterVisibility = JsonAutoDetect.Visibility.NONE,
                    isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                    setterVisibility = JsonAutoDetect.Visibility.NONE,
                    creatorVisibility = JsonAutoDetect.Visibility.NONE,
                    fieldVisibility = JsonAutoDetect.Visibility.NONE)
            public static final class Polyline {

                private final JsonField<Long> length;
                private final JsonField<String> levels;
                private final JsonField<String> points;
                private final Map<String, JsonValue> additionalProperties;
                private volatile boolean validated;

                private Polyline(Builder builder) {
                    this.length = builder.length;
                    this.levels = builder.levels;
                    this.points = builder.points;
                    this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                }

                public Optional<Long> length() {
                    return length.getOptional("length");
                }

                @JsonProperty("length")
                @ExcludeMissing
                public JsonField<Long> _length() {
                    return length;
                }

                public Optional<String> levels() {
                    return levels.getOptional("levels");
                }

                @JsonProperty("levels")
                @ExcludeMissing
                public JsonField<String> _levels() {
                    return levels;
                }

                public Optional<String> points() {
                    return points.getOptional("points");
                }

                @JsonProperty("points")
                @ExcludeMissing
                public JsonField<String> _points() {
                    return points;
                }

                @JsonAnyGetter
                @ExcludeMissing
                public Map<String, JsonValue> _additionalProperties() {
                    return additionalProperties;
                }

                public Polyline validate() {
                    if (validated) {
                        return this;
                    }
                    length();
                    levels();
                    points();
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

                    private JsonField<Long> length = JsonField.missing();
                    private JsonField<String> levels = JsonField.missing();
                    private JsonField<String> points = JsonField.missing();
                    private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                    private Builder() {}

                    private Builder(Polyline source) {
                        this.length = source.length;
                        this.levels = source.levels;
                        this.points = source.points;
                        additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                    }

                    public Builder length(Long length) {
                        return length(JsonField.ofNullable(length));
                    }

                    public Builder length(Optional<Long> length) {
                        return length(length.orElse(null));
                    }

                    @JsonProperty("length")
                    public Builder length(JsonField<Long> length) {
                        this.length = length;
                        return this;
                    }

                    public Builder levels(String levels) {
                        return levels(JsonField.ofNullable(levels));
                    }

                    public Builder levels(Optional<String> levels) {
                        return levels(levels.orElse(null));
                    }

                    @JsonProperty("levels")
                    public Builder levels(JsonField<String> levels) {
                        this.levels = levels;
                        return this;
                    }

                    public Builder points(String points) {
                        return points(JsonField.ofNullable(points));
                    }

                    public Builder points(Optional<String> points) {
                        return points(points.orElse(null));
                    }

                    @JsonProperty("points")
                    public Builder points(JsonField<String> points) {
                        this.points = points;
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

                    public Polyline build() {
                        return new Polyline(this);
                    }

                    private Polyline buildFromJson() {
                        return new Polyline(this);
                    }
                }

                @Override
                public boolean equals(Object other) {
                    if (this == other) {
                        return true;
                    }
                    if (!(other instanceof Polyline)) {
                        return false;
                    }
                    Polyline that = (Polyline) other;
                    if (!Objects.equals(length, that.length)) {
                        return false;
                    }
                    if (!Objects.equals(levels, that.levels)) {
                        return false;
                    }
                    if (!Objects.equals(points, that.points)) {
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
                    hash = 31 * hash + Objects.hashCode(length);
                    hash = 31 * hash + Objects.hashCode(levels);
                    hash = 31 * hash + Objects.hashCode(points);
                    hash = 31 * hash + Objects.hashCode(additionalProperties);
                    return hash;
                }

                @Override
                public String toString() {
                    StringBuilder out = new StringBuilder("Polyline{");
                    out.append("length=").append(length);
                    out.append(", levels=").append(levels);
                    out.append(", points=").append(points);
                    out.append(", additionalProperties=").append(additionalProperties);
                    return out.append('}').toString();
                }
            }

            @JsonDeserialize(builder = StopGrouping.Builder.class)
            @JsonAutoDetect(
                    getterVisibility = JsonAutoDetect.Visibility.NONE,
                    isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                    setterVisibility = JsonAutoDetect.Visibility.NONE,
                    creatorVisibility = JsonAutoDetect.Visibility.NONE,
                    fieldVisibility = JsonAutoDetect.Visibility.NONE)
            public static final class StopGrouping {

                private final JsonField<String> id;
                private final JsonField<Name> name;
                private final JsonField<List<Polyline>> polylines;
                private final JsonField<List<String>> stopIds;
                private final Map<String, JsonValue> additionalProperties;
                private volatile boolean validated;

                private StopGrouping(Builder builder) {
                    this.id = builder.id;
                    this.name = builder.name;
                    this.polylines = builder.polylines;
                    this.stopIds = builder.stopIds;
                    this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                }

                public Optional<String> id() {
                    return id.getOptional("id");
                }

                @JsonProperty("id")
                @ExcludeMissing
                public JsonField<String> _id() {
                    return id;
                }

                public Optional<Name> name() {
                    return name.getOptional("name");
                }

                @JsonProperty("name")
                @ExcludeMissing
                public JsonField<Name> _name() {
                    return name;
                }

                public Optional<List<Polyline>> polylines() {
                    return polylines.getOptional("polylines");
                }

                @JsonProperty("polylines")
                @ExcludeMissing
                public JsonField<List<Polyline>> _polylines() {
                    return polylines;
                }

                public Optional<List<String>> stopIds() {
                    return stopIds.getOptional("stopIds");
                }

                @JsonProperty("stopIds")
                @ExcludeMissing
                public JsonField<List<String>> _stopIds() {
                    return stopIds;
                }

                @JsonAnyGetter
                @ExcludeMissing
                public Map<String, JsonValue> _additionalProperties() {
                    return additionalProperties;
                }

                public StopGrouping validate() {
                    if (validated) {
                        return this;
                    }
                    id();
                    name().ifPresent(value -> value.validate());
                    polylines().ifPresent(items -> items.forEach(item -> item.validate()));
                    stopIds();
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
                    private JsonField<Name> name = JsonField.missing();
                    private JsonField<List<Polyline>> polylines = JsonField.missing();
                    private JsonField<List<String>> stopIds = JsonField.missing();
                    private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                    private Builder() {}

                    private Builder(StopGrouping source) {
                        this.id = source.id;
                        this.name = source.name;
                        this.polylines = source.polylines;
                        this.stopIds = source.stopIds;
                        additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                    }

                    public Builder id(String id) {
                        return id(JsonField.ofNullable(id));
                    }

                    public Builder id(Optional<String> id) {
                        return id(id.orElse(null));
                    }

                    @JsonProperty("id")
                    public Builder id(JsonField<String> id) {
                        this.id = id;
                        return this;
                    }

                    public Builder name(Name name) {
                        return name(JsonField.ofNullable(name));
                    }

                    public Builder name(Optional<Name> name) {
                        return name(name.orElse(null));
                    }

                    @JsonProperty("name")
                    public Builder name(JsonField<Name> name) {
                        this.name = name;
                        return this;
                    }

                    public Builder polylines(List<Polyline> polylines) {
                        return polylines(JsonField.ofNullable(polylines));
                    }

                    public Builder polylines(Optional<List<Polyline>> polylines) {
                        return polylines(polylines.orElse(null));
                    }

                    @JsonProperty("polylines")
                    public Builder polylines(JsonField<List<Polyline>> polylines) {
                        this.polylines = polylines;
                        return this;
                    }

                    public Builder addPolyline(Polyline item) {
                        List<Polyline> list =
                                this.polylines == null || this.polylines.isMissing()
                                        ? new ArrayList<>()
                                        : new ArrayList<>(
                                                Utils.checkKnown("polylines", this.polylines));
                        list.add(item);
                        this.polylines = JsonField.of(list);
                        return this;
                    }

                    public Builder stopIds(List<String> stopIds) {
                        return stopIds(JsonField.ofNullable(stopIds));
                    }

                    public Builder stopIds(Optional<List<String>> stopIds) {
                        return stopIds(stopIds.orElse(null));
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

                    public StopGrouping build() {
                        return new StopGrouping(this);
                    }

                    private StopGrouping buildFromJson() {
                        return new StopGrouping(this);
                    }
                }

                @Override
                public boolean equals(Object other) {
                    if (this == other) {
                        return true;
                    }
                    if (!(other instanceof StopGrouping)) {
                        return false;
                    }
                    StopGrouping that = (StopGrouping) other;
                    if (!Objects.equals(id, that.id)) {
                        return false;
                    }
                    if (!Objects.equals(name, that.name)) {
                        return false;
                    }
                    if (!Objects.equals(polylines, that.polylines)) {
                        return false;
                    }
                    if (!Objects.equals(stopIds, that.stopIds)) {
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
                    hash = 31 * hash + Objects.hashCode(name);
                    hash = 31 * hash + Objects.hashCode(polylines);
                    hash = 31 * hash + Objects.hashCode(stopIds);
                    hash = 31 * hash + Objects.hashCode(additionalProperties);
                    return hash;
                }

                @Override
                public String toString() {
                    StringBuilder out = new StringBuilder("StopGrouping{");
                    out.append("id=").append(id);
                    out.append(", name=").append(name);
                    out.append(", polylines=").append(polylines);
                    out.append(", stopIds=").append(stopIds);
                    out.append(", additionalProperties=").append(additionalProperties);
                    return out.append('}').toString();
                }

                @JsonDeserialize(builder = Name.Builder.class)
                @JsonAutoDetect(
                        getterVisibility = JsonAutoDetect.Visibility.NONE,
                        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                        setterVisibility = JsonAutoDetect.Visibility.NONE,
                        creatorVisibility = JsonAutoDetect.Visibility.NONE,
                        fieldVisibility = JsonAutoDetect.Visibility.NONE)
                public static final class Name {

                    private final JsonField<String> name;
                    private final JsonField<List<String>> names;
                    private final JsonField<String> type;
                    private final Map<String, JsonValue> additionalProperties;
                    private volatile boolean validated;

                    private Name(Builder builder) {
                        this.name = builder.name;
                        this.names = builder.names;
                        this.type = builder.type;
                        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                    }

                    public Optional<String> name() {
                        return name.getOptional("name");
                    }

                    @JsonProperty("name")
                    @ExcludeMissing
                    public JsonField<String> _name() {
                        return name;
                    }

                    public Optional<List<String>> names() {
                        return names.getOptional("names");
                    }

                    @JsonProperty("names")
                    @ExcludeMissing
                    public JsonField<List<String>> _names() {
                        return names;
                    }

                    public Optional<String> type() {
                        return type.getOptional("type");
                    }

                    @JsonProperty("type")
                    @ExcludeMissing
                    public JsonField<String> _type() {
                        return type;
                    }

                    @JsonAnyGetter
                    @ExcludeMissing
                    public Map<String, JsonValue> _additionalProperties() {
                        return additionalProperties;
                    }

                    public Name validate() {
                        if (validated) {
                            return this;
                        }
                        name();
                        names();
                        type();
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
                        private JsonField<List<String>> names = JsonField.missing();
                        private JsonField<String> type = JsonField.missing();
                        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                        private Builder() {}

                        private Builder(Name source) {
                            this.name = source.name;
                            this.names = source.names;
                            this.type = source.type;
                            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                        }

                        public Builder name(String name) {
                            return name(JsonField.ofNullable(name));
                        }

                        public Builder name(Optional<String> name) {
                            return name(name.orElse(null));
                        }

                        @JsonProperty("name")
                        public Builder name(JsonField<String> name) {
                            this.name = name;
                            return this;
                        }

                        public Builder names(List<String> names) {
                            return names(JsonField.ofNullable(names));
                        }

                        public Builder names(Optional<List<String>> names) {
                            return names(names.orElse(null));
                        }

                        @JsonProperty("names")
                        public Builder names(JsonField<List<String>> names) {
                            this.names = names;
                            return this;
                        }

                        public Builder addName(String item) {
                            List<String> list =
                                    this.names == null || this.names.isMissing()
                                            ? new ArrayList<>()
                                            : new ArrayList<>(
                                                    Utils.checkKnown("names", this.names));
                            list.add(item);
                            this.names = JsonField.of(list);
                            return this;
                        }

                        public Builder type(String type) {
                            return type(JsonField.ofNullable(type));
                        }

                        public Builder type(Optional<String> type) {
                            return type(type.orElse(null));
                        }

                        @JsonProperty("type")
                        public Builder type(JsonField<String> type) {
                            this.type = type;
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

                        public Name build() {
                            return new Name(this);
                        }

                        private Name buildFromJson() {
                            return new Name(this);
                        }
                    }

                    @Override
                    public boolean equals(Object other) {
                        if (this == other) {
                            return true;
                        }
                        if (!(other instanceof Name)) {
                            return false;
                        }
                        Name that = (Name) other;
                        if (!Objects.equals(name, that.name)) {
                            return false;
                        }
                        if (!Objects.equals(names, that.names)) {
                            return false;
                        }
                        if (!Objects.equals(type, that.type)) {
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
                        hash = 31 * hash + Objects.hashCode(names);
                        hash = 31 * hash + Objects.hashCode(type);
                        hash = 31 * hash + Objects.hashCode(additionalProperties);
                        return hash;
                    }

                    @Override
                    public String toString() {
                        StringBuilder out = new StringBuilder("Name{");
                        out.append("name=").append(name);
                        out.append(", names=").append(names);
                        out.append(", type=").append(type);
                        out.append(", additionalProperties=").append(additionalProperties);
                        return out.append('}').toString();
                    }
                }

                @JsonDeserialize(builder = Polyline.Builder.class)
                @JsonAutoDetect(
                        getterVisibility = JsonAutoDetect.Visibility.NONE,
                        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                        setterVisibility = JsonAutoDetect.Visibility.NONE,
                        creatorVisibility = JsonAutoDetect.Visibility.NONE,
                        fieldVisibility = JsonAutoDetect.Visibility.NONE)
                public static final class Polyline {

                    private final JsonField<Long> length;
                    private final JsonField<String> levels;
                    private final JsonField<String> points;
                    private final Map<String, JsonValue> additionalProperties;
                    private volatile boolean validated;

                    private Polyline(Builder builder) {
                        this.length = builder.length;
                        this.levels = builder.levels;
                        this.points = builder.points;
                        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                    }

                    public Optional<Long> length() {
                        return length.getOptional("length");
                    }

                    @JsonProperty("length")
                    @ExcludeMissing
                    public JsonField<Long> _length() {
                        return length;
                    }

                    public Optional<String> levels() {
                        return levels.getOptional("levels");
                    }

                    @JsonProperty("levels")
                    @ExcludeMissing
                    public JsonField<String> _levels() {
                        return levels;
                    }

                    public Optional<String> points() {
                        return points.getOptional("points");
                    }

                    @JsonProperty("points")
                    @ExcludeMissing
                    public JsonField<String> _points() {
                        return points;
                    }

                    @JsonAnyGetter
                    @ExcludeMissing
                    public Map<String, JsonValue> _additionalProperties() {
                        return additionalProperties;
                    }

                    public Polyline validate() {
                        if (validated) {
                            return this;
                        }
                        length();
                        levels();
                        points();
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

                        private JsonField<Long> length = JsonField.missing();
                        private JsonField<String> levels = JsonField.missing();
                        private JsonField<String> points = JsonField.missing();
                        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                        private Builder() {}

                        private Builder(Polyline source) {
                            this.length = source.length;
                            this.levels = source.levels;
                            this.points = source.points;
                            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                        }

                        public Builder length(Long length) {
                            return length(JsonField.ofNullable(length));
                        }

                        public Builder length(Optional<Long> length) {
                            return length(length.orElse(null));
                        }

                        @JsonProperty("length")
                        public Builder length(JsonField<Long> length) {
                            this.length = length;
                            return this;
                        }

                        public Builder levels(String levels) {
                            return levels(JsonField.ofNullable(levels));
                        }

                        public Builder levels(Optional<String> levels) {
                            return levels(levels.orElse(null));
                        }

                        @JsonProperty("levels")
                        public Builder levels(JsonField<String> levels) {
                            this.levels = levels;
                            return this;
                        }

                        public Builder points(String points) {
                            return points(JsonField.ofNullable(points));
                        }

                        public Builder points(Optional<String> points) {
                            return points(points.orElse(null));
                        }

                        @JsonProperty("points")
                        public Builder points(JsonField<String> points) {
                            this.points = points;
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

                        public Polyline build() {
                            return new Polyline(this);
                        }

                        private Polyline buildFromJson() {
                            return new Polyline(this);
                        }
                    }

                    @Override
                    public boolean equals(Object other) {
                        if (this == other) {
                            return true;
                        }
                        if (!(other instanceof Polyline)) {
                            return false;
                        }
                        Polyline that = (Polyline) other;
                        if (!Objects.equals(length, that.length)) {
                            return false;
                        }
                        if (!Objects.equals(levels, that.levels)) {
                            return false;
                        }
                        if (!Objects.equals(points, that.points)) {
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
                        hash = 31 * hash + Objects.hashCode(length);
                        hash = 31 * hash + Objects.hashCode(levels);
                        hash = 31 * hash + Objects.hashCode(points);
                        hash = 31 * hash + Objects.hashCode(additionalProperties);
                        return hash;
                    }

                    @Override
                    public String toString() {
                        StringBuilder out = new StringBuilder("Polyline{");
                        out.append("length=").append(length);
                        out.append(", levels=").append(levels);
                        out.append(", points=").append(points);
                        out.append(", additionalProperties=").append(additionalProperties);
                        return out.append('}').toString();
                    }
                }
            }
        }
    }
}
