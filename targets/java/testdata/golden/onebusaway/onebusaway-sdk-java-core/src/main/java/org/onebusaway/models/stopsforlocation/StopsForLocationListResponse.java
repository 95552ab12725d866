// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.stopsforlocation;

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

@JsonDeserialize(builder = StopsForLocationListResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class StopsForLocationListResponse {

    private final JsonField<Long> code;
    private final JsonField<Long> currentTime;
    private final JsonField<String> text;
    private final JsonField<Long> version;
    private final JsonField<Data> data;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private StopsForLocationListResponse(Builder builder) {
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

    public StopsForLocationListResponse validate() {
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

        private Builder(StopsForLocationListResponse source) {
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

        public StopsForLocationListResponse build() {
            Utils.checkRequired("code", code.isMissing() ? null : code);
            Utils.checkRequired("currentTime", currentTime.isMissing() ? null : currentTime);
            Utils.checkRequired("text", text.isMissing() ? null : text);
            Utils.checkRequired("version", version.isMissing() ? null : version);
            Utils.checkRequired("data", data.isMissing() ? null : data);
            return new StopsForLocationListResponse(this);
        }

        private StopsForLocationListResponse buildFromJson() {
            return new StopsForLocationListResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof StopsForLocationListResponse)) {
            return false;
        }
        StopsForLocationListResponse that = (StopsForLocationListResponse) other;
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
        StringBuilder out = new StringBuilder("StopsForLocationListResponse{");
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
        private final JsonField<Boolean> outOfRange;
        private final JsonField<java.util.List<List>> list;
        private final JsonField<References> references;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Data(Builder builder) {
            this.limitExceeded = builder.limitExceeded;
            this.outOfRange = builder.outOfRange;
            this.list = builder.list;
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

        public Optional<Boolean> outOfRange() {
            return outOfRange.getOptional("outOfRange");
        }

        @JsonProperty("outOfRange")
        @ExcludeMissing
        public JsonField<Boolean> _outOfRange() {
            return outOfRange;
        }

        public java.util.List<List> list() {
            return list.getRequired("list");
        }

        @JsonProperty("list")
        @ExcludeMissing
        public JsonField<java.util.List<List>> _list() {
            return list;
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
            outOfRange();
            list().forEach(item -> item.validate());
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
            private JsonField<Boolean> outOfRange = JsonField.missing();
            private JsonField<java.util.List<List>> list = JsonField.missing();
            private JsonField<References> references = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Data source) {
                this.limitExceeded = source.limitExceeded;
                this.outOfRange = source.outOfRange;
                this.list = source.list;
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
            if (!Objects.equals(outOfRange, that.outOfRange)) {
                return false;
            }
            if (!Objects.equals(list, that.list)) {
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
            hash = 31 * hash + Objects.hashCode(outOfRange);
            hash = 31 * hash + Objects.hashCode(list);
            hash = 31 * hash + Objects.hashCode(references);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Data{");
            out.append("limitExceeded=").append(limitExceeded);
            out.append(", outOfRange=").append(outOfRange);
            out.append(", list=").append(list);
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

            private final JsonField<String> code;
            private final JsonField<String> direction;
            private final JsonField<String> id;
            private final JsonField<Double> lat;
            private final JsonField<Long> locationType;
            private final JsonField<Double> lon;
            private final JsonField<String> name;
            private final JsonField<String> parent;
            private final JsonField<java.util.List<String>> routeIds;
            private final JsonField<java.util.List<String>> staticRouteIds;
            private final JsonField<String> wheelchairBoarding;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private List(Builder builder) {
                this.code = builder.code;
                this.direction = builder.direction;
                this.id = builder.id;
                this.lat = builder.lat;
                this.locationType = builder.locationType;
                this.lon = builder.lon;
                this.name = builder.name;
                this.parent = builder.parent;
                this.routeIds = builder.routeIds;
                this.staticRouteIds = builder.staticRouteIds;
                this.wheelchairBoarding = builder.wheelchairBoarding;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<String> code() {
                return code.getOptional("code");
            }

            @JsonProperty("code")
            @ExcludeMissing
            public JsonField<String> _code() {
                return code;
            }

            public Optional<String> direction() {
                return direction.getOptional("direction");
            }

            @JsonProperty("direction")
            @ExcludeMissing
            public JsonField<String> _direction() {
                return direction;
            }

            public String id() {
                return id.getRequired("id");
            }

            @JsonProperty("id")
            @ExcludeMissing
            public JsonField<String> _id() {
                return id;
            }

            public Double lat() {
                return lat.getRequired("lat");
            }

            @JsonProperty("lat")
            @ExcludeMissing
            public JsonField<Double> _lat() {
                return lat;
            }

            public Long locationType() {
                return locationType.getRequired("locationType");
            }

            @JsonProperty("locationType")
            @ExcludeMissing
            public JsonField<Long> _locationType() {
                return locationType;
            }

            public Double lon() {
                return lon.getRequired("lon");
            }

            @JsonProperty("lon")
            @ExcludeMissing
            public JsonField<Double> _lon() {
                return lon;
            }

            public String name() {
                return name.getRequired("name");
            }

            @JsonProperty("name")
            @ExcludeMissing
            public JsonField<String> _name() {
                return name;
            }

            public String parent() {
                return parent.getRequired("parent");
            }

            @JsonProperty("parent")
            @ExcludeMissing
            public JsonField<String> _parent() {
                return parent;
            }

            public java.util.List<String> routeIds() {
                return routeIds.getRequired("routeIds");
            }

            @JsonProperty("routeIds")
            @ExcludeMissing
            public JsonField<java.util.List<String>> _routeIds() {
                return routeIds;
            }

            public java.util.List<String> staticRouteIds() {
                return staticRouteIds.getRequired("staticRouteIds");
            }

            @JsonProperty("staticRouteIds")
            @ExcludeMissing
            public JsonField<java.util.List<String>> _staticRouteIds() {
                return staticRouteIds;
            }

            public Optional<String> wheelchairBoarding() {
                return wheelchairBoarding.getOptional("wheelchairBoarding");
            }

            @JsonProperty("wheelchairBoarding")
            @ExcludeMissing
            public JsonField<String> _wheelchairBoarding() {
                return wheelchairBoarding;
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
                code();
                direction();
                id();
                lat();
                locationType();
                lon();
                name();
                parent();
                routeIds();
                staticRouteIds();
                wheelchairBoarding();
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

                private JsonField<String> code = JsonField.missing();
                private JsonField<String> direction = JsonField.missing();
                private JsonField<String> id = JsonField.missing();
                private JsonField<Double> lat = JsonField.missing();
                private JsonField<Long> locationType = JsonField.missing();
                private JsonField<Double> lon = JsonField.missing();
                private JsonField<String> name = JsonField.missing();
                private JsonField<String> parent = JsonField.missing();
                private JsonField<java.util.List<String>> routeIds = JsonField.missing();
                private JsonField<java.util.List<String>> staticRouteIds = JsonField.missing();
                private JsonField<String> wheelchairBoarding = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(List source) {
                    this.code = source.code;
                    this.direction = source.direction;
                    this.id = source.id;
                    this.lat = source.lat;
                    this.locationType = source.locationType;
                    this.lon = source.lon;
                    this.name = source.name;
                    this.parent = source.parent;
                    this.routeIds = source.routeIds;
                    this.staticRouteIds = source.staticRouteIds;
                    this.wheelchairBoarding = source.wheelchairBoarding;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder code(String code) {
                    return code(JsonField.ofNullable(code));
                }

                public Builder code(Optional<String> code) {
                    return code(code.orElse(null));
                }

                @JsonProperty("code")
                public Builder code(JsonField<String> code) {
                    this.code = code;
                    return this;
                }

                public Builder direction(String direction) {
                    return direction(JsonField.ofNullable(direction));
                }

                public Builder direction(Optional<String> direction) {
                    return direction(direction.orElse(null));
                }

                @JsonProperty("direction")
                public Builder direction(JsonField<String> direction) {
                    this.direction = direction;
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

                public Builder lat(Double lat) {
                    return lat(JsonField.of(lat));
                }

                @JsonProperty("lat")
                public Builder lat(JsonField<Double> lat) {
                    this.lat = lat;
                    return this;
                }

                public Builder locationType(Long locationType) {
                    return locationType(JsonField.of(locationType));
                }

                @JsonProperty("locationType")
                public Builder locationType(JsonField<Long> locationType) {
                    this.locationType = locationType;
                    return this;
                }

                public Builder lon(Double lon) {
                    return lon(JsonField.of(lon));
                }

                @JsonProperty("lon")
                public Builder lon(JsonField<Double> lon) {
                    this.lon = lon;
                    return this;
                }

                public Builder name(String name) {
                    return name(JsonField.of(name));
                }

                @JsonProperty("name")
                public Builder name(JsonField<String> name) {
                    this.name = name;
                    return this;
                }

                public Builder parent(String parent) {
                    return parent(JsonField.of(parent));
                }

                @JsonProperty("parent")
                public Builder parent(JsonField<String> parent) {
                    this.parent = parent;
                    return this;
                }

                public Builder routeIds(java.util.List<String> routeIds) {
                    return routeIds(JsonField.of(routeIds));
                }

                @JsonProperty("routeIds")
                public Builder routeIds(JsonField<java.util.List<String>> routeIds) {
                    this.routeIds = routeIds;
                    return this;
                }

                public Builder addRouteId(String item) {
                    java.util.List<String> list =
                            this.routeIds == null || this.routeIds.isMissing()
                                    ? new ArrayList<>()
                                    : new ArrayList<>(Utils.checkKnown("routeIds", this.routeIds));
                    list.add(item);
                    this.routeIds = JsonField.of(list);
                    return this;
                }

                public Builder staticRouteIds(java.util.List<String> staticRouteIds) {
                    return staticRouteIds(JsonField.of(staticRouteIds));
                }

                @JsonProperty("staticRouteIds")
                public Builder staticRouteIds(JsonField<java.util.List<String>> staticRouteIds) {
                    this.staticRouteIds = staticRouteIds;
                    return this;
                }

                public Builder addStaticRouteId(String item) {
                    java.util.List<String> list =
                            this.staticRouteIds == null || this.staticRouteIds.isMissing()
                                    ? new ArrayList<>()
                                    : new ArrayList<>(
                                            Utils.checkKnown(
                                                    "staticRouteIds", this.staticRouteIds));
                    list.add(item);
                    this.staticRouteIds = JsonField.of(list);
                    return this;
                }

                public Builder wheelchairBoarding(String wheelchairBoarding) {
                    return wheelchairBoarding(JsonField.ofNullable(wheelchairBoarding));
                }

                public Builder wheelchairBoarding(Optional<String> wheelchairBoarding) {
                    return wheelchairBoarding(wheelchairBoarding.orElse(null));
                }

                @JsonProperty("wheelchairBoarding")
                public Builder wheelchairBoarding(JsonField<String> wheelchairBoarding) {
                    this.wheelchairBoarding = wheelchairBoarding;
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
                    Utils.checkRequired("id", id.isMissing() ? null : id);
                    Utils.checkRequired("lat", lat.isMissing() ? null : lat);
                    Utils.checkRequired(
                            "locationType", locationType.isMissing() ? null : locationType);
                    Utils.checkRequired("lon", lon.isMissing() ? null : lon);
                    Utils.checkRequired("name", name.isMissing() ? null : name);
                    Utils.checkRequired("parent", parent.isMissing() ? null : parent);
                    Utils.checkRequired("routeIds", routeIds.isMissing() ? null : routeIds);
                    Utils.checkRequired(
                            "staticRouteIds", staticRouteIds.isMissing() ? null : staticRouteIds);
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
                if (!Objects.equals(code, that.code)) {
                    return false;
                }
                if (!Objects.equals(direction, that.direction)) {
                    return false;
                }
                if (!Objects.equals(id, that.id)) {
                    return false;
                }
                if (!Objects.equals(lat, that.lat)) {
                    return false;
                }
                if (!Objects.equals(locationType, that.locationType)) {
                    return false;
                }
                if (!Objects.equals(lon, that.lon)) {
                    return false;
                }
                if (!Objects.equals(name, that.name)) {
                    return false;
                }
                if (!Objects.equals(parent, that.parent)) {
                    return false;
                }
                if (!Objects.equals(routeIds, that.routeIds)) {
                    return false;
                }
                if (!Objects.equals(staticRouteIds, that.staticRouteIds)) {
                    return false;
                }
                if (!Objects.equals(wheelchairBoarding, that.wheelchairBoarding)) {
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
                hash = 31 * hash + Objects.hashCode(direction);
                hash = 31 * hash + Objects.hashCode(id);
                hash = 31 * hash + Objects.hashCode(lat);
                hash = 31 * hash + Objects.hashCode(locationType);
                hash = 31 * hash + Objects.hashCode(lon);
                hash = 31 * hash + Objects.hashCode(name);
                hash = 31 * hash + Objects.hashCode(parent);
                hash = 31 * hash + Objects.hashCode(routeIds);
                hash = 31 * hash + Objects.hashCode(staticRouteIds);
                hash = 31 * hash + Objects.hashCode(wheelchairBoarding);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("List{");
                out.append("code=").append(code);
                out.append(", direction=").append(direction);
                out.append(", id=").append(id);
                out.append(", lat=").append(lat);
                out.append(", locationType=").append(locationType);
                out.append(", lon=").append(lon);
                out.append(", name=").append(name);
                out.append(", parent=").append(parent);
                out.append(", routeIds=").append(routeIds);
                out.append(", staticRouteIds=").append(staticRouteIds);
                out.append(", wheelchairBoarding=").append(wheelchairBoarding);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }
        }
    }
}
