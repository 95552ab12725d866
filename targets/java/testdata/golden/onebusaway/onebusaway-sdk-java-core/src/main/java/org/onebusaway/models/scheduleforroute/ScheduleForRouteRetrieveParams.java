// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.scheduleforroute;

import org.onebusaway.core.Params;
import org.onebusaway.core.http.Headers;
import org.onebusaway.core.http.QueryParams;

import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

public final class ScheduleForRouteRetrieveParams implements Params {

    private final String routeId;
    private final LocalDate date;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private ScheduleForRouteRetrieveParams(Builder builder) {
        this.routeId = builder.routeId;
        this.date = builder.date;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<String> routeId() {
        return Optional.ofNullable(routeId);
    }

    public Optional<LocalDate> date() {
        return Optional.ofNullable(date);
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
        if (date != null) {
            out.put("date", String.valueOf(date));
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

    public static ScheduleForRouteRetrieveParams none() {
        return builder().build();
    }

    public static final class Builder {

        private String routeId;
        private LocalDate date;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(ScheduleForRouteRetrieveParams source) {
            this.routeId = source.routeId;
            this.date = source.date;
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

        public Builder date(LocalDate date) {
            this.date = date;
            return this;
        }

        public Builder date(Optional<LocalDate> date) {
            return date(date.orElse(null));
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

        public ScheduleForRouteRetrieveParams build() {
            return new ScheduleForRouteRetrieveParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ScheduleForRouteRetrieveParams)) {
            return false;
        }
        ScheduleForRouteRetrieveParams that = (ScheduleForRouteRetrieveParams) other;
        if (!Objects.equals(routeId, that.routeId)) {
            return false;
        }
        if (!Objects.equals(date, that.date)) {
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
        hash = 31 * hash + Objects.hashCode(date);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("ScheduleForRouteRetrieveParams{");
        out.append("routeId=").append(routeId);
        out.append(", date=").append(date);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }
}
