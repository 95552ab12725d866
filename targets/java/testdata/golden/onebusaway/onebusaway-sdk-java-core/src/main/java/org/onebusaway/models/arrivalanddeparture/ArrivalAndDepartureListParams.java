// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.arrivalanddeparture;

import org.onebusaway.core.Params;
import org.onebusaway.core.http.Headers;
import org.onebusaway.core.http.QueryParams;

import java.time.OffsetDateTime;
import java.util.Objects;
import java.util.Optional;

public final class ArrivalAndDepartureListParams implements Params {

    private final String stopId;
    private final Long minutesBefore;
    private final Long minutesAfter;
    private final OffsetDateTime time;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private ArrivalAndDepartureListParams(Builder builder) {
        this.stopId = builder.stopId;
        this.minutesBefore = builder.minutesBefore;
        this.minutesAfter = builder.minutesAfter;
        this.time = builder.time;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<String> stopId() {
        return Optional.ofNullable(stopId);
    }

    public Optional<Long> minutesBefore() {
        return Optional.ofNullable(minutesBefore);
    }

    public Optional<Long> minutesAfter() {
        return Optional.ofNullable(minutesAfter);
    }

    public Optional<OffsetDateTime> time() {
        return Optional.ofNullable(time);
    }

    public Headers additionalHeaders() {
        return additionalHeaders;
    }

    public QueryParams additionalQueryParams() {
        return additionalQueryParams;
    }

    /** The path param at {@code index}, or an empty string past the last one. */
    public String _pathParam(int index) {
        switch (index) {
            case 0:
                return stopId == null ? "" : stopId;
            default:
                return "";
        }
    }

    @Override
    public Headers _headers() {
        Headers.Builder out = Headers.builder();
        out.putAll(additionalHeaders);
        return out.build();
    }

    @Override
    public QueryParams _queryParams() {
        QueryParams.Builder out = QueryParams.builder();
        if (minutesBefore != null) {
            out.put("minutesBefore", String.valueOf(minutesBefore));
        }
        if (minutesAfter != null) {
            out.put("minutesAfter", String.valueOf(minutesAfter));
        }
        if (time != null) {
            out.put("time", String.valueOf(time));
        }
        out.putAll(additionalQueryParams);
        return out.build();
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static ArrivalAndDepartureListParams none() {
        return builder().build();
    }

    public static final class Builder {

        private String stopId;
        private Long minutesBefore;
        private Long minutesAfter;
        private OffsetDateTime time;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(ArrivalAndDepartureListParams source) {
            this.stopId = source.stopId;
            this.minutesBefore = source.minutesBefore;
            this.minutesAfter = source.minutesAfter;
            this.time = source.time;
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder stopId(String stopId) {
            this.stopId = stopId;
            return this;
        }

        public Builder stopId(Optional<String> stopId) {
            return stopId(stopId.orElse(null));
        }

        public Builder minutesBefore(Long minutesBefore) {
            this.minutesBefore = minutesBefore;
            return this;
        }

        public Builder minutesBefore(Optional<Long> minutesBefore) {
            return minutesBefore(minutesBefore.orElse(null));
        }

        public Builder minutesAfter(Long minutesAfter) {
            this.minutesAfter = minutesAfter;
            return this;
        }

        public Builder minutesAfter(Optional<Long> minutesAfter) {
            return minutesAfter(minutesAfter.orElse(null));
        }

        public Builder time(OffsetDateTime time) {
            this.time = time;
            return this;
        }

        public Builder time(Optional<OffsetDateTime> time) {
            return time(time.orElse(null));
        }

        public Builder additionalHeaders(Headers additionalHeaders) {
            this.additionalHeaders = Headers.builder().putAll(additionalHeaders);
            return this;
        }

        public Builder putAdditionalHeader(String name, String value) {
            additionalHeaders.put(name, value);
            return this;
        }

        public Builder putAdditionalHeaders(String name, Iterable<String> values) {
            additionalHeaders.put(name, values);
            return this;
        }

        public Builder putAllAdditionalHeaders(Headers values) {
            additionalHeaders.putAll(values);
            return this;
        }

        public Builder removeAdditionalHeaders(String name) {
            additionalHeaders.remove(name);
            return this;
        }

        public Builder additionalQueryParams(QueryParams additionalQueryParams) {
            this.additionalQueryParams = QueryParams.builder().putAll(additionalQueryParams);
            return this;
        }

        public Builder putAdditionalQueryParam(String name, String value) {
            additionalQueryParams.put(name, value);
            return this;
        }

        public Builder putAdditionalQueryParams(String name, Iterable<String> values) {
            additionalQueryParams.put(name, values);
            return this;
        }

        public Builder putAllAdditionalQueryParams(QueryParams values) {
            additionalQueryParams.putAll(values);
            return this;
        }

        public Builder removeAdditionalQueryParams(String name) {
            additionalQueryParams.remove(name);
            return this;
        }

        public ArrivalAndDepartureListParams build() {
            return new ArrivalAndDepartureListParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ArrivalAndDepartureListParams)) {
            return false;
        }
        ArrivalAndDepartureListParams that = (ArrivalAndDepartureListParams) other;
        if (!Objects.equals(stopId, that.stopId)) {
            return false;
        }
        if (!Objects.equals(minutesBefore, that.minutesBefore)) {
            return false;
        }
        if (!Objects.equals(minutesAfter, that.minutesAfter)) {
            return false;
        }
        if (!Objects.equals(time, that.time)) {
            return false;
        }
        if (!Objects.equals(additionalHeaders, that.additionalHeaders)) {
            return false;
        }
        if (!Objects.equals(additionalQueryParams, that.additionalQueryParams)) {
            return false;
        }
        return true;
    }

    @Override
    public int hashCode() {
        int hash = 1;
        hash = 31 * hash + Objects.hashCode(stopId);
        hash = 31 * hash + Objects.hashCode(minutesBefore);
        hash = 31 * hash + Objects.hashCode(minutesAfter);
        hash = 31 * hash + Objects.hashCode(time);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("ArrivalAndDepartureListParams{");
        out.append("stopId=").append(stopId);
        out.append(", minutesBefore=").append(minutesBefore);
        out.append(", minutesAfter=").append(minutesAfter);
        out.append(", time=").append(time);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }
}
