// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.agency;

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

@JsonDeserialize(builder = AgencyRetrieveResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class AgencyRetrieveResponse {

    private final JsonField<Long> code;
    private final JsonField<Long> currentTime;
    private final JsonField<String> text;
    private final JsonField<Long> version;
    private final JsonField<Data> data;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private AgencyRetrieveResponse(Builder builder) {
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

    public AgencyRetrieveResponse validate() {
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

        private Builder(AgencyRetrieveResponse source) {
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

        public AgencyRetrieveResponse build() {
            Utils.checkRequired("code", code.isMissing() ? null : code);
            Utils.checkRequired("currentTime", currentTime.isMissing() ? null : currentTime);
            Utils.checkRequired("text", text.isMissing() ? null : text);
            Utils.checkRequired("version", version.isMissing() ? null : version);
            Utils.checkRequired("data", data.isMissing() ? null : data);
            return new AgencyRetrieveResponse(this);
        }

        private AgencyRetrieveResponse buildFromJson() {
            return new AgencyRetrieveResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof AgencyRetrieveResponse)) {
            return false;
        }
        AgencyRetrieveResponse that = (AgencyRetrieveResponse) other;
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
        StringBuilder out = new StringBuilder("AgencyRetrieveResponse{");
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

            private final JsonField<String> disclaimer;
            private final JsonField<String> email;
            private final JsonField<String> fareUrl;
            private final JsonField<String> id;
            private final JsonField<String> lang;
            private final JsonField<String> name;
            private final JsonField<String> phone;
            private final JsonField<Boolean> privateService;
            private final JsonField<String> timezone;
            private final JsonField<String> url;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Entry(Builder builder) {
                this.disclaimer = builder.disclaimer;
                this.email = builder.email;
                this.fareUrl = builder.fareUrl;
                this.id = builder.id;
                this.lang = builder.lang;
                this.name = builder.name;
                this.phone = builder.phone;
                this.privateService = builder.privateService;
                this.timezone = builder.timezone;
                this.url = builder.url;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<String> disclaimer() {
                return disclaimer.getOptional("disclaimer");
            }

            @JsonProperty("disclaimer")
            @ExcludeMissing
            public JsonField<String> _disclaimer() {
                return disclaimer;
            }

            public Optional<String> email() {
                return email.getOptional("email");
            }

            @JsonProperty("email")
            @ExcludeMissing
            public JsonField<String> _email() {
                return email;
            }

            public Optional<String> fareUrl() {
                return fareUrl.getOptional("fareUrl");
            }

            @JsonProperty("fareUrl")
            @ExcludeMissing
            public JsonField<String> _fareUrl() {
                return fareUrl;
            }

            public String id() {
                return id.getRequired("id");
            }

            @JsonProperty("id")
            @ExcludeMissing
            public JsonField<String> _id() {
                return id;
            }

            public Optional<String> lang() {
                return lang.getOptional("lang");
            }

            @JsonProperty("lang")
            @ExcludeMissing
            public JsonField<String> _lang() {
                return lang;
            }

            public String name() {
                return name.getRequired("name");
            }

            @JsonProperty("name")
            @ExcludeMissing
            public JsonField<String> _name() {
                return name;
            }

            public Optional<String> phone() {
                return phone.getOptional("phone");
            }

            @JsonProperty("phone")
            @ExcludeMissing
            public JsonField<String> _phone() {
                return phone;
            }

            public Optional<Boolean> privateService() {
                return privateService.getOptional("privateService");
            }

            @JsonProperty("privateService")
            @ExcludeMissing
            public JsonField<Boolean> _privateService() {
                return privateService;
            }

            public String timezone() {
                return timezone.getRequired("timezone");
            }

            @JsonProperty("timezone")
            @ExcludeMissing
            public JsonField<String> _timezone() {
                return timezone;
            }

            public String url() {
                return url.getRequired("url");
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

            public Entry validate() {
                if (validated) {
                    return this;
                }
                disclaimer();
                email();
                fareUrl();
                id();
                lang();
                name();
                phone();
                privateService();
                timezone();
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

                private JsonField<String> disclaimer = JsonField.missing();
                private JsonField<String> email = JsonField.missing();
                private JsonField<String> fareUrl = JsonField.missing();
                private JsonField<String> id = JsonField.missing();
                private JsonField<String> lang = JsonField.missing();
                private JsonField<String> name = JsonField.missing();
                private JsonField<String> phone = JsonField.missing();
                private JsonField<Boolean> privateService = JsonField.missing();
                private JsonField<String> timezone = JsonField.missing();
                private JsonField<String> url = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Entry source) {
                    this.disclaimer = source.disclaimer;
                    this.email = source.email;
                    this.fareUrl = source.fareUrl;
                    this.id = source.id;
                    this.lang = source.lang;
                    this.name = source.name;
                    this.phone = source.phone;
                    this.privateService = source.privateService;
                    this.timezone = source.timezone;
                    this.url = source.url;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder disclaimer(String disclaimer) {
                    return disclaimer(JsonField.ofNullable(disclaimer));
                }

                public Builder disclaimer(Optional<String> disclaimer) {
                    return disclaimer(disclaimer.orElse(null));
                }

                @JsonProperty("disclaimer")
                public Builder disclaimer(JsonField<String> disclaimer) {
                    this.disclaimer = disclaimer;
                    return this;
                }

                public Builder email(String email) {
                    return email(JsonField.ofNullable(email));
                }

                public Builder email(Optional<String> email) {
                    return email(email.orElse(null));
                }

                @JsonProperty("email")
                public Builder email(JsonField<String> email) {
                    this.email = email;
                    return this;
                }

                public Builder fareUrl(String fareUrl) {
                    return fareUrl(JsonField.ofNullable(fareUrl));
                }

                public Builder fareUrl(Optional<String> fareUrl) {
                    return fareUrl(fareUrl.orElse(null));
                }

                @JsonProperty("fareUrl")
                public Builder fareUrl(JsonField<String> fareUrl) {
                    this.fareUrl = fareUrl;
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

                public Builder lang(String lang) {
                    return lang(JsonField.ofNullable(lang));
                }

                public Builder lang(Optional<String> lang) {
                    return lang(lang.orElse(null));
                }

                @JsonProperty("lang")
                public Builder lang(JsonField<String> lang) {
                    this.lang = lang;
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

                public Builder phone(String phone) {
                    return phone(JsonField.ofNullable(phone));
                }

                public Builder phone(Optional<String> phone) {
                    return phone(phone.orElse(null));
                }

                @JsonProperty("phone")
                public Builder phone(JsonField<String> phone) {
                    this.phone = phone;
                    return this;
                }

                public Builder privateService(Boolean privateService) {
                    return privateService(JsonField.ofNullable(privateService));
                }

                public Builder privateService(Optional<Boolean> privateService) {
                    return privateService(privateService.orElse(null));
                }

                @JsonProperty("privateService")
                public Builder privateService(JsonField<Boolean> privateService) {
                    this.privateService = privateService;
                    return this;
                }

                public Builder timezone(String timezone) {
                    return timezone(JsonField.of(timezone));
                }

                @JsonProperty("timezone")
                public Builder timezone(JsonField<String> timezone) {
                    this.timezone = timezone;
                    return this;
                }

                public Builder url(String url) {
                    return url(JsonField.of(url));
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

                public Entry build() {
                    Utils.checkRequired("id", id.isMissing() ? null : id);
                    Utils.checkRequired("name", name.isMissing() ? null : name);
                    Utils.checkRequired("timezone", timezone.isMissing() ? null : timezone);
                    Utils.checkRequired("url", url.isMissing() ? null : url);
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
                if (!Objects.equals(disclaimer, that.disclaimer)) {
                    return false;
                }
                if (!Objects.equals(email, that.email)) {
                    return false;
                }
                if (!Objects.equals(fareUrl, that.fareUrl)) {
                    return false;
                }
                if (!Objects.equals(id, that.id)) {
                    return false;
                }
                if (!Objects.equals(lang, that.lang)) {
                    return false;
                }
                if (!Objects.equals(name, that.name)) {
                    return false;
                }
                if (!Objects.equals(phone, that.phone)) {
                    return false;
                }
                if (!Objects.equals(privateService, that.privateService)) {
                    return false;
                }
                if (!Objects.equals(timezone, that.timezone)) {
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
                hash = 31 * hash + Objects.hashCode(disclaimer);
                hash = 31 * hash + Objects.hashCode(email);
                hash = 31 * hash + Objects.hashCode(fareUrl);
                hash = 31 * hash + Objects.hashCode(id);
                hash = 31 * hash + Objects.hashCode(lang);
                hash = 31 * hash + Objects.hashCode(name);
                hash = 31 * hash + Objects.hashCode(phone);
                hash = 31 * hash + Objects.hashCode(privateService);
                hash = 31 * hash + Objects.hashCode(timezone);
                hash = 31 * hash + Objects.hashCode(url);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Entry{");
                out.append("disclaimer=").append(disclaimer);
                out.append(", email=").append(email);
                out.append(", fareUrl=").append(fareUrl);
                out.append(", id=").append(id);
                out.append(", lang=").append(lang);
                out.append(", name=").append(name);
                out.append(", phone=").append(phone);
                out.append(", privateService=").append(privateService);
                out.append(", timezone=").append(timezone);
                out.append(", url=").append(url);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }
        }
    }
}
