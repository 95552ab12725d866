// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.config;

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

@JsonDeserialize(builder = ConfigRetrieveResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class ConfigRetrieveResponse {

    private final JsonField<Long> code;
    private final JsonField<Long> currentTime;
    private final JsonField<String> text;
    private final JsonField<Long> version;
    private final JsonField<Data> data;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private ConfigRetrieveResponse(Builder builder) {
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

    public ConfigRetrieveResponse validate() {
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

        private Builder(ConfigRetrieveResponse source) {
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

        public ConfigRetrieveResponse build() {
            Utils.checkRequired("code", code.isMissing() ? null : code);
            Utils.checkRequired("currentTime", currentTime.isMissing() ? null : currentTime);
            Utils.checkRequired("text", text.isMissing() ? null : text);
            Utils.checkRequired("version", version.isMissing() ? null : version);
            Utils.checkRequired("data", data.isMissing() ? null : data);
            return new ConfigRetrieveResponse(this);
        }

        private ConfigRetrieveResponse buildFromJson() {
            return new ConfigRetrieveResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ConfigRetrieveResponse)) {
            return false;
        }
        ConfigRetrieveResponse that = (ConfigRetrieveResponse) other;
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
        StringBuilder out = new StringBuilder("ConfigRetrieveResponse{");
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

            private final JsonField<GitProperties> gitProperties;
            private final JsonField<String> id;
            private final JsonField<String> name;
            private final JsonField<String> serviceDateFrom;
            private final JsonField<String> serviceDateTo;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Entry(Builder builder) {
                this.gitProperties = builder.gitProperties;
                this.id = builder.id;
                this.name = builder.name;
                this.serviceDateFrom = builder.serviceDateFrom;
                this.serviceDateTo = builder.serviceDateTo;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<GitProperties> gitProperties() {
                return gitProperties.getOptional("gitProperties");
            }

            @JsonProperty("gitProperties")
            @ExcludeMissing
            public JsonField<GitProperties> _gitProperties() {
                return gitProperties;
            }

            public Optional<String> id() {
                return id.getOptional("id");
            }

            @JsonProperty("id")
            @ExcludeMissing
            public JsonField<String> _id() {
                return id;
            }

            public Optional<String> name() {
                return name.getOptional("name");
            }

            @JsonProperty("name")
            @ExcludeMissing
            public JsonField<String> _name() {
                return name;
            }

            public Optional<String> serviceDateFrom() {
                return serviceDateFrom.getOptional("serviceDateFrom");
            }

            @JsonProperty("serviceDateFrom")
            @ExcludeMissing
            public JsonField<String> _serviceDateFrom() {
                return serviceDateFrom;
            }

            public Optional<String> serviceDateTo() {
                return serviceDateTo.getOptional("serviceDateTo");
            }

            @JsonProperty("serviceDateTo")
            @ExcludeMissing
            public JsonField<String> _serviceDateTo() {
                return serviceDateTo;
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
                gitProperties().ifPresent(value -> value.validate());
                id();
                name();
                serviceDateFrom();
                serviceDateTo();
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

                private JsonField<GitProperties> gitProperties = JsonField.missing();
                private JsonField<String> id = JsonField.missing();
                private JsonField<String> name = JsonField.missing();
                private JsonField<String> serviceDateFrom = JsonField.missing();
                private JsonField<String> serviceDateTo = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Entry source) {
                    this.gitProperties = source.gitProperties;
                    this.id = source.id;
                    this.name = source.name;
                    this.serviceDateFrom = source.serviceDateFrom;
                    this.serviceDateTo = source.serviceDateTo;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder gitProperties(GitProperties gitProperties) {
                    return gitProperties(JsonField.ofNullable(gitProperties));
                }

                public Builder gitProperties(Optional<GitProperties> gitProperties) {
                    return gitProperties(gitProperties.orElse(null));
                }

                @JsonProperty("gitProperties")
                public Builder gitProperties(JsonField<GitProperties> gitProperties) {
                    this.gitProperties = gitProperties;
                    return this;
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

                public Builder serviceDateFrom(String serviceDateFrom) {
                    return serviceDateFrom(JsonField.ofNullable(serviceDateFrom));
                }

                public Builder serviceDateFrom(Optional<String> serviceDateFrom) {
                    return serviceDateFrom(serviceDateFrom.orElse(null));
                }

                @JsonProperty("serviceDateFrom")
                public Builder serviceDateFrom(JsonField<String> serviceDateFrom) {
                    this.serviceDateFrom = serviceDateFrom;
                    return this;
                }

                public Builder serviceDateTo(String serviceDateTo) {
                    return serviceDateTo(JsonField.ofNullable(serviceDateTo));
                }

                public Builder serviceDateTo(Optional<String> serviceDateTo) {
                    return serviceDateTo(serviceDateTo.orElse(null));
                }

                @JsonProperty("serviceDateTo")
                public Builder serviceDateTo(JsonField<String> serviceDateTo) {
                    this.serviceDateTo = serviceDateTo;
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
                if (!Objects.equals(gitProperties, that.gitProperties)) {
                    return false;
                }
                if (!Objects.equals(id, that.id)) {
                    return false;
                }
                if (!Objects.equals(name, that.name)) {
                    return false;
                }
                if (!Objects.equals(serviceDateFrom, that.serviceDateFrom)) {
                    return false;
                }
                if (!Objects.equals(serviceDateTo, that.serviceDateTo)) {
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
                hash = 31 * hash + Objects.hashCode(gitProperties);
                hash = 31 * hash + Objects.hashCode(id);
                hash = 31 * hash + Objects.hashCode(name);
                hash = 31 * hash + Objects.hashCode(serviceDateFrom);
                hash = 31 * hash + Objects.hashCode(serviceDateTo);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Entry{");
                out.append("gitProperties=").append(gitProperties);
                out.append(", id=").append(id);
                out.append(", name=").append(name);
                out.append(", serviceDateFrom=").append(serviceDateFrom);
                out.append(", serviceDateTo=").append(serviceDateTo);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }

            @JsonDeserialize(builder = GitProperties.Builder.class)
            @JsonAutoDetect(
                    getterVisibility = JsonAutoDetect.Visibility.NONE,
                    isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                    setterVisibility = JsonAutoDetect.Visibility.NONE,
                    creatorVisibility = JsonAutoDetect.Visibility.NONE,
                    fieldVisibility = JsonAutoDetect.Visibility.NONE)
            public static final class GitProperties {

                private final JsonField<String> gitBranch;
                private final JsonField<String> gitBuildHost;
                private final JsonField<String> gitBuildTime;
                private final JsonField<String> gitBuildUserEmail;
                private final JsonField<String> gitBuildUserName;
                private final JsonField<String> gitBuildVersion;
                private final JsonField<String> gitClosestTagCommitCount;
                private final JsonField<String> gitClosestTagName;
                private final JsonField<String> gitCommitId;
                private final JsonField<String> gitCommitIdAbbrev;
                private final JsonField<String> gitCommitIdDescribe;
                private final JsonField<String> gitCommitIdDescribeShort;
                private final JsonField<String> gitCommitMessageFull;
                private final JsonField<String> gitCommitMessageShort;
                private final JsonField<String> gitCommitTime;
                private final JsonField<String> gitCommitUserEmail;
                private final JsonField<String> gitCommitUserName;
                private final JsonField<String> gitDirty;
                private final JsonField<String> gitRemoteOriginUrl;
                private final JsonField<String> gitTags;
                private final Map<String, JsonValue> additionalProperties;
                private volatile boolean validated;

                private GitProperties(Builder builder) {
                    this.gitBranch = builder.gitBranch;
                    this.gitBuildHost = builder.gitBuildHost;
                    this.gitBuildTime = builder.gitBuildTime;
                    this.gitBuildUserEmail = builder.gitBuildUserEmail;
                    this.gitBuildUserName = builder.gitBuildUserName;
                    this.gitBuildVersion = builder.gitBuildVersion;
                    this.gitClosestTagCommitCount = builder.gitClosestTagCommitCount;
                    this.gitClosestTagName = builder.gitClosestTagName;
                    this.gitCommitId = builder.gitCommitId;
                    this.gitCommitIdAbbrev = builder.gitCommitIdAbbrev;
                    this.gitCommitIdDescribe = builder.gitCommitIdDescribe;
                    this.gitCommitIdDescribeShort = builder.gitCommitIdDescribeShort;
                    this.gitCommitMessageFull = builder.gitCommitMessageFull;
                    this.gitCommitMessageShort = builder.gitCommitMessageShort;
                    this.gitCommitTime = builder.gitCommitTime;
                    this.gitCommitUserEmail = builder.gitCommitUserEmail;
                    this.gitCommitUserName = builder.gitCommitUserName;
                    this.gitDirty = builder.gitDirty;
                    this.gitRemoteOriginUrl = builder.gitRemoteOriginUrl;
                    this.gitTags = builder.gitTags;
                    this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                }

                public Optional<String> gitBranch() {
                    return gitBranch.getOptional("git.branch");
                }

                @JsonProperty("git.branch")
                @ExcludeMissing
                public JsonField<String> _gitBranch() {
                    return gitBranch;
                }

                public Optional<String> gitBuildHost() {
                    return gitBuildHost.getOptional("git.build.host");
                }

                @JsonProperty("git.build.host")
                @ExcludeMissing
                public JsonField<String> _gitBuildHost() {
                    return gitBuildHost;
                }

                public Optional<String> gitBuildTime() {
                    return gitBuildTime.getOptional("git.build.time");
                }

                @JsonProperty("git.build.time")
                @ExcludeMissing
                public JsonField<String> _gitBuildTime() {
                    return gitBuildTime;
                }

                public Optional<String> gitBuildUserEmail() {
                    return gitBuildUserEmail.getOptional("git.build.user.email");
                }

                @JsonProperty("git.build.user.email")
                @ExcludeMissing
                public JsonField<String> _gitBuildUserEmail() {
                    return gitBuildUserEmail;
                }

                public Optional<String> gitBuildUserName() {
                    return gitBuildUserName.getOptional("git.build.user.name");
                }

                @JsonProperty("git.build.user.name")
                @ExcludeMissing
                public JsonField<String> _gitBuildUserName() {
                    return gitBuildUserName;
                }

                public Optional<String> gitBuildVersion() {
                    return gitBuildVersion.getOptional("git.build.version");
                }

                @JsonProperty("git.build.version")
                @ExcludeMissing
                public JsonField<String> _gitBuildVersion() {
                    return gitBuildVersion;
                }

                public Optional<String> gitClosestTagCommitCount() {
                    return gitClosestTagCommitCount.getOptional("git.closest.tag.commit.count");
                }

                @JsonProperty("git.closest.tag.commit.count")
                @ExcludeMissing
                public JsonField<String> _gitClosestTagCommitCount() {
                    return gitClosestTagCommitCount;
                }

                public Optional<String> gitClosestTagName() {
                    return gitClosestTagName.getOptional("git.closest.tag.name");
                }

                @JsonProperty("git.closest.tag.name")
                @ExcludeMissing
                public JsonField<String> _gitClosestTagName() {
                    return gitClosestTagName;
                }

                public Optional<String> gitCommitId() {
                    return gitCommitId.getOptional("git.commit.id");
                }

                @JsonProperty("git.commit.id")
                @ExcludeMissing
                public JsonField<String> _gitCommitId() {
                    return gitCommitId;
                }

                public Optional<String> gitCommitIdAbbrev() {
                    return gitCommitIdAbbrev.getOptional("git.commit.id.abbrev");
                }

                @JsonProperty("git.commit.id.abbrev")
                @ExcludeMissing
                public JsonField<String> _gitCommitIdAbbrev() {
                    return gitCommitIdAbbrev;
                }

                public Optional<String> gitCommitIdDescribe() {
                    return gitCommitIdDescribe.getOptional("git.commit.id.describe");
                }

                @JsonProperty("git.commit.id.describe")
                @ExcludeMissing
                public JsonField<String> _gitCommitIdDescribe() {
                    return gitCommitIdDescribe;
                }

                public Optional<String> gitCommitIdDescribeShort() {
                    return gitCommitIdDescribeShort.getOptional("git.commit.id.describe-short");
                }

                @JsonProperty("git.commit.id.describe-short")
                @ExcludeMissing
                public JsonField<String> _gitCommitIdDescribeShort() {
                    return gitCommitIdDescribeShort;
                }

                public Optional<String> gitCommitMessageFull() {
                    return gitCommitMessageFull.getOptional("git.commit.message.full");
                }

                @JsonProperty("git.commit.message.full")
                @ExcludeMissing
                public JsonField<String> _gitCommitMessageFull() {
                    return gitCommitMessageFull;
                }

                public Optional<String> gitCommitMessageShort() {
                    return gitCommitMessageShort.getOptional("git.commit.message.short");
                }

                @JsonProperty("git.commit.message.short")
                @ExcludeMissing
                public JsonField<String> _gitCommitMessageShort() {
                    return gitCommitMessageShort;
                }

                public Optional<String> gitCommitTime() {
                    return gitCommitTime.getOptional("git.commit.time");
                }

                @JsonProperty("git.commit.time")
                @ExcludeMissing
                public JsonField<String> _gitCommitTime() {
                    return gitCommitTime;
                }

                public Optional<String> gitCommitUserEmail() {
                    return gitCommitUserEmail.getOptional("git.commit.user.email");
                }

                @JsonProperty("git.commit.user.email")
                @ExcludeMissing
                public JsonField<String> _gitCommitUserEmail() {
                    return gitCommitUserEmail;
                }

                public Optional<String> gitCommitUserName() {
                    return gitCommitUserName.getOptional("git.commit.user.name");
                }

                @JsonProperty("git.commit.user.name")
                @ExcludeMissing
                public JsonField<String> _gitCommitUserName() {
                    return gitCommitUserName;
                }

                public Optional<String> gitDirty() {
                    return gitDirty.getOptional("git.dirty");
                }

                @JsonProperty("git.dirty")
                @ExcludeMissing
                public JsonField<String> _gitDirty() {
                    return gitDirty;
                }

                public Optional<String> gitRemoteOriginUrl() {
                    return gitRemoteOriginUrl.getOptional("git.remote.origin.url");
                }

                @JsonProperty("git.remote.origin.url")
                @ExcludeMissing
                public JsonField<String> _gitRemoteOriginUrl() {
                    return gitRemoteOriginUrl;
                }

                public Optional<String> gitTags() {
                    return gitTags.getOptional("git.tags");
                }

                @JsonProperty("git.tags")
                @ExcludeMissing
                public JsonField<String> _gitTags() {
                    return gitTags;
                }

                @JsonAnyGetter
                @ExcludeMissing
                public Map<String, JsonValue> _additionalProperties() {
                    return additionalProperties;
                }

                public GitProperties validate() {
                    if (validated) {
                        return this;
                    }
                    gitBranch();
                    gitBuildHost();
                    gitBuildTime();
                    gitBuildUserEmail();
                    gitBuildUserName();
                    gitBuildVersion();
                    gitClosestTagCommitCount();
                    gitClosestTagName();
                    gitCommitId();
                    gitCommitIdAbbrev();
                    gitCommitIdDescribe();
                    gitCommitIdDescribeShort();
                    gitCommitMessageFull();
                    gitCommitMessageShort();
                    gitCommitTime();
                    gitCommitUserEmail();
                    gitCommitUserName();
                    gitDirty();
                    gitRemoteOriginUrl();
                    gitTags();
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

                    private JsonField<String> gitBranch = JsonField.missing();
                    private JsonField<String> gitBuildHost = JsonField.missing();
                    private JsonField<String> gitBuildTime = JsonField.missing();
                    private JsonField<String> gitBuildUserEmail = JsonField.missing();
                    private JsonField<String> gitBuildUserName = JsonField.missing();
                    private JsonField<String> gitBuildVersion = JsonField.missing();
                    private JsonField<String> gitClosestTagCommitCount = JsonField.missing();
                    private JsonField<String> gitClosestTagName = JsonField.missing();
                    private JsonField<String> gitCommitId = JsonField.missing();
                    private JsonField<String> gitCommitIdAbbrev = JsonField.missing();
                    private JsonField<String> gitCommitIdDescribe = JsonField.missing();
                    private JsonField<String> gitCommitIdDescribeShort = JsonField.missing();
                    private JsonField<String> gitCommitMessageFull = JsonField.missing();
                    private JsonField<String> gitCommitMessageShort = JsonField.missing();
                    private JsonField<String> gitCommitTime = JsonField.missing();
                    private JsonField<String> gitCommitUserEmail = JsonField.missing();
                    private JsonField<String> gitCommitUserName = JsonField.missing();
                    private JsonField<String> gitDirty = JsonField.missing();
                    private JsonField<String> gitRemoteOriginUrl = JsonField.missing();
                    private JsonField<String> gitTags = JsonField.missing();
                    private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                    private Builder() {}

                    private Builder(GitProperties source) {
                        this.gitBranch = source.gitBranch;
                        this.gitBuildHost = source.gitBuildHost;
                        this.gitBuildTime = source.gitBuildTime;
                        this.gitBuildUserEmail = source.gitBuildUserEmail;
                        this.gitBuildUserName = source.gitBuildUserName;
                        this.gitBuildVersion = source.gitBuildVersion;
                        this.gitClosestTagCommitCount = source.gitClosestTagCommitCount;
                        this.gitClosestTagName = source.gitClosestTagName;
                        this.gitCommitId = source.gitCommitId;
                        this.gitCommitIdAbbrev = source.gitCommitIdAbbrev;
                        this.gitCommitIdDescribe = source.gitCommitIdDescribe;
                        this.gitCommitIdDescribeShort = source.gitCommitIdDescribeShort;
                        this.gitCommitMessageFull = source.gitCommitMessageFull;
                        this.gitCommitMessageShort = source.gitCommitMessageShort;
                        this.gitCommitTime = source.gitCommitTime;
                        this.gitCommitUserEmail = source.gitCommitUserEmail;
                        this.gitCommitUserName = source.gitCommitUserName;
                        this.gitDirty = source.gitDirty;
                        this.gitRemoteOriginUrl = source.gitRemoteOriginUrl;
                        this.gitTags = source.gitTags;
                        additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                    }

                    public Builder gitBranch(String gitBranch) {
                        return gitBranch(JsonField.ofNullable(gitBranch));
                    }

                    public Builder gitBranch(Optional<String> gitBranch) {
                        return gitBranch(gitBranch.orElse(null));
                    }

                    @JsonProperty("git.branch")
                    public Builder gitBranch(JsonField<String> gitBranch) {
                        this.gitBranch = gitBranch;
                        return this;
                    }

                    public Builder gitBuildHost(String gitBuildHost) {
                        return gitBuildHost(JsonField.ofNullable(gitBuildHost));
                    }

                    public Builder gitBuildHost(Optional<String> gitBuildHost) {
                        return gitBuildHost(gitBuildHost.orElse(null));
                    }

                    @JsonProperty("git.build.host")
                    public Builder gitBuildHost(JsonField<String> gitBuildHost) {
                        this.gitBuildHost = gitBuildHost;
                        return this;
                    }

                    public Builder gitBuildTime(String gitBuildTime) {
                        return gitBuildTime(JsonField.ofNullable(gitBuildTime));
                    }

                    public Builder gitBuildTime(Optional<String> gitBuildTime) {
                        return gitBuildTime(gitBuildTime.orElse(null));
                    }

                    @JsonProperty("git.build.time")
                    public Builder gitBuildTime(JsonField<String> gitBuildTime) {
                        this.gitBuildTime = gitBuildTime;
                        return this;
                    }

                    public Builder gitBuildUserEmail(String gitBuildUserEmail) {
                        return gitBuildUserEmail(JsonField.ofNullable(gitBuildUserEmail));
                    }

                    public Builder gitBuildUserEmail(Optional<String> gitBuildUserEmail) {
                        return gitBuildUserEmail(gitBuildUserEmail.orElse(null));
                    }

                    @JsonProperty("git.build.user.email")
                    public Builder gitBuildUserEmail(JsonField<String> gitBuildUserEmail) {
                        this.gitBuildUserEmail = gitBuildUserEmail;
                        return this;
                    }

                    public Builder gitBuildUserName(String gitBuildUserName) {
                        return gitBuildUserName(JsonField.ofNullable(gitBuildUserName));
                    }

                    public Builder gitBuildUserName(Optional<String> gitBuildUserName) {
                        return gitBuildUserName(gitBuildUserName.orElse(null));
                    }

                    @JsonProperty("git.build.user.name")
                    public Builder gitBuildUserName(JsonField<String> gitBuildUserName) {
                        this.gitBuildUserName = gitBuildUserName;
                        return this;
                    }

                    public Builder gitBuildVersion(String gitBuildVersion) {
                        return gitBuildVersion(JsonField.ofNullable(gitBuildVersion));
                    }

                    public Builder gitBuildVersion(Optional<String> gitBuildVersion) {
                        return gitBuildVersion(gitBuildVersion.orElse(null));
                    }

                    @JsonProperty("git.build.version")
                    public Builder gitBuildVersion(JsonField<String> gitBuildVersion) {
                        this.gitBuildVersion = gitBuildVersion;
                        return this;
                    }

                    public Builder gitClosestTagCommitCount(String gitClosestTagCommitCount) {
                        return gitClosestTagCommitCount(
                                JsonField.ofNullable(gitClosestTagCommitCount));
                    }

                    public Builder gitClosestTagCommitCount(
                            Optional<String> gitClosestTagCommitCount) {
                        return gitClosestTagCommitCount(gitClosestTagCommitCount.orElse(null));
                    }

                    @JsonProperty("git.closest.tag.commit.count")
                    public Builder gitClosestTagCommitCount(
                            JsonField<String> gitClosestTagCommitCount) {
                        this.gitClosestTagCommitCount = gitClosestTagCommitCount;
                        return this;
                    }

                    public Builder gitClosestTagName(String gitClosestTagName) {
                        return gitClosestTagName(JsonField.ofNullable(gitClosestTagName));
                    }

                    public Builder gitClosestTagName(Optional<String> gitClosestTagName) {
                        return gitClosestTagName(gitClosestTagName.orElse(null));
                    }

                    @JsonProperty("git.closest.tag.name")
                    public Builder gitClosestTagName(JsonField<String> gitClosestTagName) {
                        this.gitClosestTagName = gitClosestTagName;
                        return this;
                    }

                    public Builder gitCommitId(String gitCommitId) {
                        return gitCommitId(JsonField.ofNullable(gitCommitId));
                    }

                    public Builder gitCommitId(Optional<String> gitCommitId) {
                        return gitCommitId(gitCommitId.orElse(null));
                    }

                    @JsonProperty("git.commit.id")
                    public Builder gitCommitId(JsonField<String> gitCommitId) {
                        this.gitCommitId = gitCommitId;
                        return this;
                    }

                    public Builder gitCommitIdAbbrev(String gitCommitIdAbbrev) {
                        return gitCommitIdAbbrev(JsonField.ofNullable(gitCommitIdAbbrev));
                    }

                    public Builder gitCommitIdAbbrev(Optional<String> gitCommitIdAbbrev) {
                        return gitCommitIdAbbrev(gitCommitIdAbbrev.orElse(null));
                    }

                    @JsonProperty("git.commit.id.abbrev")
                    public Builder gitCommitIdAbbrev(JsonField<String> gitCommitIdAbbrev) {
                        this.gitCommitIdAbbrev = gitCommitIdAbbrev;
                        return this;
                    }

                    public Builder gitCommitIdDescribe(String gitCommitIdDescribe) {
                        return gitCommitIdDescribe(JsonField.ofNullable(gitCommitIdDescribe));
                    }

                    public Builder gitCommitIdDescribe(Optional<String> gitCommitIdDescribe) {
                        return gitCommitIdDescribe(gitCommitIdDescribe.orElse(null));
                    }

                    @JsonProperty("git.commit.id.describe")
                    public Builder gitCommitIdDescribe(JsonField<String> gitCommitIdDescribe) {
                        this.gitCommitIdDescribe = gitCommitIdDescribe;
                        return this;
                    }

                    public Builder gitCommitIdDescribeShort(String gitCommitIdDescribeShort) {
                        return gitCommitIdDescribeShort(
                                JsonField.ofNullable(gitCommitIdDescribeShort));
                    }

                    public Builder gitCommitIdDescribeShort(
                            Optional<String> gitCommitIdDescribeShort) {
                        return gitCommitIdDescribeShort(gitCommitIdDescribeShort.orElse(null));
                    }

                    @JsonProperty("git.commit.id.describe-short")
                    public Builder gitCommitIdDescribeShort(
                            JsonField<String> gitCommitIdDescribeShort) {
                        this.gitCommitIdDescribeShort = gitCommitIdDescribeShort;
                        return this;
                    }

                    public Builder gitCommitMessageFull(String gitCommitMessageFull) {
                        return gitCommitMessageFull(JsonField.ofNullable(gitCommitMessageFull));
                    }

                    public Builder gitCommitMessageFull(Optional<String> gitCommitMessageFull) {
                        return gitCommitMessageFull(gitCommitMessageFull.orElse(null));
                    }

                    @JsonProperty("git.commit.message.full")
                    public Builder gitCommitMessageFull(JsonField<String> gitCommitMessageFull) {
                        this.gitCommitMessageFull = gitCommitMessageFull;
                        return this;
                    }

                    public Builder gitCommitMessageShort(String gitCommitMessageShort) {
                        return gitCommitMessageShort(JsonField.ofNullable(gitCommitMessageShort));
                    }

                    public Builder gitCommitMessageShort(Optional<String> gitCommitMessageShort) {
                        return gitCommitMessageShort(gitCommitMessageShort.orElse(null));
                    }

                    @JsonProperty("git.commit.message.short")
                    public Builder gitCommitMessageShort(JsonField<String> gitCommitMessageShort) {
                        this.gitCommitMessageShort = gitCommitMessageShort;
                        return this;
                    }

                    public Builder gitCommitTime(String gitCommitTime) {
                        return gitCommitTime(JsonField.ofNullable(gitCommitTime));
                    }

                    public Builder gitCommitTime(Optional<String> gitCommitTime) {
                        return gitCommitTime(gitCommitTime.orElse(null));
                    }

                    @JsonProperty("git.commit.time")
                    public Builder gitCommitTime(JsonField<String> gitCommitTime) {
                        this.gitCommitTime = gitCommitTime;
                        return this;
                    }

                    public Builder gitCommitUserEmail(String gitCommitUserEmail) {
                        return gitCommitUserEmail(JsonField.ofNullable(gitCommitUserEmail));
                    }

                    public Builder gitCommitUserEmail(Optional<String> gitCommitUserEmail) {
                        return gitCommitUserEmail(gitCommitUserEmail.orElse(null));
                    }

                    @JsonProperty("git.commit.user.email")
                    public Builder gitCommitUserEmail(JsonField<String> gitCommitUserEmail) {
                        this.gitCommitUserEmail = gitCommitUserEmail;
                        return this;
                    }

                    public Builder gitCommitUserName(String gitCommitUserName) {
                        return gitCommitUserName(JsonField.ofNullable(gitCommitUserName));
                    }

                    public Builder gitCommitUserName(Optional<String> gitCommitUserName) {
                        return gitCommitUserName(gitCommitUserName.orElse(null));
                    }

                    @JsonProperty("git.commit.user.name")
                    public Builder gitCommitUserName(JsonField<String> gitCommitUserName) {
                        this.gitCommitUserName = gitCommitUserName;
                        return this;
                    }

                    public Builder gitDirty(String gitDirty) {
                        return gitDirty(JsonField.ofNullable(gitDirty));
                    }

                    public Builder gitDirty(Optional<String> gitDirty) {
                        return gitDirty(gitDirty.orElse(null));
                    }

                    @JsonProperty("git.dirty")
                    public Builder gitDirty(JsonField<String> gitDirty) {
                        this.gitDirty = gitDirty;
                        return this;
                    }

                    public Builder gitRemoteOriginUrl(String gitRemoteOriginUrl) {
                        return gitRemoteOriginUrl(JsonField.ofNullable(gitRemoteOriginUrl));
                    }

                    public Builder gitRemoteOriginUrl(Optional<String> gitRemoteOriginUrl) {
                        return gitRemoteOriginUrl(gitRemoteOriginUrl.orElse(null));
                    }

                    @JsonProperty("git.remote.origin.url")
                    public Builder gitRemoteOriginUrl(JsonField<String> gitRemoteOriginUrl) {
                        this.gitRemoteOriginUrl = gitRemoteOriginUrl;
                        return this;
                    }

                    public Builder gitTags(String gitTags) {
                        return gitTags(JsonField.ofNullable(gitTags));
                    }

                    public Builder gitTags(Optional<String> gitTags) {
                        return gitTags(gitTags.orElse(null));
                    }

                    @JsonProperty("git.tags")
                    public Builder gitTags(JsonField<String> gitTags) {
                        this.gitTags = gitTags;
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

                    public GitProperties build() {
                        return new GitProperties(this);
                    }

                    private GitProperties buildFromJson() {
                        return new GitProperties(this);
                    }
                }

                @Override
                public boolean equals(Object other) {
                    if (this == other) {
                        return true;
                    }
                    if (!(other instanceof GitProperties)) {
                        return false;
                    }
                    GitProperties that = (GitProperties) other;
                    if (!Objects.equals(gitBranch, that.gitBranch)) {
                        return false;
                    }
                    if (!Objects.equals(gitBuildHost, that.gitBuildHost)) {
                        return false;
                    }
                    if (!Objects.equals(gitBuildTime, that.gitBuildTime)) {
                        return false;
                    }
                    if (!Objects.equals(gitBuildUserEmail, that.gitBuildUserEmail)) {
                        return false;
                    }
                    if (!Objects.equals(gitBuildUserName, that.gitBuildUserName)) {
                        return false;
                    }
                    if (!Objects.equals(gitBuildVersion, that.gitBuildVersion)) {
                        return false;
                    }
                    if (!Objects.equals(gitClosestTagCommitCount, that.gitClosestTagCommitCount)) {
                        return false;
                    }
                    if (!Objects.equals(gitClosestTagName, that.gitClosestTagName)) {
                        return false;
                    }
                    if (!Objects.equals(gitCommitId, that.gitCommitId)) {
                        return false;
                    }
                    if (!Objects.equals(gitCommitIdAbbrev, that.gitCommitIdAbbrev)) {
                        return false;
                    }
                    if (!Objects.equals(gitCommitIdDescribe, that.gitCommitIdDescribe)) {
                        return false;
                    }
                    if (!Objects.equals(gitCommitIdDescribeShort, that.gitCommitIdDescribeShort)) {
                        return false;
                    }
                    if (!Objects.equals(gitCommitMessageFull, that.gitCommitMessageFull)) {
                        return false;
                    }
                    if (!Objects.equals(gitCommitMessageShort, that.gitCommitMessageShort)) {
                        return false;
                    }
                    if (!Objects.equals(gitCommitTime, that.gitCommitTime)) {
                        return false;
                    }
                    if (!Objects.equals(gitCommitUserEmail, that.gitCommitUserEmail)) {
                        return false;
                    }
                    if (!Objects.equals(gitCommitUserName, that.gitCommitUserName)) {
                        return false;
                    }
                    if (!Objects.equals(gitDirty, that.gitDirty)) {
                        return false;
                    }
                    if (!Objects.equals(gitRemoteOriginUrl, that.gitRemoteOriginUrl)) {
                        return false;
                    }
                    if (!Objects.equals(gitTags, that.gitTags)) {
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
                    hash = 31 * hash + Objects.hashCode(gitBranch);
                    hash = 31 * hash + Objects.hashCode(gitBuildHost);
                    hash = 31 * hash + Objects.hashCode(gitBuildTime);
                    hash = 31 * hash + Objects.hashCode(gitBuildUserEmail);
                    hash = 31 * hash + Objects.hashCode(gitBuildUserName);
                    hash = 31 * hash + Objects.hashCode(gitBuildVersion);
                    hash = 31 * hash + Objects.hashCode(gitClosestTagCommitCount);
                    hash = 31 * hash + Objects.hashCode(gitClosestTagName);
                    hash = 31 * hash + Objects.hashCode(gitCommitId);
                    hash = 31 * hash + Objects.hashCode(gitCommitIdAbbrev);
                    hash = 31 * hash + Objects.hashCode(gitCommitIdDescribe);
                    hash = 31 * hash + Objects.hashCode(gitCommitIdDescribeShort);
                    hash = 31 * hash + Objects.hashCode(gitCommitMessageFull);
                    hash = 31 * hash + Objects.hashCode(gitCommitMessageShort);
                    hash = 31 * hash + Objects.hashCode(gitCommitTime);
                    hash = 31 * hash + Objects.hashCode(gitCommitUserEmail);
                    hash = 31 * hash + Objects.hashCode(gitCommitUserName);
                    hash = 31 * hash + Objects.hashCode(gitDirty);
                    hash = 31 * hash + Objects.hashCode(gitRemoteOriginUrl);
                    hash = 31 * hash + Objects.hashCode(gitTags);
                    hash = 31 * hash + Objects.hashCode(additionalProperties);
                    return hash;
                }

                @Override
                public String toString() {
                    StringBuilder out = new StringBuilder("GitProperties{");
                    out.append("gitBranch=").append(gitBranch);
                    out.append(", gitBuildHost=").append(gitBuildHost);
                    out.append(", gitBuildTime=").append(gitBuildTime);
                    out.append(", gitBuildUserEmail=").append(gitBuildUserEmail);
                    out.append(", gitBuildUserName=").append(gitBuildUserName);
                    out.append(", gitBuildVersion=").append(gitBuildVersion);
                    out.append(", gitClosestTagCommitCount=").append(gitClosestTagCommitCount);
                    out.append(", gitClosestTagName=").append(gitClosestTagName);
                    out.append(", gitCommitId=").append(gitCommitId);
                    out.append(", gitCommitIdAbbrev=").append(gitCommitIdAbbrev);
                    out.append(", gitCommitIdDescribe=").append(gitCommitIdDescribe);
                    out.append(", gitCommitIdDescribeShort=").append(gitCommitIdDescribeShort);
                    out.append(", gitCommitMessageFull=").append(gitCommitMessageFull);
                    out.append(", gitCommitMessageShort=").append(gitCommitMessageShort);
                    out.append(", gitCommitTime=").append(gitCommitTime);
                    out.append(", gitCommitUserEmail=").append(gitCommitUserEmail);
                    out.append(", gitCommitUserName=").append(gitCommitUserName);
                    out.append(", gitDirty=").append(gitDirty);
                    out.append(", gitRemoteOriginUrl=").append(gitRemoteOriginUrl);
                    out.append(", gitTags=").append(gitTags);
                    out.append(", additionalProperties=").append(additionalProperties);
                    return out.append('}').toString();
                }
            }
        }
    }
}
