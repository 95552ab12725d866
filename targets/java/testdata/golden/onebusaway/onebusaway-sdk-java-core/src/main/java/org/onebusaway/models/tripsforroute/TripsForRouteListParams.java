// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.tripsforroute;

import org.onebusaway.core.Params;
import org.onebusaway.core.http.Headers;
import org.onebusaway.core.http.QueryParams;

import java.util.Objects;
import java.util.Optional;

public final class TripsForRouteListParams implements Params {

    private final String routeId;
    private final Boolean includeStatus;
    private final Boolean includeSchedule;
    private final Long time;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private TripsForRouteListParams(Builder builder) {
        this.routeId = builder.routeId;
        this.includeStatus = builder.includeStatus;
        this.includeSchedule = builder.includeSchedule;
        this.time = builder.time;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<String> routeId() {
        return Optional.ofNullable(routeId);
    }

    public Optional<Boolean> includeStatus() {
        return Optional.ofNullable(includeStatus);
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
            case 0:
                return routeId == null ? "" : routeId;
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
        if (includeStatus != null) {
            out.put("includeStatus", String.valueOf(includeStatus));
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

    public static TripsForRouteListParams none() {
        return builder().build();
    }

    public static final class Builder {

        private String routeId;
        private Boolean includeStatus;
        private Boolean includeSchedule;
        private Long time;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(TripsForRouteListParams source) {
            this.routeId = source.routeId;
            this.includeStatus = source.includeStatus;
            this.includeSchedule = source.includeSchedule;
            this.time = source.time;
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder routeId(String routeId) {
            this.routeId = routeId;
            return this;
        }

        public Builder routeId(Optional<String> routeId) {
            return routeId(routeId.orElse(null));
        }

        public Builder includeStatus(Boolean includeStatus) {
            this.includeStatus = includeStatus;
            return this;
        }

        public Builder includeStatus(Optional<Boolean> includeStatus) {
            return includeStatus(includeStatus.orElse(null));
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

        public TripsForRouteListParams build() {
            return new TripsForRouteListParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof TripsForRouteListParams)) {
            return false;
        }
        TripsForRouteListParams that = (TripsForRouteListParams) other;
        if (!Objects.equals(routeId, that.routeId)) {
            return false;
        }
        if (!Objects.equals(includeStatus, that.includeStatus)) {
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
        hash = 31 * hash + Objects.hashCode(routeId);
        hash = 31 * hash + Objects.hashCode(includeStatus);
        hash = 31 * hash + Objects.hashCode(includeSchedule);
        hash = 31 * hash + Objects.hashCode(time);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("TripsForRouteListParams{");
        out.append("routeId=").append(routeId);
        out.append(", includeStatus=").append(includeStatus);
        out.append(", includeSchedule=").append(includeSchedule);
        out.append(", time=").append(time);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }
}
