// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models;

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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(builder = References.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class References {

    private final JsonField<List<Agency>> agencies;
    private final JsonField<List<Route>> routes;
    private final JsonField<List<Situation>> situations;
    private final JsonField<List<StopTime>> stopTimes;
    private final JsonField<List<Stop>> stops;
    private final JsonField<List<Trip>> trips;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private References(Builder builder) {
        this.agencies = builder.agencies;
        this.routes = builder.routes;
        this.situations = builder.situations;
        this.stopTimes = builder.stopTimes;
        this.stops = builder.stops;
        this.trips = builder.trips;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public List<Agency> agencies() {
        return agencies.getRequired("agencies");
    }

    @JsonProperty("agencies")
    @ExcludeMissing
    public JsonField<List<Agency>> _agencies() {
        return agencies;
    }

    public List<Route> routes() {
        return routes.getRequired("routes");
    }

    @JsonProperty("routes")
    @ExcludeMissing
    public JsonField<List<Route>> _routes() {
        return routes;
    }

    public List<Situation> situations() {
        return situations.getRequired("situations");
    }

    @JsonProperty("situations")
    @ExcludeMissing
    public JsonField<List<Situation>> _situations() {
        return situations;
    }

    public List<StopTime> stopTimes() {
        return stopTimes.getRequired("stopTimes");
    }

    @JsonProperty("stopTimes")
    @ExcludeMissing
    public JsonField<List<StopTime>> _stopTimes() {
        return stopTimes;
    }

    public List<Stop> stops() {
        return stops.getRequired("stops");
    }

    @JsonProperty("stops")
    @ExcludeMissing
    public JsonField<List<Stop>> _stops() {
        return stops;
    }

    public List<Trip> trips() {
        return trips.getRequired("trips");
    }

    @JsonProperty("trips")
    @ExcludeMissing
    public JsonField<List<Trip>> _trips() {
        return trips;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public References validate() {
        if (validated) {
            return this;
        }
        agencies().forEach(item -> item.validate());
        routes().forEach(item -> item.validate());
        situations().forEach(item -> item.validate());
        stopTimes().forEach(item -> item.validate());
        stops().forEach(item -> item.validate());
        trips().forEach(item -> item.validate());
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

        private JsonField<List<Agency>> agencies = JsonField.missing();
        private JsonField<List<Route>> routes = JsonField.missing();
        private JsonField<List<Situation>> situations = JsonField.missing();
        private JsonField<List<StopTime>> stopTimes = JsonField.missing();
        private JsonField<List<Stop>> stops = JsonField.missing();
        private JsonField<List<Trip>> trips = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(References source) {
            this.agencies = source.agencies;
            this.routes = source.routes;
            this.situations = source.situations;
            this.stopTimes = source.stopTimes;
            this.stops = source.stops;
            this.trips = source.trips;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder agencies(List<Agency> agencies) {
            return agencies(JsonField.of(agencies));
        }

        @JsonProperty("agencies")
        public Builder agencies(JsonField<List<Agency>> agencies) {
            this.agencies = agencies;
            return this;
        }

        public Builder addAgency(Agency item) {
            List<Agency> list =
                    this.agencies == null || this.agencies.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("agencies", this.agencies));
            list.add(item);
            this.agencies = JsonField.of(list);
            return this;
        }

        public Builder routes(List<Route> routes) {
            return routes(JsonField.of(routes));
        }

        @JsonProperty("routes")
        public Builder routes(JsonField<List<Route>> routes) {
            this.routes = routes;
            return this;
        }

        public Builder addRoute(Route item) {
            List<Route> list =
                    this.routes == null || this.routes.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("routes", this.routes));
            list.add(item);
            this.routes = JsonField.of(list);
            return this;
        }

        public Builder situations(List<Situation> situations) {
            return situations(JsonField.of(situations));
        }

        @JsonProperty("situations")
        public Builder situations(JsonField<List<Situation>> situations) {
            this.situations = situations;
            return this;
        }

        public Builder addSituation(Situation item) {
            List<Situation> list =
                    this.situations == null || this.situations.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("situations", this.situations));
            list.add(item);
            this.situations = JsonField.of(list);
            return this;
        }

        public Builder stopTimes(List<StopTime> stopTimes) {
            return stopTimes(JsonField.of(stopTimes));
        }

        @JsonProperty("stopTimes")
        public Builder stopTimes(JsonField<List<StopTime>> stopTimes) {
            this.stopTimes = stopTimes;
            return this;
        }

        public Builder addStopTime(StopTime item) {
            List<StopTime> list =
                    this.stopTimes == null || this.stopTimes.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("stopTimes", this.stopTimes));
            list.add(item);
            this.stopTimes = JsonField.of(list);
            return this;
        }

        public Builder stops(List<Stop> stops) {
            return stops(JsonField.of(stops));
        }

        @JsonProperty("stops")
        public Builder stops(JsonField<List<Stop>> stops) {
            this.stops = stops;
            return this;
        }

        public Builder addStop(Stop item) {
            List<Stop> list =
                    this.stops == null || this.stops.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("stops", this.stops));
            list.add(item);
            this.stops = JsonField.of(list);
            return this;
        }

        public Builder trips(List<Trip> trips) {
            return trips(JsonField.of(trips));
        }

        @JsonProperty("trips")
        public Builder trips(JsonField<List<Trip>> trips) {
            this.trips = trips;
            return this;
        }

        public Builder addTrip(Trip item) {
            List<Trip> list =
                    this.trips == null || this.trips.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("trips", this.trips));
            list.add(item);
            this.trips = JsonField.of(list);
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

        public References build() {
            Utils.checkRequired("agencies", agencies.isMissing() ? null : agencies);
            Utils.checkRequired("routes", routes.isMissing() ? null : routes);
            Utils.checkRequired("situations", situations.isMissing() ? null : situations);
            Utils.checkRequired("stopTimes", stopTimes.isMissing() ? null : stopTimes);
            Utils.checkRequired("stops", stops.isMissing() ? null : stops);
            Utils.checkRequired("trips", trips.isMissing() ? null : trips);
            return new References(this);
        }

        private References buildFromJson() {
            return new References(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof References)) {
            return false;
        }
        References that = (References) other;
        if (!Objects.equals(agencies, that.agencies)) {
            return false;
        }
        if (!Objects.equals(routes, that.routes)) {
            return false;
        }
        if (!Objects.equals(situations, that.situations)) {
            return false;
        }
        if (!Objects.equals(stopTimes, that.stopTimes)) {
            return false;
        }
        if (!Objects.equals(stops, that.stops)) {
            return false;
        }
        if (!Objects.equals(trips, that.trips)) {
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
        hash = 31 * hash + Objects.hashCode(agencies);
        hash = 31 * hash + Objects.hashCode(routes);
        hash = 31 * hash + Objects.hashCode(situations);
        hash = 31 * hash + Objects.hashCode(stopTimes);
        hash = 31 * hash + Objects.hashCode(stops);
        hash = 31 * hash + Objects.hashCode(trips);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("References{");
        out.append("agencies=").append(agencies);
        out.append(", routes=").append(routes);
        out.append(", situations=").append(situations);
        out.append(", stopTimes=").append(stopTimes);
        out.append(", stops=").append(stops);
        out.append(", trips=").append(trips);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }

    @JsonDeserialize(builder = Agency.Builder.class)
    @JsonAutoDetect(
            getterVisibility = JsonAutoDetect.Visibility.NONE,
            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
            setterVisibility = JsonAutoDetect.Visibility.NONE,
            creatorVisibility = JsonAutoDetect.Visibility.NONE,
            fieldVisibility = JsonAutoDetect.Visibility.NONE)
    public static final class Agency {

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

        private Agency(Builder builder) {
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

        public Agency validate() {
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

            private Builder(Agency source) {
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

            public Builder putAllAdditionalProperties(Map<String, JsonValue> additionalProperties) {
                this.additionalProperties.putAll(additionalProperties);
                return this;
            }

            public Builder removeAdditionalProperty(String key) {
                additionalProperties.remove(key);
                return this;
            }

            public Agency build() {
                Utils.checkRequired("id", id.isMissing() ? null : id);
                Utils.checkRequired("name", name.isMissing() ? null : name);
                Utils.checkRequired("timezone", timezone.isMissing() ? null : timezone);
                Utils.checkRequired("url", url.isMissing() ? null : url);
                return new Agency(this);
            }

            private Agency buildFromJson() {
                return new Agency(this);
            }
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Agency)) {
                return false;
            }
            Agency that = (Agency) other;
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
            StringBuilder out = new StringBuilder("Agency{");
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

    @JsonDeserialize(builder = Route.Builder.class)
    @JsonAutoDetect(
            getterVisibility = JsonAutoDetect.Visibility.NONE,
            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
            setterVisibility = JsonAutoDetect.Visibility.NONE,
            creatorVisibility = JsonAutoDetect.Visibility.NONE,
            fieldVisibility = JsonAutoDetect.Visibility.NONE)
    public static final class Route {

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

        private Route(Builder builder) {
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

        public Route validate() {
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

            private Builder(Route source) {
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

            public Builder putAllAdditionalProperties(Map<String, JsonValue> additionalProperties) {
                this.additionalProperties.putAll(additionalProperties);
                return this;
            }

            public Builder removeAdditionalProperty(String key) {
                additionalProperties.remove(key);
                return this;
            }

            public Route build() {
                Utils.checkRequired("agencyId", agencyId.isMissing() ? null : agencyId);
                Utils.checkRequired("id", id.isMissing() ? null : id);
                Utils.checkRequired("type", type.isMissing() ? null : type);
                return new Route(this);
            }

            private Route buildFromJson() {
                return new Route(this);
            }
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Route)) {
                return false;
            }
            Route that = (Route) other;
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
            StringBuilder out = new StringBuilder("Route{");
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

    @JsonDeserialize(builder = Situation.Builder.class)
    @JsonAutoDetect(
            getterVisibility = JsonAutoDetect.Visibility.NONE,
            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
            setterVisibility = JsonAutoDetect.Visibility.NONE,
            creatorVisibility = JsonAutoDetect.Visibility.NONE,
            fieldVisibility = JsonAutoDetect.Visibility.NONE)
    public static final class Situation {

        private final JsonField<String> id;
        private final JsonField<Long> creationTime;
        private final JsonField<String> reason;
        private final JsonField<Summary> summary;
        private final JsonField<Description> description;
        private final JsonField<Url> url;
        private final JsonField<List<ActiveWindow>> activeWindows;
        private final JsonField<List<AllAffect>> allAffects;
        private final JsonField<List<Consequence>> consequences;
        private final JsonField<List<PublicationWindow>> publicationWindows;
        private final JsonField<String> severity;
        private final JsonField<String> consequenceMessage;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Situation(Builder builder) {
            this.id = builder.id;
            this.creationTime = builder.creationTime;
            this.reason = builder.reason;
            this.summary = builder.summary;
            this.description = builder.description;
            this.url = builder.url;
            this.activeWindows = builder.activeWindows;
            this.allAffects = builder.allAffects;
            this.consequences = builder.consequences;
            this.publicationWindows = builder.publicationWindows;
            this.severity = builder.severity;
            this.consequenceMessage = builder.consequenceMessage;
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

        public Long creationTime() {
            return creationTime.getRequired("creationTime");
        }

        @JsonProperty("creationTime")
        @ExcludeMissing
        public JsonField<Long> _creationTime() {
            return creationTime;
        }

        public Optional<String> reason() {
            return reason.getOptional("reason");
        }

        @JsonProperty("reason")
        @ExcludeMissing
        public JsonField<String> _reason() {
            return reason;
        }

        public Optional<Summary> summary() {
            return summary.getOptional("summary");
        }

        @JsonProperty("summary")
        @ExcludeMissing
        public JsonField<Summary> _summary() {
            return summary;
        }

        public Optional<Description> description() {
            return description.getOptional("description");
        }

        @JsonProperty("description")
        @ExcludeMissing
        public JsonField<Description> _description() {
            return description;
        }

        public Optional<Url> url() {
            return url.getOptional("url");
        }

        @JsonProperty("url")
        @ExcludeMissing
        public JsonField<Url> _url() {
            return url;
        }

        public Optional<List<ActiveWindow>> activeWindows() {
            return activeWindows.getOptional("activeWindows");
        }

        @JsonProperty("activeWindows")
        @ExcludeMissing
        public JsonField<List<ActiveWindow>> _activeWindows() {
            return activeWindows;
        }

        public Optional<List<AllAffect>> allAffects() {
            return allAffects.getOptional("allAffects");
        }

        @JsonProperty("allAffects")
        @ExcludeMissing
        public JsonField<List<AllAffect>> _allAffects() {
            return allAffects;
        }

        public Optional<List<Consequence>> consequences() {
            return consequences.getOptional("consequences");
        }

        @JsonProperty("consequences")
        @ExcludeMissing
        public JsonField<List<Consequence>> _consequences() {
            return consequences;
        }

        public Optional<List<PublicationWindow>> publicationWindows() {
            return publicationWindows.getOptional("publicationWindows");
        }

        @JsonProperty("publicationWindows")
        @ExcludeMissing
        public JsonField<List<PublicationWindow>> _publicationWindows() {
            return publicationWindows;
        }

        public Optional<String> severity() {
            return severity.getOptional("severity");
        }

        @JsonProperty("severity")
        @ExcludeMissing
        public JsonField<String> _severity() {
            return severity;
        }

        public Optional<String> consequenceMessage() {
            return consequenceMessage.getOptional("consequenceMessage");
        }

        @JsonProperty("consequenceMessage")
        @ExcludeMissing
        public JsonField<String> _consequenceMessage() {
            return consequenceMessage;
        }

        @JsonAnyGetter
        @ExcludeMissing
        public Map<String, JsonValue> _additionalProperties() {
            return additionalProperties;
        }

        public Situation validate() {
            if (validated) {
                return this;
            }
            id();
            creationTime();
            reason();
            summary().ifPresent(value -> value.validate());
            description().ifPresent(value -> value.validate());
            url().ifPresent(value -> value.validate());
            activeWindows().ifPresent(items -> items.forEach(item -> item.validate()));
            allAffects().ifPresent(items -> items.forEach(item -> item.validate()));
            consequences().ifPresent(items -> items.forEach(item -> item.validate()));
            publicationWindows().ifPresent(items -> items.forEach(item -> item.validate()));
            severity();
            consequenceMessage();
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
            private JsonField<Long> creationTime = JsonField.missing();
            private JsonField<String> reason = JsonField.missing();
            private JsonField<Summary> summary = JsonField.missing();
            private JsonField<Description> description = JsonField.missing();
            private JsonField<Url> url = JsonField.missing();
            private JsonField<List<ActiveWindow>> activeWindows = JsonField.missing();
            private JsonField<List<AllAffect>> allAffects = JsonField.missing();
            private JsonField<List<Consequence>> consequences = JsonField.missing();
            private JsonField<List<PublicationWindow>> publicationWindows = JsonField.missing();
            private JsonField<String> severity = JsonField.missing();
            private JsonField<String> consequenceMessage = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Situation source) {
                this.id = source.id;
                this.creationTime = source.creationTime;
                this.reason = source.reason;
                this.summary = source.summary;
                this.description = source.description;
                this.url = source.url;
                this.activeWindows = source.activeWindows;
                this.allAffects = source.allAffects;
                this.consequences = source.consequences;
                this.publicationWindows = source.publicationWindows;
                this.severity = source.severity;
                this.consequenceMessage = source.consequenceMessage;
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

            public Builder creationTime(Long creationTime) {
                return creationTime(JsonField.of(creationTime));
            }

            @JsonProperty("creationTime")
            public Builder creationTime(JsonField<Long> creationTime) {
                this.creationTime = creationTime;
                return this;
            }

            public Builder reason(String reason) {
                return reason(JsonField.ofNullable(reason));
            }

            public Builder reason(Optional<String> reason) {
                return reason(reason.orElse(null));
            }

            @JsonProperty("reason")
            public Builder reason(JsonField<String> reason) {
                this.reason = reason;
                return this;
            }

            public Builder summary(Summary summary) {
                return summary(JsonField.ofNullable(summary));
            }

            public Builder summary(Optional<Summary> summary) {
                return summary(summary.orElse(null));
            }

            @JsonProperty("summary")
            public Builder summary(JsonField<Summary> summary) {
                this.summary = summary;
                return this;
            }

            public Builder description(Description description) {
                return description(JsonField.ofNullable(description));
            }

            public Builder description(Optional<Description> description) {
                return description(description.orElse(null));
            }

            @JsonProperty("description")
            public Builder description(JsonField<Description> description) {
                this.description = description;
                return this;
            }

            public Builder url(Url url) {
                return url(JsonField.ofNullable(url));
            }

            public Builder url(Optional<Url> url) {
                return url(url.orElse(null));
            }

            @JsonProperty("url")
            public Builder url(JsonField<Url> url) {
                this.url = url;
                return this;
            }

            public Builder activeWindows(List<ActiveWindow> activeWindows) {
                return activeWindows(JsonField.ofNullable(activeWindows));
            }

            public Builder activeWindows(Optional<List<ActiveWindow>> activeWindows) {
                return activeWindows(activeWindows.orElse(null));
            }

            @JsonProperty("activeWindows")
            public Builder activeWindows(JsonField<List<ActiveWindow>> activeWindows) {
                this.activeWindows = activeWindows;
                return this;
            }

            public Builder addActiveWindow(ActiveWindow item) {
                List<ActiveWindow> list =
                        this.activeWindows == null || this.activeWindows.isMissing()
                                ? new ArrayList<>()
                                : new ArrayList<>(
                                        Utils.checkKnown("activeWindows", this.activeWindows));
                list.add(item);
                this.activeWindows = JsonField.of(list);
                return this;
            }

            public Builder allAffects(List<AllAffect> allAffects) {
                return allAffects(JsonField.ofNullable(allAffects));
            }

            public Builder allAffects(Optional<List<AllAffect>> allAffects) {
                return allAffects(allAffects.orElse(null));
            }

            @JsonProperty("allAffects")
            public Builder allAffects(JsonField<List<AllAffect>> allAffects) {
                this.allAffects = allAffects;
                return this;
            }

            public Builder addAllAffect(AllAffect item) {
                List<AllAffect> list =
                        this.allAffects == null || this.allAffects.isMissing()
                                ? new ArrayList<>()
                                : new ArrayList<>(Utils.checkKnown("allAffects", this.allAffects));
                list.add(item);
                this.allAffects = JsonField.of(list);
                return this;
            }

            public Builder consequences(List<Consequence> consequences) {
                return consequences(JsonField.ofNullable(consequences));
            }

            public Builder consequences(Optional<List<Consequence>> consequences) {
                return consequences(consequences.orElse(null));
            }

            @JsonProperty("consequences")
            public Builder consequences(JsonField<List<Consequence>> consequences) {
                this.consequences = consequences;
                return this;
            }

            public Builder addConsequence(Consequence item) {
                List<Consequence> list =
                        this.consequences == null || this.consequences.isMissing()
                                ? new ArrayList<>()
                                : new ArrayList<>(
                                        Utils.checkKnown("consequences", this.consequences));
                list.add(item);
                this.consequences = JsonField.of(list);
                return this;
            }

            public Builder publicationWindows(List<PublicationWindow> publicationWindows) {
                return publicationWindows(JsonField.ofNullable(publicationWindows));
            }

            public Builder publicationWindows(
                    Optional<List<PublicationWindow>> publicationWindows) {
                return publicationWindows(publicationWindows.orElse(null));
            }

            @JsonProperty("publicationWindows")
            public Builder publicationWindows(
                    JsonField<List<PublicationWindow>> publicationWindows) {
                this.publicationWindows = publicationWindows;
                return this;
            }

            public Builder addPublicationWindow(PublicationWindow item) {
                List<PublicationWindow> list =
                        this.publicationWindows == null || this.publicationWindows.isMissing()
                                ? new ArrayList<>()
                                : new ArrayList<>(
                                        Utils.checkKnown(
                                                "publicationWindows", this.publicationWindows));
                list.add(item);
                this.publicationWindows = JsonField.of(list);
                return this;
            }

            public Builder severity(String severity) {
                return severity(JsonField.ofNullable(severity));
            }

            public Builder severity(Optional<String> severity) {
                return severity(severity.orElse(null));
            }

            @JsonProperty("severity")
            public Builder severity(JsonField<String> severity) {
                this.severity = severity;
                return this;
            }

            public Builder consequenceMessage(String consequenceMessage) {
                return consequenceMessage(JsonField.ofNullable(consequenceMessage));
            }

            public Builder consequenceMessage(Optional<String> consequenceMessage) {
                return consequenceMessage(consequenceMessage.orElse(null));
            }

            @JsonProperty("consequenceMessage")
            public Builder consequenceMessage(JsonField<String> consequenceMessage) {
                this.consequenceMessage = consequenceMessage;
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

            public Situation build() {
                Utils.checkRequired("id", id.isMissing() ? null : id);
                Utils.checkRequired("creationTime", creationTime.isMissing() ? null : creationTime);
                return new Situation(this);
            }

            private Situation buildFromJson() {
                return new Situation(this);
            }
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Situation)) {
                return false;
            }
            Situation that = (Situation) other;
            if (!Objects.equals(id, that.id)) {
                return false;
            }
            if (!Objects.equals(creationTime, that.creationTime)) {
                return false;
            }
            if (!Objects.equals(reason, that.reason)) {
                return false;
            }
            if (!Objects.equals(summary, that.summary)) {
                return false;
            }
            if (!Objects.equals(description, that.description)) {
                return false;
            }
            if (!Objects.equals(url, that.url)) {
                return false;
            }
            if (!Objects.equals(activeWindows, that.activeWindows)) {
                return false;
            }
            if (!Objects.equals(allAffects, that.allAffects)) {
                return false;
            }
            if (!Objects.equals(consequences, that.consequences)) {
                return false;
            }
            if (!Objects.equals(publicationWindows, that.publicationWindows)) {
                return false;
            }
            if (!Objects.equals(severity, that.severity)) {
                return false;
            }
            if (!Objects.equals(consequenceMessage, that.consequenceMessage)) {
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
            hash = 31 * hash + Objects.hashCode(creationTime);
            hash = 31 * hash + Objects.hashCode(reason);
            hash = 31 * hash + Objects.hashCode(summary);
            hash = 31 * hash + Objects.hashCode(description);
            hash = 31 * hash + Objects.hashCode(url);
            hash = 31 * hash + Objects.hashCode(activeWindows);
            hash = 31 * hash + Objects.hashCode(allAffects);
            hash = 31 * hash + Objects.hashCode(consequences);
            hash = 31 * hash + Objects.hashCode(publicationWindows);
            hash = 31 * hash + Objects.hashCode(severity);
            hash = 31 * hash + Objects.hashCode(consequenceMessage);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Situation{");
            out.append("id=").append(id);
            out.append(", creationTime=").append(creationTime);
            out.append(", reason=").append(reason);
            out.append(", summary=").append(summary);
            out.append(", description=").append(description);
            out.append(", url=").append(url);
            out.append(", activeWindows=").append(activeWindows);
            out.append(", allAffects=").append(allAffects);
            out.append(", consequences=").append(consequences);
            out.append(", publicationWindows=").append(publicationWindows);
            out.append(", severity=").append(severity);
            out.append(", consequenceMessage=").append(consequenceMessage);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }

        @JsonDeserialize(builder = Summary.Builder.class)
        @JsonAutoDetect(
                getterVisibility = JsonAutoDetect.Visibility.NONE,
                isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                setterVisibility = JsonAutoDetect.Visibility.NONE,
                creatorVisibility = JsonAutoDetect.Visibility.NONE,
                fieldVisibility = JsonAutoDetect.Visibility.NONE)
        public static final class Summary {

            private final JsonField<String> lang;
            private final JsonField<String> value;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Summary(Builder builder) {
                this.lang = builder.lang;
                this.value = builder.value;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<String> lang() {
                return lang.getOptional("lang");
            }

            @JsonProperty("lang")
            @ExcludeMissing
            public JsonField<String> _lang() {
                return lang;
            }

            public Optional<String> value() {
                return value.getOptional("value");
            }

            @JsonProperty("value")
            @ExcludeMissing
            public JsonField<String> _value() {
                return value;
            }

            @JsonAnyGetter
            @ExcludeMissing
            public Map<String, JsonValue> _additionalProperties() {
                return additionalProperties;
            }

            public Summary validate() {
                if (validated) {
                    return this;
                }
                lang();
                value();
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

                private JsonField<String> lang = JsonField.missing();
                private JsonField<String> value = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Summary source) {
                    this.lang = source.lang;
                    this.value = source.value;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
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

                public Builder value(String value) {
                    return value(JsonField.ofNullable(value));
                }

                public Builder value(Optional<String> value) {
                    return value(value.orElse(null));
                }

                @JsonProperty("value")
                public Builder value(JsonField<String> value) {
                    this.value = value;
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

                public Summary build() {
                    return new Summary(this);
                }

                private Summary buildFromJson() {
                    return new Summary(this);
                }
            }

            @Override
            public boolean equals(Object other) {
                if (this == other) {
                    return true;
                }
                if (!(other instanceof Summary)) {
                    return false;
                }
                Summary that = (Summary) other;
                if (!Objects.equals(lang, that.lang)) {
                    return false;
                }
                if (!Objects.equals(value, that.value)) {
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
                hash = 31 * hash + Objects.hashCode(lang);
                hash = 31 * hash + Objects.hashCode(value);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Summary{");
                out.append("lang=").append(lang);
                out.append(", value=").append(value);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }
        }

        @JsonDeserialize(builder = Description.Builder.class)
        @JsonAutoDetect(
                getterVisibility = JsonAutoDetect.Visibility.NONE,
                isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                setterVisibility = JsonAutoDetect.Visibility.NONE,
                creatorVisibility = JsonAutoDetect.Visibility.NONE,
                fieldVisibility = JsonAutoDetect.Visibility.NONE)
        public static final class Description {

            private final JsonField<String> lang;
            private final JsonField<String> value;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Description(Builder builder) {
                this.lang = builder.lang;
                this.value = builder.value;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<String> lang() {
                return lang.getOptional("lang");
            }

            @JsonProperty("lang")
            @ExcludeMissing
            public JsonField<String> _lang() {
                return lang;
            }

            public Optional<String> value() {
                return value.getOptional("value");
            }

            @JsonProperty("value")
            @ExcludeMissing
            public JsonField<String> _value() {
                return value;
            }

            @JsonAnyGetter
            @ExcludeMissing
            public Map<String, JsonValue> _additionalProperties() {
                return additionalProperties;
            }

            public Description validate() {
                if (validated) {
                    return this;
                }
                lang();
                value();
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

                private JsonField<String> lang = JsonField.missing();
                private JsonField<String> value = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Description source) {
                    this.lang = source.lang;
                    this.value = source.value;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
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

                public Builder value(String value) {
                    return value(JsonField.ofNullable(value));
                }

                public Builder value(Optional<String> value) {
                    return value(value.orElse(null));
                }

                @JsonProperty("value")
                public Builder value(JsonField<String> value) {
                    this.value = value;
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

                public Description build() {
                    return new Description(this);
                }

                private Description buildFromJson() {
                    return new Description(this);
                }
            }

            @Override
            public boolean equals(Object other) {
                if (this == other) {
                    return true;
                }
                if (!(other instanceof Description)) {
                    return false;
                }
                Description that = (Description) other;
                if (!Objects.equals(lang, that.lang)) {
                    return false;
                }
                if (!Objects.equals(value, that.value)) {
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
                hash = 31 * hash + Objects.hashCode(lang);
                hash = 31 * hash + Objects.hashCode(value);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Description{");
                out.append("lang=").append(lang);
                out.append(", value=").append(value);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }
        }

        @JsonDeserialize(builder = Url.Builder.class)
        @JsonAutoDetect(
                getterVisibility = JsonAutoDetect.Visibility.NONE,
                isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                setterVisibility = JsonAutoDetect.Visibility.NONE,
                creatorVisibility = JsonAutoDetect.Visibility.NONE,
                fieldVisibility = JsonAutoDetect.Visibility.NONE)
        public static final class Url {

            private final JsonField<String> lang;
            private final JsonField<String> value;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Url(Builder builder) {
                this.lang = builder.lang;
                this.value = builder.value;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<String> lang() {
                return lang.getOptional("lang");
            }

            @JsonProperty("lang")
            @ExcludeMissing
            public JsonField<String> _lang() {
                return lang;
            }

            public Optional<String> value() {
                return value.getOptional("value");
            }

            @JsonProperty("value")
            @ExcludeMissing
            public JsonField<String> _value() {
                return value;
            }

            @JsonAnyGetter
            @ExcludeMissing
            public Map<String, JsonValue> _additionalProperties() {
                return additionalProperties;
            }

            public Url validate() {
                if (validated) {
                    return this;
                }
                lang();
                value();
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

                private JsonField<String> lang = JsonField.missing();
                private JsonField<String> value = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Url source) {
                    this.lang = source.lang;
                    this.value = source.value;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
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

                public Builder value(String value) {
                    return value(JsonField.ofNullable(value));
                }

                public Builder value(Optional<String> value) {
                    return value(value.orElse(null));
                }

                @JsonProperty("value")
                public Builder value(JsonField<String> value) {
                    this.value = value;
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

                public Url build() {
                    return new Url(this);
                }

                private Url buildFromJson() {
                    return new Url(this);
                }
            }

            @Override
            public boolean equals(Object other) {
                if (this == other) {
                    return true;
                }
                if (!(other instanceof Url)) {
                    return false;
                }
                Url that = (Url) other;
                if (!Objects.equals(lang, that.lang)) {
                    return false;
                }
                if (!Objects.equals(value, that.value)) {
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
                hash = 31 * hash + Objects.hashCode(lang);
                hash = 31 * hash + Objects.hashCode(value);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Url{");
                out.append("lang=").append(lang);
                out.append(", value=").append(value);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }
        }

        @JsonDeserialize(builder = ActiveWindow.Builder.class)
        @JsonAutoDetect(
                getterVisibility = JsonAutoDetect.Visibility.NONE,
                isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                setterVisibility = JsonAutoDetect.Visibility.NONE,
                creatorVisibility = JsonAutoDetect.Visibility.NONE,
                fieldVisibility = JsonAutoDetect.Visibility.NONE)
        public static final class ActiveWindow {

            private final JsonField<Long> from;
            private final JsonField<Long> to;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private ActiveWindow(Builder builder) {
                this.from = builder.from;
                this.to = builder.to;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<Long> from() {
                return from.getOptional("from");
            }

            @JsonProperty("from")
            @ExcludeMissing
            public JsonField<Long> _from() {
                return from;
            }

            public Optional<Long> to() {
                return to.getOptional("to");
            }

            @JsonProperty("to")
            @ExcludeMissing
            public JsonField<Long> _to() {
                return to;
            }

            @JsonAnyGetter
            @ExcludeMissing
            public Map<String, JsonValue> _additionalProperties() {
                return additionalProperties;
            }

            public ActiveWindow validate() {
                if (validated) {
                    return this;
                }
                from();
                to();
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

                private JsonField<Long> from = JsonField.missing();
                private JsonField<Long> to = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(ActiveWindow source) {
                    this.from = source.from;
                    this.to = source.to;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder from(Long from) {
                    return from(JsonField.ofNullable(from));
                }

                public Builder from(Optional<Long> from) {
                    return from(from.orElse(null));
                }

                @JsonProperty("from")
                public Builder from(JsonField<Long> from) {
                    this.from = from;
                    return this;
                }

                public Builder to(Long to) {
                    return to(JsonField.ofNullable(to));
                }

                public Builder to(Optional<Long> to) {
                    return to(to.orElse(null));
                }

                @JsonProperty("to")
                public Builder to(JsonField<Long> to) {
                    this.to = to;
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

                public ActiveWindow build() {
                    return new ActiveWindow(this);
                }

                private ActiveWindow buildFromJson() {
                    return new ActiveWindow(this);
                }
            }

            @Override
            public boolean equals(Object other) {
                if (this == other) {
                    return true;
                }
                if (!(other instanceof ActiveWindow)) {
                    return false;
                }
                ActiveWindow that = (ActiveWindow) other;
                if (!Objects.equals(from, that.from)) {
                    return false;
                }
                if (!Objects.equals(to, that.to)) {
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
                hash = 31 * hash + Objects.hashCode(from);
                hash = 31 * hash + Objects.hashCode(to);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("ActiveWindow{");
                out.append("from=").append(from);
                out.append(", to=").append(to);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }
        }

        @JsonDeserialize(builder = AllAffect.Builder.class)
        @JsonAutoDetect(
                getterVisibility = JsonAutoDetect.Visibility.NONE,
                isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                setterVisibility = JsonAutoDetect.Visibility.NONE,
                creatorVisibility = JsonAutoDetect.Visibility.NONE,
                fieldVisibility = JsonAutoDetect.Visibility.NONE)
        public static final class AllAffect {

            private final JsonField<String> agencyId;
            private final JsonField<String> applicationId;
            private final JsonField<String> directionId;
            private final JsonField<String> routeId;
            private final JsonField<String> stopId;
            private final JsonField<String> tripId;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private AllAffect(Builder builder) {
                this.agencyId = builder.agencyId;
                this.applicationId = builder.applicationId;
                this.directionId = builder.directionId;
                this.routeId = builder.routeId;
                this.stopId = builder.stopId;
                this.tripId = builder.tripId;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<String> agencyId() {
                return agencyId.getOptional("agencyId");
            }

            @JsonProperty("agencyId")
            @ExcludeMissing
            public JsonField<String> _agencyId() {
                return agencyId;
            }

            public Optional<String> applicationId() {
                return applicationId.getOptional("applicationId");
            }

            @JsonProperty("applicationId")
            @ExcludeMissing
            public JsonField<String> _applicationId() {
                return applicationId;
            }

            public Optional<String> directionId() {
                return directionId.getOptional("directionId");
            }

            @JsonProperty("directionId")
            @ExcludeMissing
            public JsonField<String> _directionId() {
                return directionId;
            }

            public Optional<String> routeId() {
                return routeId.getOptional("routeId");
            }

            @JsonProperty("routeId")
            @ExcludeMissing
            public JsonField<String> _routeId() {
                return routeId;
            }

            public Optional<String> stopId() {
                return stopId.getOptional("stopId");
            }

            @JsonProperty("stopId")
            @ExcludeMissing
            public JsonField<String> _stopId() {
                return stopId;
            }

            public Optional<String> tripId() {
                return tripId.getOptional("tripId");
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

            public AllAffect validate() {
                if (validated) {
                    return this;
                }
                agencyId();
                applicationId();
                directionId();
                routeId();
                stopId();
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

                private JsonField<String> agencyId = JsonField.missing();
                private JsonField<String> applicationId = JsonField.missing();
                private JsonField<String> directionId = JsonField.missing();
                private JsonField<String> routeId = JsonField.missing();
                private JsonField<String> stopId = JsonField.missing();
                private JsonField<String> tripId = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(AllAffect source) {
                    this.agencyId = source.agencyId;
                    this.applicationId = source.applicationId;
                    this.directionId = source.directionId;
                    this.routeId = source.routeId;
                    this.stopId = source.stopId;
                    this.tripId = source.tripId;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder agencyId(String agencyId) {
                    return agencyId(JsonField.ofNullable(agencyId));
                }

                public Builder agencyId(Optional<String> agencyId) {
                    return agencyId(agencyId.orElse(null));
                }

                @JsonProperty("agencyId")
                public Builder agencyId(JsonField<String> agencyId) {
                    this.agencyId = agencyId;
                    return this;
                }

                public Builder applicationId(String applicationId) {
                    return applicationId(JsonField.ofNullable(applicationId));
                }

                public Builder applicationId(Optional<String> applicationId) {
                    return applicationId(applicationId.orElse(null));
                }

                @JsonProperty("applicationId")
                public Builder applicationId(JsonField<String> applicationId) {
                    this.applicationId = applicationId;
                    return this;
                }

                public Builder directionId(String directionId) {
                    return directionId(JsonField.ofNullable(directionId));
                }

                public Builder directionId(Optional<String> directionId) {
                    return directionId(directionId.orElse(null));
                }

                @JsonProperty("directionId")
                public Builder directionId(JsonField<String> directionId) {
                    this.directionId = directionId;
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

                public Builder tripId(String tripId) {
                    return tripId(JsonField.ofNullable(tripId));
                }

                public Builder tripId(Optional<String> tripId) {
                    return tripId(tripId.orElse(null));
                }

                @JsonProperty("tripId")
                public Builder tripId(JsonField<String> tripId) {
                    this.tripId = tripId;
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

                public AllAffect build() {
                    return new AllAffect(this);
                }

                private AllAffect buildFromJson() {
                    return new AllAffect(this);
                }
            }

            @Override
            public boolean equals(Object other) {
                if (this == other) {
                    return true;
                }
                if (!(other instanceof AllAffect)) {
                    return false;
                }
                AllAffect that = (AllAffect) other;
                if (!Objects.equals(agencyId, that.agencyId)) {
                    return false;
                }
                if (!Objects.equals(applicationId, that.applicationId)) {
                    return false;
                }
                if (!Objects.equals(directionId, that.directionId)) {
                    return false;
                }
                if (!Objects.equals(routeId, that.routeId)) {
                    return false;
                }
                if (!Objects.equals(stopId, that.stopId)) {
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
                hash = 31 * hash + Objects.hashCode(agencyId);
                hash = 31 * hash + Objects.hashCode(applicationId);
                hash = 31 * hash + Objects.hashCode(directionId);
                hash = 31 * hash + Objects.hashCode(routeId);
                hash = 31 * hash + Objects.hashCode(stopId);
                hash = 31 * hash + Objects.hashCode(tripId);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("AllAffect{");
                out.append("agencyId=").append(agencyId);
                out.append(", applicationId=").append(applicationId);
                out.append(", directionId=").append(directionId);
                out.append(", routeId=").append(routeId);
                out.append(", stopId=").append(stopId);
                out.append(", tripId=").append(tripId);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }
        }

        @JsonDeserialize(builder = Consequence.Builder.class)
        @JsonAutoDetect(
                getterVisibility = JsonAutoDetect.Visibility.NONE,
                isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                setterVisibility = JsonAutoDetect.Visibility.NONE,
                creatorVisibility = JsonAutoDetect.Visibility.NONE,
                fieldVisibility = JsonAutoDetect.Visibility.NONE)
        public static final class Consequence {

            private final JsonField<String> condition;
            private final JsonField<ConditionDetails> conditionDetails;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private Consequence(Builder builder) {
                this.condition = builder.condition;
                this.conditionDetails = builder.conditionDetails;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Optional<String> condition() {
                return condition.getOptional("condition");
            }

            @JsonProperty("condition")
            @ExcludeMissing
            public JsonField<String> _condition() {
                return condition;
            }

            public Optional<ConditionDetails> conditionDetails() {
                return conditionDetails.getOptional("conditionDetails");
            }

            @JsonProperty("conditionDetails")
            @ExcludeMissing
            public JsonField<ConditionDetails> _conditionDetails() {
                return conditionDetails;
            }

            @JsonAnyGetter
            @ExcludeMissing
            public Map<String, JsonValue> _additionalProperties() {
                return additionalProperties;
            }

            public Consequence validate() {
                if (validated) {
                    return this;
                }
                condition();
                conditionDetails().ifPresent(value -> value.validate());
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

                private JsonField<String> condition = JsonField.missing();
                private JsonField<ConditionDetails> conditionDetails = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(Consequence source) {
                    this.condition = source.condition;
                    this.conditionDetails = source.conditionDetails;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder condition(String condition) {
                    return condition(JsonField.ofNullable(condition));
                }

                public Builder condition(Optional<String> condition) {
                    return condition(condition.orElse(null));
                }

                @JsonProperty("condition")
                public Builder condition(JsonField<String> condition) {
                    this.condition = condition;
                    return this;
                }

                public Builder conditionDetails(ConditionDetails conditionDetails) {
                    return conditionDetails(JsonField.ofNullable(conditionDetails));
                }

                public Builder conditionDetails(Optional<ConditionDetails> conditionDetails) {
                    return conditionDetails(conditionDetails.orElse(null));
                }

                @JsonProperty("conditionDetails")
                public Builder conditionDetails(JsonField<ConditionDetails> conditionDetails) {
                    this.conditionDetails = conditionDetails;
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

                public Consequence build() {
                    return new Consequence(this);
                }

                private Consequence buildFromJson() {
                    return new Consequence(this);
                }
            }

            @Override
            public boolean equals(Object other) {
                if (this == other) {
                    return true;
                }
                if (!(other instanceof Consequence)) {
                    return false;
                }
                Consequence that = (Consequence) other;
                if (!Objects.equals(condition, that.condition)) {
                    return false;
                }
                if (!Objects.equals(conditionDetails, that.conditionDetails)) {
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
                hash = 31 * hash + Objects.hashCode(condition);
                hash = 31 * hash + Objects.hashCode(conditionDetails);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("Consequence{");
                out.append("condition=").append(condition);
                out.append(", conditionDetails=").append(conditionDetails);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }

            @JsonDeserialize(builder = ConditionDetails.Builder.class)
            @JsonAutoDetect(
                    getterVisibility = JsonAutoDetect.Visibility.NONE,
                    isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                    setterVisibility = JsonAutoDetect.Visibility.NONE,
                    creatorVisibility = JsonAutoDetect.Visibility.NONE,
                    fieldVisibility = JsonAutoDetect.Visibility.NONE)
            public static final class ConditionDetails {

                private final JsonField<DiversionPath> diversionPath;
                private final JsonField<List<String>> diversionStopIds;
                private final Map<String, JsonValue> additionalProperties;
                private volatile boolean validated;

                private ConditionDetails(Builder builder) {
                    this.diversionPath = builder.diversionPath;
                    this.diversionStopIds = builder.diversionStopIds;
                    this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
                }

                public Optional<DiversionPath> diversionPath() {
                    return diversionPath.getOptional("diversionPath");
                }

                @JsonProperty("diversionPath")
                @ExcludeMissing
                public JsonField<DiversionPath> _diversionPath() {
                    return diversionPath;
                }

                public Optional<List<String>> diversionStopIds() {
                    return diversionStopIds.getOptional("diversionStopIds");
                }

                @JsonProperty("diversionStopIds")
                @ExcludeMissing
                public JsonField<List<String>> _diversionStopIds() {
                    return diversionStopIds;
                }

                @JsonAnyGetter
                @ExcludeMissing
                public Map<String, JsonValue> _additionalProperties() {
                    return additionalProperties;
                }

                public ConditionDetails validate() {
                    if (validated) {
                        return this;
                    }
                    diversionPath().ifPresent(value -> value.validate());
                    diversionStopIds();
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

                    private JsonField<DiversionPath> diversionPath = JsonField.missing();
                    private JsonField<List<String>> diversionStopIds = JsonField.missing();
                    private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                    private Builder() {}

                    private Builder(ConditionDetails source) {
                        this.diversionPath = source.diversionPath;
                        this.diversionStopIds = source.diversionStopIds;
                        additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                    }

                    public Builder diversionPath(DiversionPath diversionPath) {
                        return diversionPath(JsonField.ofNullable(diversionPath));
                    }

                    public Builder diversionPath(Optional<DiversionPath> diversionPath) {
                        return diversionPath(diversionPath.orElse(null));
                    }

                    @JsonProperty("diversionPath")
                    public Builder diversionPath(JsonField<DiversionPath> diversionPath) {
                        this.diversionPath = diversionPath;
                        return this;
                    }

                    public Builder diversionStopIds(List<String> diversionStopIds) {
                        return diversionStopIds(JsonField.ofNullable(diversionStopIds));
                    }

                    public Builder diversionStopIds(Optional<List<String>> diversionStopIds) {
                        return diversionStopIds(diversionStopIds.orElse(null));
                    }

                    @JsonProperty("diversionStopIds")
                    public Builder diversionStopIds(JsonField<List<String>> diversionStopIds) {
                        this.diversionStopIds = diversionStopIds;
                        return this;
                    }

                    public Builder addDiversionStopId(String item) {
                        List<String> list =
                                this.diversionStopIds == null || this.diversionStopIds.isMissing()
                                        ? new ArrayList<>()
                                        : new ArrayList<>(
                                                Utils.checkKnown(
                                                        "diversionStopIds", this.diversionStopIds));
                        list.add(item);
                        this.diversionStopIds = JsonField.of(list);
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

                    public ConditionDetails build() {
                        return new ConditionDetails(this);
                    }

                    private ConditionDetails buildFromJson() {
                        return new ConditionDetails(this);
                    }
                }

                @Override
                public boolean equals(Object other) {
                    if (this == other) {
                        return true;
                    }
                    if (!(other instanceof ConditionDetails)) {
                        return false;
                    }
                    ConditionDetails that = (ConditionDetails) other;
                    if (!Objects.equals(diversionPath, that.diversionPath)) {
                        return false;
                    }
                    if (!Objects.equals(diversionStopIds, that.diversionStopIds)) {
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
                    hash = 31 * hash + Objects.hashCode(diversionPath);
                    hash = 31 * hash + Objects.hashCode(diversionStopIds);
                    hash = 31 * hash + Objects.hashCode(additionalProperties);
                    return hash;
                }

                @Override
                public String toString() {
                    StringBuilder out = new StringBuilder("ConditionDetails{");
                    out.append("diversionPath=").append(diversionPath);
                    out.append(", diversionStopIds=").append(diversionStopIds);
                    out.append(", additionalProperties=").append(additionalProperties);
                    return out.append('}').toString();
                }

                @JsonDeserialize(builder = DiversionPath.Builder.class)
                @JsonAutoDetect(
                        getterVisibility = JsonAutoDetect.Visibility.NONE,
                        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                        setterVisibility = JsonAutoDetect.Visibility.NONE,
                        creatorVisibility = JsonAutoDetect.Visibility.NONE,
                        fieldVisibility = JsonAutoDetect.Visibility.NONE)
                public static final class DiversionPath {

                    private final JsonField<Long> length;
                    private final JsonField<String> levels;
                    private final JsonField<String> points;
                    private final Map<String, JsonValue> additionalProperties;
                    private volatile boolean validated;

                    private DiversionPath(Builder builder) {
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

                    public DiversionPath validate() {
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

                        private Builder(DiversionPath source) {
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

                        public DiversionPath build() {
                            return new DiversionPath(this);
                        }

                        private DiversionPath buildFromJson() {
                            return new DiversionPath(this);
                        }
                    }

                    @Override
                    public boolean equals(Object other) {
                        if (this == other) {
                            return true;
                        }
                        if (!(other instanceof DiversionPath)) {
                            return false;
                        }
                        DiversionPath that = (DiversionPath) other;
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
                        StringBuilder out = new StringBuilder("DiversionPath{");
                        out.append("length=").append(length);
                        out.append(", levels=").append(levels);
                        out.append(", points=").append(points);
                        out.append(", additionalProperties=").append(additionalProperties);
                        return out.append('}').toString();
                    }
                }
            }
        }

        @JsonDeserialize(builder = PublicationWindow.Builder.class)
        @JsonAutoDetect(
                getterVisibility = JsonAutoDetect.Visibility.NONE,
                isGetterVisibility = JsonAutoDetect.Visibility.NONE,
                setterVisibility = JsonAutoDetect.Visibility.NONE,
                creatorVisibility = JsonAutoDetect.Visibility.NONE,
                fieldVisibility = JsonAutoDetect.Visibility.NONE)
        public static final class PublicationWindow {

            private final JsonField<Long> from;
            private final JsonField<Long> to;
            private final Map<String, JsonValue> additionalProperties;
            private volatile boolean validated;

            private PublicationWindow(Builder builder) {
                this.from = builder.from;
                this.to = builder.to;
                this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
            }

            public Long from() {
                return from.getRequired("from");
            }

            @JsonProperty("from")
            @ExcludeMissing
            public JsonField<Long> _from() {
                return from;
            }

            public Long to() {
                return to.getRequired("to");
            }

            @JsonProperty("to")
            @ExcludeMissing
            public JsonField<Long> _to() {
                return to;
            }

            @JsonAnyGetter
            @ExcludeMissing
            public Map<String, JsonValue> _additionalProperties() {
                return additionalProperties;
            }

            public PublicationWindow validate() {
                if (validated) {
                    return this;
                }
                from();
                to();
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

                private JsonField<Long> from = JsonField.missing();
                private JsonField<Long> to = JsonField.missing();
                private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

                private Builder() {}

                private Builder(PublicationWindow source) {
                    this.from = source.from;
                    this.to = source.to;
                    additionalProperties = new LinkedHashMap<>(source.additionalProperties);
                }

                public Builder from(Long from) {
                    return from(JsonField.of(from));
                }

                @JsonProperty("from")
                public Builder from(JsonField<Long> from) {
                    this.from = from;
                    return this;
                }

                public Builder to(Long to) {
                    return to(JsonField.of(to));
                }

                @JsonProperty("to")
                public Builder to(JsonField<Long> to) {
                    this.to = to;
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

                public PublicationWindow build() {
                    Utils.checkRequired("from", from.isMissing() ? null : from);
                    Utils.checkRequired("to", to.isMissing() ? null : to);
                    return new PublicationWindow(this);
                }

                private PublicationWindow buildFromJson() {
                    return new PublicationWindow(this);
                }
            }

            @Override
            public boolean equals(Object other) {
                if (this == other) {
                    return true;
                }
                if (!(other instanceof PublicationWindow)) {
                    return false;
                }
                PublicationWindow that = (PublicationWindow) other;
                if (!Objects.equals(from, that.from)) {
                    return false;
                }
                if (!Objects.equals(to, that.to)) {
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
                hash = 31 * hash + Objects.hashCode(from);
                hash = 31 * hash + Objects.hashCode(to);
                hash = 31 * hash + Objects.hashCode(additionalProperties);
                return hash;
            }

            @Override
            public String toString() {
                StringBuilder out = new StringBuilder("PublicationWindow{");
                out.append("from=").append(from);
                out.append(", to=").append(to);
                out.append(", additionalProperties=").append(additionalProperties);
                return out.append('}').toString();
            }
        }
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

    @JsonDeserialize(builder = Stop.Builder.class)
    @JsonAutoDetect(
            getterVisibility = JsonAutoDetect.Visibility.NONE,
            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
            setterVisibility = JsonAutoDetect.Visibility.NONE,
            creatorVisibility = JsonAutoDetect.Visibility.NONE,
            fieldVisibility = JsonAutoDetect.Visibility.NONE)
    public static final class Stop {

        private final JsonField<String> code;
        private final JsonField<String> direction;
        private final JsonField<String> id;
        private final JsonField<Double> lat;
        private final JsonField<Long> locationType;
        private final JsonField<Double> lon;
        private final JsonField<String> name;
        private final JsonField<String> parent;
        private final JsonField<List<String>> routeIds;
        private final JsonField<List<String>> staticRouteIds;
        private final JsonField<String> wheelchairBoarding;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Stop(Builder builder) {
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

        public List<String> routeIds() {
            return routeIds.getRequired("routeIds");
        }

        @JsonProperty("routeIds")
        @ExcludeMissing
        public JsonField<List<String>> _routeIds() {
            return routeIds;
        }

        public List<String> staticRouteIds() {
            return staticRouteIds.getRequired("staticRouteIds");
        }

        @JsonProperty("staticRouteIds")
        @ExcludeMissing
        public JsonField<List<String>> _staticRouteIds() {
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

        public Stop validate() {
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
            private JsonField<List<String>> routeIds = JsonField.missing();
            private JsonField<List<String>> staticRouteIds = JsonField.missing();
            private JsonField<String> wheelchairBoarding = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Stop source) {
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

            public Builder routeIds(List<String> routeIds) {
                return routeIds(JsonField.of(routeIds));
            }

            @JsonProperty("routeIds")
            public Builder routeIds(JsonField<List<String>> routeIds) {
                this.routeIds = routeIds;
                return this;
            }

            public Builder addRouteId(String item) {
                List<String> list =
                        this.routeIds == null || this.routeIds.isMissing()
                                ? new ArrayList<>()
                                : new ArrayList<>(Utils.checkKnown("routeIds", this.routeIds));
                list.add(item);
                this.routeIds = JsonField.of(list);
                return this;
            }

            public Builder staticRouteIds(List<String> staticRouteIds) {
                return staticRouteIds(JsonField.of(staticRouteIds));
            }

            @JsonProperty("staticRouteIds")
            public Builder staticRouteIds(JsonField<List<String>> staticRouteIds) {
                this.staticRouteIds = staticRouteIds;
                return this;
            }

            public Builder addStaticRouteId(String item) {
                List<String> list =
                        this.staticRouteIds == null || this.staticRouteIds.isMissing()
                                ? new ArrayList<>()
                                : new ArrayList<>(
                                        Utils.checkKnown("staticRouteIds", this.staticRouteIds));
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

            public Builder putAllAdditionalProperties(Map<String, JsonValue> additionalProperties) {
                this.additionalProperties.putAll(additionalProperties);
                return this;
            }

            public Builder removeAdditionalProperty(String key) {
                additionalProperties.remove(key);
                return this;
            }

            public Stop build() {
                Utils.checkRequired("id", id.isMissing() ? null : id);
                Utils.checkRequired("lat", lat.isMissing() ? null : lat);
                Utils.checkRequired("locationType", locationType.isMissing() ? null : locationType);
                Utils.checkRequired("lon", lon.isMissing() ? null : lon);
                Utils.checkRequired("name", name.isMissing() ? null : name);
                Utils.checkRequired("parent", parent.isMissing() ? null : parent);
                Utils.checkRequired("routeIds", routeIds.isMissing() ? null : routeIds);
                Utils.checkRequired(
                        "staticRouteIds", staticRouteIds.isMissing() ? null : staticRouteIds);
                return new Stop(this);
            }

            private Stop buildFromJson() {
                return new Stop(this);
            }
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Stop)) {
                return false;
            }
            Stop that = (Stop) other;
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
            StringBuilder out = new StringBuilder("Stop{");
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

    @JsonDeserialize(builder = Trip.Builder.class)
    @JsonAutoDetect(
            getterVisibility = JsonAutoDetect.Visibility.NONE,
            isGetterVisibility = JsonAutoDetect.Visibility.NONE,
            setterVisibility = JsonAutoDetect.Visibility.NONE,
            creatorVisibility = JsonAutoDetect.Visibility.NONE,
            fieldVisibility = JsonAutoDetect.Visibility.NONE)
    public static final class Trip {

        private final JsonField<String> blockId;
        private final JsonField<String> directionId;
        private final JsonField<String> id;
        private final JsonField<Long> peakOffpeak;
        private final JsonField<String> routeId;
        private final JsonField<String> routeShortName;
        private final JsonField<String> serviceId;
        private final JsonField<String> shapeId;
        private final JsonField<String> timeZone;
        private final JsonField<String> tripHeadsign;
        private final JsonField<String> tripShortName;
        private final Map<String, JsonValue> additionalProperties;
        private volatile boolean validated;

        private Trip(Builder builder) {
            this.blockId = builder.blockId;
            this.directionId = builder.directionId;
            this.id = builder.id;
            this.peakOffpeak = builder.peakOffpeak;
            this.routeId = builder.routeId;
            this.routeShortName = builder.routeShortName;
            this.serviceId = builder.serviceId;
            this.shapeId = builder.shapeId;
            this.timeZone = builder.timeZone;
            this.tripHeadsign = builder.tripHeadsign;
            this.tripShortName = builder.tripShortName;
            this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
        }

        public Optional<String> blockId() {
            return blockId.getOptional("blockId");
        }

        @JsonProperty("blockId")
        @ExcludeMissing
        public JsonField<String> _blockId() {
            return blockId;
        }

        public Optional<String> directionId() {
            return directionId.getOptional("directionId");
        }

        @JsonProperty("directionId")
        @ExcludeMissing
        public JsonField<String> _directionId() {
            return directionId;
        }

        public String id() {
            return id.getRequired("id");
        }

        @JsonProperty("id")
        @ExcludeMissing
        public JsonField<String> _id() {
            return id;
        }

        public Optional<Long> peakOffpeak() {
            return peakOffpeak.getOptional("peakOffpeak");
        }

        @JsonProperty("peakOffpeak")
        @ExcludeMissing
        public JsonField<Long> _peakOffpeak() {
            return peakOffpeak;
        }

        public String routeId() {
            return routeId.getRequired("routeId");
        }

        @JsonProperty("routeId")
        @ExcludeMissing
        public JsonField<String> _routeId() {
            return routeId;
        }

        public Optional<String> routeShortName() {
            return routeShortName.getOptional("routeShortName");
        }

        @JsonProperty("routeShortName")
        @ExcludeMissing
        public JsonField<String> _routeShortName() {
            return routeShortName;
        }

        public String serviceId() {
            return serviceId.getRequired("serviceId");
        }

        @JsonProperty("serviceId")
        @ExcludeMissing
        public JsonField<String> _serviceId() {
            return serviceId;
        }

        public Optional<String> shapeId() {
            return shapeId.getOptional("shapeId");
        }

        @JsonProperty("shapeId")
        @ExcludeMissing
        public JsonField<String> _shapeId() {
            return shapeId;
        }

        public Optional<String> timeZone() {
            return timeZone.getOptional("timeZone");
        }

        @JsonProperty("timeZone")
        @ExcludeMissing
        public JsonField<String> _timeZone() {
            return timeZone;
        }

        public Optional<String> tripHeadsign() {
            return tripHeadsign.getOptional("tripHeadsign");
        }

        @JsonProperty("tripHeadsign")
        @ExcludeMissing
        public JsonField<String> _tripHeadsign() {
            return tripHeadsign;
        }

        public Optional<String> tripShortName() {
            return tripShortName.getOptional("tripShortName");
        }

        @JsonProperty("tripShortName")
        @ExcludeMissing
        public JsonField<String> _tripShortName() {
            return tripShortName;
        }

        @JsonAnyGetter
        @ExcludeMissing
        public Map<String, JsonValue> _additionalProperties() {
            return additionalProperties;
        }

        public Trip validate() {
            if (validated) {
                return this;
            }
            blockId();
            directionId();
            id();
            peakOffpeak();
            routeId();
            routeShortName();
            serviceId();
            shapeId();
            timeZone();
            tripHeadsign();
            tripShortName();
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

            private JsonField<String> blockId = JsonField.missing();
            private JsonField<String> directionId = JsonField.missing();
            private JsonField<String> id = JsonField.missing();
            private JsonField<Long> peakOffpeak = JsonField.missing();
            private JsonField<String> routeId = JsonField.missing();
            private JsonField<String> routeShortName = JsonField.missing();
            private JsonField<String> serviceId = JsonField.missing();
            private JsonField<String> shapeId = JsonField.missing();
            private JsonField<String> timeZone = JsonField.missing();
            private JsonField<String> tripHeadsign = JsonField.missing();
            private JsonField<String> tripShortName = JsonField.missing();
            private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

            private Builder() {}

            private Builder(Trip source) {
                this.blockId = source.blockId;
                this.directionId = source.directionId;
                this.id = source.id;
                this.peakOffpeak = source.peakOffpeak;
                this.routeId = source.routeId;
                this.routeShortName = source.routeShortName;
                this.serviceId = source.serviceId;
                this.shapeId = source.shapeId;
                this.timeZone = source.timeZone;
                this.tripHeadsign = source.tripHeadsign;
                this.tripShortName = source.tripShortName;
                additionalProperties = new LinkedHashMap<>(source.additionalProperties);
            }

            public Builder blockId(String blockId) {
                return blockId(JsonField.ofNullable(blockId));
            }

            public Builder blockId(Optional<String> blockId) {
                return blockId(blockId.orElse(null));
            }

            @JsonProperty("blockId")
            public Builder blockId(JsonField<String> blockId) {
                this.blockId = blockId;
                return this;
            }

            public Builder directionId(String directionId) {
                return directionId(JsonField.ofNullable(directionId));
            }

            public Builder directionId(Optional<String> directionId) {
                return directionId(directionId.orElse(null));
            }

            @JsonProperty("directionId")
            public Builder directionId(JsonField<String> directionId) {
                this.directionId = directionId;
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

            public Builder peakOffpeak(Long peakOffpeak) {
                return peakOffpeak(JsonField.ofNullable(peakOffpeak));
            }

            public Builder peakOffpeak(Optional<Long> peakOffpeak) {
                return peakOffpeak(peakOffpeak.orElse(null));
            }

            @JsonProperty("peakOffpeak")
            public Builder peakOffpeak(JsonField<Long> peakOffpeak) {
                this.peakOffpeak = peakOffpeak;
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

            public Builder serviceId(String serviceId) {
                return serviceId(JsonField.of(serviceId));
            }

            @JsonProperty("serviceId")
            public Builder serviceId(JsonField<String> serviceId) {
                this.serviceId = serviceId;
                return this;
            }

            public Builder shapeId(String shapeId) {
                return shapeId(JsonField.ofNullable(shapeId));
            }

            public Builder shapeId(Optional<String> shapeId) {
                return shapeId(shapeId.orElse(null));
            }

            @JsonProperty("shapeId")
            public Builder shapeId(JsonField<String> shapeId) {
                this.shapeId = shapeId;
                return this;
            }

            public Builder timeZone(String timeZone) {
                return timeZone(JsonField.ofNullable(timeZone));
            }

            public Builder timeZone(Optional<String> timeZone) {
                return timeZone(timeZone.orElse(null));
            }

            @JsonProperty("timeZone")
            public Builder timeZone(JsonField<String> timeZone) {
                this.timeZone = timeZone;
                return this;
            }

            public Builder tripHeadsign(String tripHeadsign) {
                return tripHeadsign(JsonField.ofNullable(tripHeadsign));
            }

            public Builder tripHeadsign(Optional<String> tripHeadsign) {
                return tripHeadsign(tripHeadsign.orElse(null));
            }

            @JsonProperty("tripHeadsign")
            public Builder tripHeadsign(JsonField<String> tripHeadsign) {
                this.tripHeadsign = tripHeadsign;
                return this;
            }

            public Builder tripShortName(String tripShortName) {
                return tripShortName(JsonField.ofNullable(tripShortName));
            }

            public Builder tripShortName(Optional<String> tripShortName) {
                return tripShortName(tripShortName.orElse(null));
            }

            @JsonProperty("tripShortName")
            public Builder tripShortName(JsonField<String> tripShortName) {
                this.tripShortName = tripShortName;
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

            public Trip build() {
                Utils.checkRequired("id", id.isMissing() ? null : id);
                Utils.checkRequired("routeId", routeId.isMissing() ? null : routeId);
                Utils.checkRequired("serviceId", serviceId.isMissing() ? null : serviceId);
                return new Trip(this);
            }

            private Trip buildFromJson() {
                return new Trip(this);
            }
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Trip)) {
                return false;
            }
            Trip that = (Trip) other;
            if (!Objects.equals(blockId, that.blockId)) {
                return false;
            }
            if (!Objects.equals(directionId, that.directionId)) {
                return false;
            }
            if (!Objects.equals(id, that.id)) {
                return false;
            }
            if (!Objects.equals(peakOffpeak, that.peakOffpeak)) {
                return false;
            }
            if (!Objects.equals(routeId, that.routeId)) {
                return false;
            }
            if (!Objects.equals(routeShortName, that.routeShortName)) {
                return false;
            }
            if (!Objects.equals(serviceId, that.serviceId)) {
                return false;
            }
            if (!Objects.equals(shapeId, that.shapeId)) {
                return false;
            }
            if (!Objects.equals(timeZone, that.timeZone)) {
                return false;
            }
            if (!Objects.equals(tripHeadsign, that.tripHeadsign)) {
                return false;
            }
            if (!Objects.equals(tripShortName, that.tripShortName)) {
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
            hash = 31 * hash + Objects.hashCode(blockId);
            hash = 31 * hash + Objects.hashCode(directionId);
            hash = 31 * hash + Objects.hashCode(id);
            hash = 31 * hash + Objects.hashCode(peakOffpeak);
            hash = 31 * hash + Objects.hashCode(routeId);
            hash = 31 * hash + Objects.hashCode(routeShortName);
            hash = 31 * hash + Objects.hashCode(serviceId);
            hash = 31 * hash + Objects.hashCode(shapeId);
            hash = 31 * hash + Objects.hashCode(timeZone);
            hash = 31 * hash + Objects.hashCode(tripHeadsign);
            hash = 31 * hash + Objects.hashCode(tripShortName);
            hash = 31 * hash + Objects.hashCode(additionalProperties);
            return hash;
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("Trip{");
            out.append("blockId=").append(blockId);
            out.append(", directionId=").append(directionId);
            out.append(", id=").append(id);
            out.append(", peakOffpeak=").append(peakOffpeak);
            out.append(", routeId=").append(routeId);
            out.append(", routeShortName=").append(routeShortName);
            out.append(", serviceId=").append(serviceId);
            out.append(", shapeId=").append(shapeId);
            out.append(", timeZone=").append(timeZone);
            out.append(", tripHeadsign=").append(tripHeadsign);
            out.append(", tripShortName=").append(tripShortName);
            out.append(", additionalProperties=").append(additionalProperties);
            return out.append('}').toString();
        }
    }
}
