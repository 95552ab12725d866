// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.events;

import com.acme.api.core.ExcludeMissing;
import com.acme.api.core.JsonField;
import com.acme.api.core.JsonValue;
import com.acme.api.core.Utils;
import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

@JsonDeserialize(builder = EventListResponse.Builder.class)
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        creatorVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
public final class EventListResponse {

    private final JsonField<List<Event>> events;
    private final Map<String, JsonValue> additionalProperties;
    private volatile boolean validated;

    private EventListResponse(Builder builder) {
        this.events = builder.events;
        this.additionalProperties = Utils.toImmutable(builder.additionalProperties);
    }

    public Optional<List<Event>> events() {
        return events.getOptional("events");
    }

    @JsonProperty("events")
    @ExcludeMissing
    public JsonField<List<Event>> _events() {
        return events;
    }

    @JsonAnyGetter
    @ExcludeMissing
    public Map<String, JsonValue> _additionalProperties() {
        return additionalProperties;
    }

    public EventListResponse validate() {
        if (validated) {
            return this;
        }
        events().ifPresent(items -> items.forEach(item -> item.validate()));
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

        private JsonField<List<Event>> events = JsonField.missing();
        private Map<String, JsonValue> additionalProperties = new LinkedHashMap<>();

        private Builder() {}

        private Builder(EventListResponse source) {
            this.events = source.events;
            additionalProperties = new LinkedHashMap<>(source.additionalProperties);
        }

        public Builder events(List<Event> events) {
            return events(JsonField.ofNullable(events));
        }

        public Builder events(Optional<List<Event>> events) {
            return events(events.orElse(null));
        }

        @JsonProperty("events")
        public Builder events(JsonField<List<Event>> events) {
            this.events = events;
            return this;
        }

        public Builder addEvent(Event item) {
            List<Event> list =
                    this.events == null || this.events.isMissing()
                            ? new ArrayList<>()
                            : new ArrayList<>(Utils.checkKnown("events", this.events));
            list.add(item);
            this.events = JsonField.of(list);
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

        public EventListResponse build() {
            return new EventListResponse(this);
        }

        private EventListResponse buildFromJson() {
            return new EventListResponse(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof EventListResponse)) {
            return false;
        }
        EventListResponse that = (EventListResponse) other;
        if (!Objects.equals(events, that.events)) {
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
        hash = 31 * hash + Objects.hashCode(events);
        hash = 31 * hash + Objects.hashCode(additionalProperties);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("EventListResponse{");
        out.append("events=").append(events);
        out.append(", additionalProperties=").append(additionalProperties);
        return out.append('}').toString();
    }
}
