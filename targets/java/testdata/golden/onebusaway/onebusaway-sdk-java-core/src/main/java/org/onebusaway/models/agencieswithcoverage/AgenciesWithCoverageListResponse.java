// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.agencieswithcoverage;

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

@JsonDeserialize(builder = AgenciesWithCoverageListResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class AgenciesWithCoverageListResponse {

    private final JsonField<Long> code;
    private final JsonField<Long> currentTime;
    private final JsonField<String> text;
    private final JsonField<Long> version;
    private final JsonField<Data> data;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private AgenciesWithCoverageListResponse(Builder builder) {
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

    public AgenciesWithCoverageListResponse validate() {
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

        private Builder(AgenciesWithCoverageListResponse source) {
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

        public AgenciesWithCoverageListResponse build() {
            Utils.checkRequired("code", code.isMissing() ? null : code);
            Utils.checkRequired("currentTime", currentTime.isMissing() ? null : currentTime);
            Utils.checkRequired("text", text.isMissing() ? null : text);
            Utils.checkRequired("version", version.isMissing() ? null : version);
            Utils.checkRequired("data", data.isMissing() ? null : data);
            return new AgenciesWithCoverageListResponse(this);
        }

        private AgenciesWithCoverageListResponse buildFromJson() {
            return new AgenciesWithCoverageListResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof AgenciesWithCoverageListResponse)) {
            return false;
        }
        AgenciesWithCoverageListResponse that = (AgenciesWithCoverageListResponse) other;
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
        StringBuilder out = new StringBuilder("AgenciesWithCoverageListResponse{");
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
        private final JsonField<References> references;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Data(Builder builder) {
            this.limitExceeded = builder.limitExceeded;
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
            private JsonField<java.util.List<List>> list = JsonField.missing();
            private JsonField<References> references = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Data source) {
                this.limitExceeded = source.limitExceeded;
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
            hash = 31 * hash + Objects.hashCode(list);
            hash = 31 * hash + Objects.hashCode(references);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Data{");
            out.append("limitExceeded=").append(limitExceeded);
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

            private final JsonField<String> agencyId;
            private final JsonField<Double> lat;
            private final JsonField<Double> latSpan;
            private final JsonField<Double> lon;
            private final JsonField<Double> lonSpan;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private List(Builder builder) {
                this.agencyId = builder.agencyId;
                this.lat = builder.lat;
                this.latSpan = builder.latSpan;
                this.lon = builder.lon;
                this.lonSpan = builder.lonSpan;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public String agencyId() {
                return agencyId.getRequired("agencyId");
            }

            @JsonProperty("agencyId")
            @ExcludeMissing
            public JsonField<String> _agencyId() {
                return agencyId;
            }

            public Double lat() {
                return lat.getRequired("lat");
            }

            @JsonProperty("lat")
            @ExcludeMissing
            public JsonField<Double> _lat() {
                return lat;
            }

            public Double latSpan() {
                return latSpan.getRequired("latSpan");
            }

            @JsonProperty("latSpan")
            @ExcludeMissing
            public JsonField<Double> _latSpan() {
                return latSpan;
            }

            public Double lon() {
                return lon.getRequired("lon");
            }

            @JsonProperty("lon")
            @ExcludeMissing
            public JsonField<Double> _lon() {
                return lon;
            }

            public Double lonSpan() {
                return lonSpan.getRequired("lonSpan");
            }

            @JsonProperty("lonSpan")
            @ExcludeMissing
            public JsonField<Double> _lonSpan() {
                return lonSpan;
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
                agencyId();
                lat();
                latSpan();
                lon();
                lonSpan();
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

                private JsonField<String> agencyId = JsonField.missing();
                private JsonField<Double> lat = JsonField.missing();
                private JsonField<Double> latSpan = JsonField.missing();
                private JsonField<Double> lon = JsonField.missing();
                private JsonField<Double> lonSpan = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(List source) {
                    this.agencyId = source.agencyId;
                    this.lat = source.lat;
                    this.latSpan = source.latSpan;
                    this.lon = source.lon;
                    this.lonSpan = source.lonSpan;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder agencyId(String agencyId) {
                    return agencyId(JsonField.of(agencyId));
                }

                @JsonProperty("agencyId")
                public Builder agencyId(JsonField<String> agencyId) {
                    this.agencyId = agencyId;
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

                public Builder latSpan(Double latSpan) {
                    return latSpan(JsonField.of(latSpan));
                }

                @JsonProperty("latSpan")
                public Builder latSpan(JsonField<Double> latSpan) {
                    this.latSpan = latSpan;
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

                public Builder lonSpan(Double lonSpan) {
                    return lonSpan(JsonField.of(lonSpan));
                }

                @JsonProperty("lonSpan")
                public Builder lonSpan(JsonField<Double> lonSpan) {
                    this.lonSpan = lonSpan;
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
                    Utils.checkRequired("agencyId", agencyId.isMissing() ? null : agencyId);
                    Utils.checkRequired("lat", lat.isMissing() ? null : lat);
                    Utils.checkRequired("latSpan", latSpan.isMissing() ? null : latSpan);
                    Utils.checkRequired("lon", lon.isMissing() ? null : lon);
                    Utils.checkRequired("lonSpan", lonSpan.isMissing() ? null : lonSpan);
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
                if (!Objects.equals(agencyId, that.agencyId)) {
                    return false;
                }
                if (!Objects.equals(lat, that.lat)) {
                    return false;
                }
                if (!Objects.equals(latSpan, that.latSpan)) {
                    return false;
                }
                if (!Objects.equals(lon, that.lon)) {
                    return false;
                }
                if (!Objects.equals(lonSpan, that.lonSpan)) {
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
                hash = 31 * hash + Objects.hashCode(agencyId);
                hash = 31 * hash + Objects.hashCode(lat);
                hash = 31 * hash + Objects.hashCode(latSpan);
                hash = 31 * hash + Objects.hashCode(lon);
                hash = 31 * hash + Objects.hashCode(lonSpan);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("List{");
                out.append("agencyId=").append(agencyId);
                out.append(", lat=").append(lat);
                out.append(", latSpan=").append(latSpan);
                out.append(", lon=").append(lon);
                out.append(", lonSpan=").append(lonSpan);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }
        }
    }
}
