// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts;

import com.acme.api.core.Enum;
import com.acme.api.core.ExcludeMissing;
import com.acme.api.core.JsonField;
import com.acme.api.core.JsonValue;
import com.acme.api.core.Utils;
import com.acme.api.errors.ACMEInvalidDataException;
import com.acme.api.models.Address;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;

import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(builder = Account.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class Account {

    private final JsonField<String> id;
    private final JsonField<OffsetDateTime> createdAt;
    private final JsonField<String> name;
    private final JsonField<AccountStatus> status;
    private final JsonField<String> nickname;
    private final JsonField<Address> address;
    private final JsonField<String> homepage;
    private final JsonField<String> legacyCode;
    private final JsonField<String> displayName;
    private final JsonField<Settings> settings;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private Account(Builder builder) {
        this.id = builder.id;
        this.createdAt = builder.createdAt;
        this.name = builder.name;
        this.status = builder.status;
        this.nickname = builder.nickname;
        this.address = builder.address;
        this.homepage = builder.homepage;
        this.legacyCode = builder.legacyCode;
        this.displayName = builder.displayName;
        this.settings = builder.settings;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public String id() {
        return id.getRequired("id");
    }

    @JsonProperty("id")
    @ExcludeMissing
    public JsonField<String> _id() {
        return id;
    }

    public OffsetDateTime createdAt() {
        return createdAt.getRequired("created_at");
    }

    @JsonProperty("created_at")
    @ExcludeMissing
    public JsonField<OffsetDateTime> _createdAt() {
        return createdAt;
    }

    public String name() {
        return name.getRequired("name");
    }

    @JsonProperty("name")
    @ExcludeMissing
    public JsonField<String> _name() {
        return name;
    }

    public AccountStatus status() {
        return status.getRequired("status");
    }

    @JsonProperty("status")
    @ExcludeMissing
    public JsonField<AccountStatus> _status() {
        return status;
    }

    public Optional<String> nickname() {
        return nickname.getOptional("nickname");
    }

    @JsonProperty("nickname")
    @ExcludeMissing
    public JsonField<String> _nickname() {
        return nickname;
    }

    public Optional<Address> address() {
        return address.getOptional("address");
    }

    @JsonProperty("address")
    @ExcludeMissing
    public JsonField<Address> _address() {
        return address;
    }

    public Optional<String> homepage() {
        return homepage.getOptional("homepage");
    }

    @JsonProperty("homepage")
    @ExcludeMissing
    public JsonField<String> _homepage() {
        return homepage;
    }

    public Optional<String> legacyCode() {
        return legacyCode.getOptional("legacy_code");
    }

    @JsonProperty("legacy_code")
    @ExcludeMissing
    public JsonField<String> _legacyCode() {
        return legacyCode;
    }

    public Optional<String> displayName() {
        return displayName.getOptional("display_name");
    }

    @JsonProperty("display_name")
    @ExcludeMissing
    public JsonField<String> _displayName() {
        return displayName;
    }

    public Optional<Settings> settings() {
        return settings.getOptional("settings");
    }

    @JsonProperty("settings")
    @ExcludeMissing
    public JsonField<Settings> _settings() {
        return settings;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public Account validate() {
        if (validated) {
            return this;
        }
        id();
        createdAt();
        name();
        status();
        nickname();
        address().ifPresent(value -> value.validate());
        homepage();
        legacyCode();
        displayName();
        settings().ifPresent(value -> value.validate());
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
        private JsonField<OffsetDateTime> createdAt = JsonField.missing();
        private JsonField<String> name = JsonField.missing();
        private JsonField<AccountStatus> status = JsonField.missing();
        private JsonField<String> nickname = JsonField.missing();
        private JsonField<Address> address = JsonField.missing();
        private JsonField<String> homepage = JsonField.missing();
        private JsonField<String> legacyCode = JsonField.missing();
        private JsonField<String> displayName = JsonField.missing();
        private JsonField<Settings> settings = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(Account source) {
            this.id = source.id;
            this.createdAt = source.createdAt;
            this.name = source.name;
            this.status = source.status;
            this.nickname = source.nickname;
            this.address = source.address;
            this.homepage = source.homepage;
            this.legacyCode = source.legacyCode;
            this.displayName = source.displayName;
            this.settings = source.settings;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder id(String id) {
            return id(JsonField.of(id));
        }

        @JsonProperty("id")
        public Builder id(JsonField<String> id) {
            this.id = id;
            return this;
        }

        public Builder createdAt(OffsetDateTime createdAt) {
            return createdAt(JsonField.of(createdAt));
        }

        @JsonProperty("created_at")
        public Builder createdAt(JsonField<OffsetDateTime> createdAt) {
            this.createdAt = createdAt;
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

        public Builder status(AccountStatus status) {
            return status(JsonField.of(status));
        }

        @JsonProperty("status")
        public Builder status(JsonField<AccountStatus> status) {
            this.status = status;
            return this;
        }

        public Builder nickname(String nickname) {
            return nickname(JsonField.ofNullable(nickname));
        }

        public Builder nickname(Optional<String> nickname) {
            return nickname(nickname.orElse(null));
        }

        @JsonProperty("nickname")
        public Builder nickname(JsonField<String> nickname) {
            this.nickname = nickname;
            return this;
        }

        public Builder address(Address address) {
            return address(JsonField.ofNullable(address));
        }

        public Builder address(Optional<Address> address) {
            return address(address.orElse(null));
        }

        @JsonProperty("address")
        public Builder address(JsonField<Address> address) {
            this.address = address;
            return this;
        }

        public Builder homepage(String homepage) {
            return homepage(JsonField.ofNullable(homepage));
        }

        public Builder homepage(Optional<String> homepage) {
            return homepage(homepage.orElse(null));
        }

        @JsonProperty("homepage")
        public Builder homepage(JsonField<String> homepage) {
            this.homepage = homepage;
            return this;
        }

        public Builder legacyCode(String legacyCode) {
            return legacyCode(JsonField.ofNullable(legacyCode));
        }

        public Builder legacyCode(Optional<String> legacyCode) {
            return legacyCode(legacyCode.orElse(null));
        }

        @JsonProperty("legacy_code")
        public Builder legacyCode(JsonField<String> legacyCode) {
            this.legacyCode = legacyCode;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(JsonField.ofNullable(displayName));
        }

        public Builder displayName(Optional<String> displayName) {
            return displayName(displayName.orElse(null));
        }

        @JsonProperty("display_name")
        public Builder displayName(JsonField<String> displayName) {
            this.displayName = displayName;
            return this;
        }

        public Builder settings(Settings settings) {
            return settings(JsonField.ofNullable(settings));
        }

        public Builder settings(Optional<Settings> settings) {
            return settings(settings.orElse(null));
        }

        @JsonProperty("settings")
        public Builder settings(JsonField<Settings> settings) {
            this.settings = settings;
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

        public Account build() {
            Utils.checkRequired("id", id.isMissing() ? null : id);
            Utils.checkRequired("createdAt", createdAt.isMissing() ? null : createdAt);
            Utils.checkRequired("name", name.isMissing() ? null : name);
            Utils.checkRequired("status", status.isMissing() ? null : status);
            return new Account(this);
        }

        private Account buildFromJson() {
            return new Account(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Account)) {
            return false;
        }
        Account that = (Account) other;
        if (!Objects.equals(id, that.id)) {
            return false;
        }
        if (!Objects.equals(createdAt, that.createdAt)) {
            return false;
        }
        if (!Objects.equals(name, that.name)) {
            return false;
        }
        if (!Objects.equals(status, that.status)) {
            return false;
        }
        if (!Objects.equals(nickname, that.nickname)) {
            return false;
        }
        if (!Objects.equals(address, that.address)) {
            return false;
        }
        if (!Objects.equals(homepage, that.homepage)) {
            return false;
        }
        if (!Objects.equals(legacyCode, that.legacyCode)) {
            return false;
        }
        if (!Objects.equals(displayName, that.displayName)) {
            return false;
        }
        if (!Objects.equals(settings, that.settings)) {
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
        hash = 31 * hash + Objects.hashCode(createdAt);
        hash = 31 * hash + Objects.hashCode(name);
        hash = 31 * hash + Objects.hashCode(status);
        hash = 31 * hash + Objects.hashCode(nickname);
        hash = 31 * hash + Objects.hashCode(address);
        hash = 31 * hash + Objects.hashCode(homepage);
        hash = 31 * hash + Objects.hashCode(legacyCode);
        hash = 31 * hash + Objects.hashCode(displayName);
        hash = 31 * hash + Objects.hashCode(settings);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("Account{");
        out.append("id=").append(id);
        out.append(", createdAt=").append(createdAt);
        out.append(", name=").append(name);
        out.append(", status=").append(status);
        out.append(", nickname=").append(nickname);
        out.append(", address=").append(address);
        out.append(", homepage=").append(homepage);
        out.append(", legacyCode=").append(legacyCode);
        out.append(", displayName=").append(displayName);
        out.append(", settings=").append(settings);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }

    @JsonDeserialize(builder = Settings.Builder.class)
    @JsonAutoDetect(
            getterVisibility = JsonAutoDetect.Visibility.NONE,
            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
            setterVisibility = JsonAutoDetect.Visibility.NONE,
            creatorVisibility = JsonAutoDetect.Visibility.NONE,
            fieldVisibility = JsonAutoDetect.Visibility.NONE)
    public static final class Settings {

        private final JsonField<Theme> theme;
        private final JsonField<Boolean> notifications;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Settings(Builder builder) {
            this.theme = builder.theme;
            this.notifications = builder.notifications;
            this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
        }

        public Optional<Theme> theme() {
            return theme.getOptional("theme");
        }

        @JsonProperty("theme")
        @ExcludeMissing
        public JsonField<Theme> _theme() {
            return theme;
        }

        public Optional<Boolean> notifications() {
            return notifications.getOptional("notifications");
        }

        @JsonProperty("notifications")
        @ExcludeMissing
        public JsonField<Boolean> _notifications() {
            return notifications;
        }

        @JsonAnyGetter
        @ExcludeMissing
        public Map<String, JsonValue> _additionalProperties() {
            return additionalProperties;
        }

        public Settings validate() {
            if (validated) {
                return this;
            }
            theme();
            notifications();
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

            private JsonField<Theme> theme = JsonField.missing();
            private JsonField<Boolean> notifications = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Settings source) {
                this.theme = source.theme;
                this.notifications = source.notifications;
                additionalProperties = new LinkedHashMap<>(source.additionalProperties);
            }

            public Builder theme(Theme theme) {
                return theme(JsonField.ofNullable(theme));
            }

            public Builder theme(Optional<Theme> theme) {
                return theme(theme.orElse(null));
            }

            @JsonProperty("theme")
            public Builder theme(JsonField<Theme> theme) {
                this.theme = theme;
                return this;
            }

            public Builder notifications(Boolean notifications) {
                return notifications(JsonField.ofNullable(notifications));
            }

            public Builder notifications(Optional<Boolean> notifications) {
                return notifications(notifications.orElse(null));
            }

            @JsonProperty("notifications")
            public Builder notifications(JsonField<Boolean> notifications) {
                this.notifications = notifications;
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

            public Settings build() {
                return new Settings(this);
            }

            private Settings buildFromJson() {
                return new Settings(this);
            }
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Settings)) {
                return false;
            }
            Settings that = (Settings) other;
            if (!Objects.equals(theme, that.theme)) {
                return false;
            }
            if (!Objects.equals(notifications, that.notifications)) {
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
            hash = 31 * hash + Objects.hashCode(theme);
            hash = 31 * hash + Objects.hashCode(notifications);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Settings{");
            out.append("theme=").append(theme);
            out.append(", notifications=").append(notifications);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }

        public static final class Theme implements Enum {

            public static final Theme LIGHT = of("light");
            public static final Theme DARK = of("dark");

            private final JsonField<String> value;

            @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
            private Theme(JsonField<String> value) {
                this.value = value;
            }

            public static Theme of(String value) {
                return new Theme(JsonField.of(value));
            }

            @com.fasterxml.jackson.annotation.JsonValue
            @Override
            public JsonField<String> _value() {
                return value;
            }

            public enum Known {
                LIGHT,
                DARK,
            }

            public enum Value {
                LIGHT,
                DARK,
                _UNKNOWN,
            }

            public Value value() {
                if (equals(LIGHT)) {
                    return Value.LIGHT;
                }
                if (equals(DARK)) {
                    return Value.DARK;
                }
                return Value._UNKNOWN;
            }

            public Known known() {
                if (equals(LIGHT)) {
                    return Known.LIGHT;
                }
                if (equals(DARK)) {
                    return Known.DARK;
                }
                throw new ACMEInvalidDataException("Unknown Theme: " + value);
            }

            public String asString() {
                return value.getRequired("value");
            }

            @Override
            public boolean equals(Object other) {
                return this == other
                        || other instanceof Theme && value.equals(((Theme) other).value);
            }

            @Override
            public int hashCode() {
                return value.hashCode();
            }

            @Override
            public String toString() {
                return value.toString();
            }
        }
    }
}
