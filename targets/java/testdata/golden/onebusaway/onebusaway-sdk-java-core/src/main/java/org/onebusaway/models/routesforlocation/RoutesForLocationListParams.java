// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.routesforlocation;

import org.onebusaway.core.Params;
import org.onebusaway.core.http.Headers;
import org.onebusaway.core.http.QueryParams;

import java.util.Objects;
import java.util.Optional;

public final class RoutesForLocationListParams implements Params {

    private final Double lat;
    private final Double lon;
    private final Double radius;
    private final Double latSpan;
    private final Double lonSpan;
    private final String query;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private RoutesForLocationListParams(Builder builder) {
        this.lat = builder.lat;
        this.lon = builder.lon;
        this.radius = builder.radius;
        this.latSpan = builder.latSpan;
        this.lonSpan = builder.lonSpan;
        this.query = builder.query;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<Double> lat() {
        return Optional.ofNullable(lat);
    }

    public Optional<Double> lon() {
        return Optional.ofNullable(lon);
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

    public Optional<String> query() {
        return Optional.ofNullable(query);
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
        if (query != null) {
            out.put("query", query);
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

    public static RoutesForLocationListParams none() {
        return builder().build();
    }

    public static final class Builder {

        private Double lat;
        private Double lon;
        private Double radius;
        private Double latSpan;
        private Double lonSpan;
        private String query;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(RoutesForLocationListParams source) {
            this.lat = source.lat;
            this.lon = source.lon;
            this.radius = source.radius;
            this.latSpan = source.latSpan;
            this.lonSpan = source.lonSpan;
            this.query = source.query;
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder lat(Double lat) {
            this.lat = lat;
            return this;
        }

        public Builder lat(Optional<Double> lat) {
            return lat(lat.orElse(null));
        }

        public Builder lon(Double lon) {
            this.lon = lon;
            return this;
        }

        public Builder lon(Optional<Double> lon) {
            return lon(lon.orElse(null));
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

        public Builder query(String query) {
            this.query = query;
            return this;
        }

        public Builder query(Optional<String> query) {
            return query(query.orElse(null));
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

        public RoutesForLocationListParams build() {
            return new RoutesForLocationListParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof RoutesForLocationListParams)) {
            return false;
        }
        RoutesForLocationListParams that = (RoutesForLocationListParams) other;
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
        if (!Objects.equals(query, that.query)) {
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
        hash = 31 * hash + Objects.hashCode(query);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("RoutesForLocationListParams{");
        out.append("lat=").append(lat);
        out.append(", lon=").append(lon);
        out.append(", radius=").append(radius);
        out.append(", latSpan=").append(latSpan);
        out.append(", lonSpan=").append(lonSpan);
        out.append(", query=").append(query);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }
}
