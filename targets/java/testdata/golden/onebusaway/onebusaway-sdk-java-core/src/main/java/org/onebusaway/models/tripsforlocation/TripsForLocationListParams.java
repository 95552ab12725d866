// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.tripsforlocation;

import org.onebusaway.core.Params;
import org.onebusaway.core.Utils;
import org.onebusaway.core.http.Headers;
import org.onebusaway.core.http.QueryParams;

import java.util.Objects;
import java.util.Optional;

public final class TripsForLocationListParams implements Params {

    private final Float lat;
    private final Float lon;
    private final Float latSpan;
    private final Float lonSpan;
    private final Boolean includeTrip;
    private final Boolean includeSchedule;
    private final Long time;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private TripsForLocationListParams(Builder builder) {
        this.lat = builder.lat;
        this.lon = builder.lon;
        this.latSpan = builder.latSpan;
        this.lonSpan = builder.lonSpan;
        this.includeTrip = builder.includeTrip;
        this.includeSchedule = builder.includeSchedule;
        this.time = builder.time;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<Float> lat() {
        return Optional.ofNullable(lat);
    }

    public Optional<Float> lon() {
        return Optional.ofNullable(lon);
    }

    public Float latSpan() {
        return latSpan;
    }

    public Float lonSpan() {
        return lonSpan;
    }

    public Optional<Boolean> includeTrip() {
        return Optional.ofNullable(includeTrip);
    }

    public Optional<Boolean> includeSchedule() {
        return Optional.ofNullable(includeSchedule);
    }

    public Optional<Long> time() {
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
        if (lat != null) {
            out.put("lat", String.valueOf(lat));
        }
        if (lon != null) {
            out.put("lon", String.valueOf(lon));
        }
        if (latSpan != null) {
            out.put("latSpan", String.valueOf(latSpan));
        }
        if (lonSpan != null) {
            out.put("lonSpan", String.valueOf(lonSpan));
        }
        if (includeTrip != null) {
            out.put("includeTrip", String.valueOf(includeTrip));
        }
        if (includeSchedule != null) {
            out.put("includeSchedule", String.valueOf(includeSchedule));
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

    public static final class Builder {

        private Float lat;
        private Float lon;
        private Float latSpan;
        private Float lonSpan;
        private Boolean includeTrip;
        private Boolean includeSchedule;
        private Long time;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(TripsForLocationListParams source) {
            this.lat = source.lat;
            this.lon = source.lon;
            this.latSpan = source.latSpan;
            this.lonSpan = source.lonSpan;
            this.includeTrip = source.includeTrip;
            this.includeSchedule = source.includeSchedule;
            this.time = source.time;
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder lat(Float lat) {
            this.lat = lat;
            return this;
        }

        public Builder lat(Optional<Float> lat) {
            return lat(lat.orElse(null));
        }

        public Builder lon(Float lon) {
            this.lon = lon;
            return this;
        }

        public Builder lon(Optional<Float> lon) {
            return lon(lon.orElse(null));
        }

        public Builder latSpan(Float latSpan) {
            this.latSpan = latSpan;
            return this;
        }

        public Builder lonSpan(Float lonSpan) {
            this.lonSpan = lonSpan;
            return this;
        }

        public Builder includeTrip(Boolean includeTrip) {
            this.includeTrip = includeTrip;
            return this;
        }

        public Builder includeTrip(Optional<Boolean> includeTrip) {
            return includeTrip(includeTrip.orElse(null));
        }

        public Builder includeSchedule(Boolean includeSchedule) {
            this.includeSchedule = includeSchedule;
            return this;
        }

        public Builder includeSchedule(Optional<Boolean> includeSchedule) {
            return includeSchedule(includeSchedule.orElse(null));
        }

        public Builder time(Long time) {
            this.time = time;
            return this;
        }

        public Builder time(Optional<Long> time) {
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

        public TripsForLocationListParams build() {
            Utils.checkRequired("latSpan", latSpan);
            Utils.checkRequired("lonSpan", lonSpan);
            return new TripsForLocationListParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof TripsForLocationListParams)) {
            return false;
        }
        TripsForLocationListParams that = (TripsForLocationListParams) other;
        if (!Objects.equals(lat, that.lat)) {
            return false;
        }
        if (!Objects.equals(lon, that.lon)) {
            return false;
        }
        if (!Objects.equals(latSpan, that.latSpan)) {
            return false;
        }
        if (!Objects.equals(lonSpan, that.lonSpan)) {
            return false;
        }
        if (!Objects.equals(includeTrip, that.includeTrip)) {
            return false;
        }
        if (!Objects.equals(includeSchedule, that.includeSchedule)) {
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
        hash = 31 * hash + Objects.hashCode(lat);
        hash = 31 * hash + Objects.hashCode(lon);
        hash = 31 * hash + Objects.hashCode(latSpan);
        hash = 31 * hash + Objects.hashCode(lonSpan);
        hash = 31 * hash + Objects.hashCode(includeTrip);
        hash = 31 * hash + Objects.hashCode(includeSchedule);
        hash = 31 * hash + Objects.hashCode(time);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("TripsForLocationListParams{");
        out.append("lat=").append(lat);
        out.append(", lon=").append(lon);
        out.append(", latSpan=").append(latSpan);
        out.append(", lonSpan=").append(lonSpan);
        out.append(", includeTrip=").append(includeTrip);
        out.append(", includeSchedule=").append(includeSchedule);
        out.append(", time=").append(time);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }
}
