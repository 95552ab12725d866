// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.arrivalsanddeparturesforlocation;

import org.onebusaway.core.Params;
import org.onebusaway.core.Utils;
import org.onebusaway.core.http.Headers;
import org.onebusaway.core.http.QueryParams;

import java.util.Objects;
import java.util.Optional;

public final class ArrivalsAndDeparturesForLocationListParams implements Params {

    private final Double lat;
    private final Double lon;
    private final Double radius;
    private final Double latSpan;
    private final Double lonSpan;
    private final Long time;
    private final Long minutesBefore;
    private final Long minutesAfter;
    private final Long maxCount;
    private final String routeType;
    private final Boolean emptyReturnsNotFound;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private ArrivalsAndDeparturesForLocationListParams(Builder builder) {
        this.lat = builder.lat;
        this.lon = builder.lon;
        this.radius = builder.radius;
        this.latSpan = builder.latSpan;
        this.lonSpan = builder.lonSpan;
        this.time = builder.time;
        this.minutesBefore = builder.minutesBefore;
        this.minutesAfter = builder.minutesAfter;
        this.maxCount = builder.maxCount;
        this.routeType = builder.routeType;
        this.emptyReturnsNotFound = builder.emptyReturnsNotFound;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Double lat() {
        return lat;
    }

    public Double lon() {
        return lon;
    }

    public Optional<Double> radius() {
        return Optional.ofNullable(radius);
    }

    public Optional<Double> latSpan() {
        return Optional.ofNullable(latSpan);
    }

    public Optional<Double> lonSpan() {
        return Optional.ofNullable(lonSpan);
    }

    public Optional<Long> time() {
        return Optional.ofNullable(time);
    }

    public Optional<Long> minutesBefore() {
        return Optional.ofNullable(minutesBefore);
    }

    public Optional<Long> minutesAfter() {
        return Optional.ofNullable(minutesAfter);
    }

    public Optional<Long> maxCount() {
        return Optional.ofNullable(maxCount);
    }

    public Optional<String> routeType() {
        return Optional.ofNullable(routeType);
    }

    public Optional<Boolean> emptyReturnsNotFound() {
        return Optional.ofNullable(emptyReturnsNotFound);
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
        if (radius != null) {
            out.put("radius", String.valueOf(radius));
        }
        if (latSpan != null) {
            out.put("latSpan", String.valueOf(latSpan));
        }
        if (lonSpan != null) {
            out.put("lonSpan", String.valueOf(lonSpan));
        }
        if (time != null) {
            out.put("time", String.valueOf(time));
        }
        if (minutesBefore != null) {
            out.put("minutesBefore", String.valueOf(minutesBefore));
        }
        if (minutesAfter != null) {
            out.put("minutesAfter", String.valueOf(minutesAfter));
        }
        if (maxCount != null) {
            out.put("maxCount", String.valueOf(maxCount));
        }
        if (routeType != null) {
            out.put("routeType", routeType);
        }
        if (emptyReturnsNotFound != null) {
            out.put("emptyReturnsNotFound", String.valueOf(emptyReturnsNotFound));
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

        private Double lat;
        private Double lon;
        private Double radius;
        private Double latSpan;
        private Double lonSpan;
        private Long time;
        private Long minutesBefore;
        private Long minutesAfter;
        private Long maxCount;
        private String routeType;
        private Boolean emptyReturnsNotFound;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(ArrivalsAndDeparturesForLocationListParams source) {
            this.lat = source.lat;
            this.lon = source.lon;
            this.radius = source.radius;
            this.latSpan = source.latSpan;
            this.lonSpan = source.lonSpan;
            this.time = source.time;
            this.minutesBefore = source.minutesBefore;
            this.minutesAfter = source.minutesAfter;
            this.maxCount = source.maxCount;
            this.routeType = source.routeType;
            this.emptyReturnsNotFound = source.emptyReturnsNotFound;
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder lat(Double lat) {
            this.lat = lat;
            return this;
        }

        public Builder lon(Double lon) {
            this.lon = lon;
            return this;
        }

        public Builder radius(Double radius) {
            this.radius = radius;
            return this;
        }

        public Builder radius(Optional<Double> radius) {
            return radius(radius.orElse(null));
        }

        public Builder latSpan(Double latSpan) {
            this.latSpan = latSpan;
            return this;
        }

        public Builder latSpan(Optional<Double> latSpan) {
            return latSpan(latSpan.orElse(null));
        }

        public Builder lonSpan(Double lonSpan) {
            this.lonSpan = lonSpan;
            return this;
        }

        public Builder lonSpan(Optional<Double> lonSpan) {
            return lonSpan(lonSpan.orElse(null));
        }

        public Builder time(Long time) {
            this.time = time;
            return this;
        }

        public Builder time(Optional<Long> time) {
            return time(time.orElse(null));
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

        public Builder maxCount(Long maxCount) {
            this.maxCount = maxCount;
            return this;
        }

        public Builder maxCount(Optional<Long> maxCount) {
            return maxCount(maxCount.orElse(null));
        }

        public Builder routeType(String routeType) {
            this.routeType = routeType;
            return this;
        }

        public Builder routeType(Optional<String> routeType) {
            return routeType(routeType.orElse(null));
        }

        public Builder emptyReturnsNotFound(Boolean emptyReturnsNotFound) {
            this.emptyReturnsNotFound = emptyReturnsNotFound;
            return this;
        }

        public Builder emptyReturnsNotFound(Optional<Boolean> emptyReturnsNotFound) {
            return emptyReturnsNotFound(emptyReturnsNotFound.orElse(null));
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

        public ArrivalsAndDeparturesForLocationListParams build() {
            Utils.checkRequired("lat", lat);
            Utils.checkRequired("lon", lon);
            return new ArrivalsAndDeparturesForLocationListParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ArrivalsAndDeparturesForLocationListParams)) {
            return false;
        }
        ArrivalsAndDeparturesForLocationListParams that =
                (ArrivalsAndDeparturesForLocationListParams) other;
        if (!Objects.equals(lat, that.lat)) {
            return false;
        }
        if (!Objects.equals(lon, that.lon)) {
            return false;
        }
        if (!Objects.equals(radius, that.radius)) {
            return false;
        }
        if (!Objects.equals(latSpan, that.latSpan)) {
            return false;
        }
        if (!Objects.equals(lonSpan, that.lonSpan)) {
            return false;
        }
        if (!Objects.equals(time, that.time)) {
            return false;
        }
        if (!Objects.equals(minutesBefore, that.minutesBefore)) {
            return false;
        }
        if (!Objects.equals(minutesAfter, that.minutesAfter)) {
            return false;
        }
        if (!Objects.equals(maxCount, that.maxCount)) {
            return false;
        }
        if (!Objects.equals(routeType, that.routeType)) {
            return false;
        }
        if (!Objects.equals(emptyReturnsNotFound, that.emptyReturnsNotFound)) {
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
        hash = 31 * hash + Objects.hashCode(radius);
        hash = 31 * hash + Objects.hashCode(latSpan);
        hash = 31 * hash + Objects.hashCode(lonSpan);
        hash = 31 * hash + Objects.hashCode(time);
        hash = 31 * hash + Objects.hashCode(minutesBefore);
        hash = 31 * hash + Objects.hashCode(minutesAfter);
        hash = 31 * hash + Objects.hashCode(maxCount);
        hash = 31 * hash + Objects.hashCode(routeType);
        hash = 31 * hash + Objects.hashCode(emptyReturnsNotFound);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("ArrivalsAndDeparturesForLocationListParams{");
        out.append("lat=").append(lat);
        out.append(", lon=").append(lon);
        out.append(", radius=").append(radius);
        out.append(", latSpan=").append(latSpan);
        out.append(", lonSpan=").append(lonSpan);
        out.append(", time=").append(time);
        out.append(", minutesBefore=").append(minutesBefore);
        out.append(", minutesAfter=").append(minutesAfter);
        out.append(", maxCount=").append(maxCount);
        out.append(", routeType=").append(routeType);
        out.append(", emptyReturnsNotFound=").append(emptyReturnsNotFound);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }
}
