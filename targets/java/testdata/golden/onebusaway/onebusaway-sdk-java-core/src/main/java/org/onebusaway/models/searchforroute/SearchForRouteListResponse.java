// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.searchforroute;

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

@JsonDeserialize(builder = SearchForRouteListResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class SearchForRouteListResponse {

    private final JsonField<Long> code;
    private final JsonField<Long> currentTime;
    private final JsonField<String> text;
    private final JsonField<Long> version;
    private final JsonField<Data> data;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private SearchForRouteListResponse(Builder builder) {
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

    public Optional<Data> data() {
        return data.getOptional("data");
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

    public SearchForRouteListResponse validate() {
        if (validated) {
            return this;
        }
        code();
        currentTime();
        text();
        version();
        data().ifPresent(value -> value.validate());
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

        private Builder(SearchForRouteListResponse source) {
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
            return data(JsonField.ofNullable(data));
        }

        public Builder data(Optional<Data> data) {
            return data(data.orElse(null));
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

        public SearchForRouteListResponse build() {
            Utils.checkRequired("code", code.isMissing() ? null : code);
            Utils.checkRequired("currentTime", currentTime.isMissing() ? null : currentTime);
            Utils.checkRequired("text", text.isMissing() ? null : text);
            Utils.checkRequired("version", version.isMissing() ? null : version);
            return new SearchForRouteListResponse(this);
        }

        private SearchForRouteListResponse buildFromJson() {
            return new SearchForRouteListResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof SearchForRouteListResponse)) {
            return false;
        }
        SearchForRouteListResponse that = (SearchForRouteListResponse) other;
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
        StringBuilder out = new StringBuilder("SearchForRouteListResponse{");
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

        public Boolean outOfRange() {
            return outOfRange.getRequired("outOfRange");
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
                return outOfRange(JsonField.of(outOfRange));
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
                Utils.checkRequired("outOfRange", outOfRange.isMissing() ? null : outOfRange);
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

            private final JsonField<String> agencyId;
            private final JsonField<String> color;
            private final JsonField<String> description;
            private final JsonField<String> id;
            private final JsonField<String> longName;
            private final JsonField<String> nullSafeShortName;
            private final JsonField<String> shortName;
            private final JsonField<String> textColor;
            private final JsonField<Long> type;
            private final JsonField<String> url;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private List(Builder builder) {
                this.agencyId = builder.agencyId;
                this.color = builder.color;
                this.description = builder.description;
                this.id = builder.id;
                this.longName = builder.longName;
                this.nullSafeShortName = builder.nullSafeShortName;
                this.shortName = builder.shortName;
                this.textColor = builder.textColor;
                this.type = builder.type;
                this.url = builder.url;
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

            public Optional<String> color() {
                return color.getOptional("color");
            }

            @JsonProperty("color")
            @ExcludeMissing
            public JsonField<String> _color() {
                return color;
            }

            public Optional<String> description() {
                return description.getOptional("description");
            }

            @JsonProperty("description")
            @ExcludeMissing
            public JsonField<String> _description() {
                return description;
            }

            public String id() {
                return id.getRequired("id");
            }

            @JsonProperty("id")
            @ExcludeMissing
            public JsonField<String> _id() {
                return id;
            }

            public Optional<String> longName() {
                return longName.getOptional("longName");
            }

            @JsonProperty("longName")
            @ExcludeMissing
            public JsonField<String> _longName() {
                return longName;
            }

            public Optional<String> nullSafeShortName() {
                return nullSafeShortName.getOptional("nullSafeShortName");
            }

            @JsonProperty("nullSafeShortName")
            @ExcludeMissing
            public JsonField<String> _nullSafeShortName() {
                return nullSafeShortName;
            }

            public Optional<String> shortName() {
                return shortName.getOptional("shortName");
            }

            @JsonProperty("shortName")
            @ExcludeMissing
            public JsonField<String> _shortName() {
                return shortName;
            }

            public Optional<String> textColor() {
                return textColor.getOptional("textColor");
            }

            @JsonProperty("textColor")
            @ExcludeMissing
            public JsonField<String> _textColor() {
                return textColor;
            }

            public Long type() {
                return type.getRequired("type");
            }

            @JsonProperty("type")
            @ExcludeMissing
            public JsonField<Long> _type() {
                return type;
            }

            public Optional<String> url() {
                return url.getOptional("url");
            }

            @JsonProperty("url")
            @ExcludeMissing
            public JsonField<String> _url() {
                return url;
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
                color();
                description();
                id();
                longName();
                nullSafeShortName();
                shortName();
                textColor();
                type();
                url();
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
                private JsonField<String> color = JsonField.missing();
                private JsonField<String> description = JsonField.missing();
                private JsonField<String> id = JsonField.missing();
                private JsonField<String> longName = JsonField.missing();
                private JsonField<String> nullSafeShortName = JsonField.missing();
                private JsonField<String> shortName = JsonField.missing();
                private JsonField<String> textColor = JsonField.missing();
                private JsonField<Long> type = JsonField.missing();
                private JsonField<String> url = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(List source) {
                    this.agencyId = source.agencyId;
                    this.color = source.color;
                    this.description = source.description;
                    this.id = source.id;
                    this.longName = source.longName;
                    this.nullSafeShortName = source.nullSafeShortName;
                    this.shortName = source.shortName;
                    this.textColor = source.textColor;
                    this.type = source.type;
                    this.url = source.url;
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

                public Builder color(String color) {
                    return color(JsonField.ofNullable(color));
                }

                public Builder color(Optional<String> color) {
                    return color(color.orElse(null));
                }

                @JsonProperty("color")
                public Builder color(JsonField<String> color) {
                    this.color = color;
                    return this;
                }

                public Builder description(String description) {
                    return description(JsonField.ofNullable(description));
                }

                public Builder description(Optional<String> description) {
                    return description(description.orElse(null));
                }

                @JsonProperty("description")
                public Builder description(JsonField<String> description) {
                    this.description = description;
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

                public Builder longName(String longName) {
                    return longName(JsonField.ofNullable(longName));
                }

                public Builder longName(Optional<String> longName) {
                    return longName(longName.orElse(null));
                }

                @JsonProperty("longName")
                public Builder longName(JsonField<String> longName) {
                    this.longName = longName;
                    return this;
                }

                public Builder nullSafeShortName(String nullSafeShortName) {
                    return nullSafeShortName(JsonField.ofNullable(nullSafeShortName));
                }

                public Builder nullSafeShortName(Optional<String> nullSafeShortName) {
                    return nullSafeShortName(nullSafeShortName.orElse(null));
                }

                @JsonProperty("nullSafeShortName")
                public Builder nullSafeShortName(JsonField<String> nullSafeShortName) {
                    this.nullSafeShortName = nullSafeShortName;
                    return this;
                }

                public Builder shortName(String shortName) {
                    return shortName(JsonField.ofNullable(shortName));
                }

                public Builder shortName(Optional<String> shortName) {
                    return shortName(shortName.orElse(null));
                }

                @JsonProperty("shortName")
                public Builder shortName(JsonField<String> shortName) {
                    this.shortName = shortName;
                    return this;
                }

                public Builder textColor(String textColor) {
                    return textColor(JsonField.ofNullable(textColor));
                }

                public Builder textColor(Optional<String> textColor) {
                    return textColor(textColor.orElse(null));
                }

                @JsonProperty("textColor")
                public Builder textColor(JsonField<String> textColor) {
                    this.textColor = textColor;
                    return this;
                }

                public Builder type(Long type) {
                    return type(JsonField.of(type));
                }

                @JsonProperty("type")
                public Builder type(JsonField<Long> type) {
                    this.type = type;
                    return this;
                }

                public Builder url(String url) {
                    return url(JsonField.ofNullable(url));
                }

                public Builder url(Optional<String> url) {
                    return url(url.orElse(null));
                }

                @JsonProperty("url")
                public Builder url(JsonField<String> url) {
                    this.url = url;
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
                    Utils.checkRequired("id", id.isMissing() ? null : id);
                    Utils.checkRequired("type", type.isMissing() ? null : type);
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
                if (!Objects.equals(color, that.color)) {
                    return false;
                }
                if (!Objects.equals(description, that.description)) {
                    return false;
                }
                if (!Objects.equals(id, that.id)) {
                    return false;
                }
                if (!Objects.equals(longName, that.longName)) {
                    return false;
                }
                if (!Objects.equals(nullSafeShortName, that.nullSafeShortName)) {
                    return false;
                }
                if (!Objects.equals(shortName, that.shortName)) {
                    return false;
                }
                if (!Objects.equals(textColor, that.textColor)) {
                    return false;
                }
                if (!Objects.equals(type, that.type)) {
                    return false;
                }
                if (!Objects.equals(url, that.url)) {
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
                hash = 31 * hash + Objects.hashCode(color);
                hash = 31 * hash + Objects.hashCode(description);
                hash = 31 * hash + Objects.hashCode(id);
                hash = 31 * hash + Objects.hashCode(longName);
                hash = 31 * hash + Objects.hashCode(nullSafeShortName);
                hash = 31 * hash + Objects.hashCode(shortName);
                hash = 31 * hash + Objects.hashCode(textColor);
                hash = 31 * hash + Objects.hashCode(type);
                hash = 31 * hash + Objects.hashCode(url);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("List{");
                out.append("agencyId=").append(agencyId);
                out.append(", color=").append(color);
                out.append(", description=").append(description);
                out.append(", id=").append(id);
                out.append(", longName=").append(longName);
                out.append(", nullSafeShortName=").append(nullSafeShortName);
                out.append(", shortName=").append(shortName);
                out.append(", textColor=").append(textColor);
                out.append(", type=").append(type);
                out.append(", url=").append(url);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }
        }
    }
}
