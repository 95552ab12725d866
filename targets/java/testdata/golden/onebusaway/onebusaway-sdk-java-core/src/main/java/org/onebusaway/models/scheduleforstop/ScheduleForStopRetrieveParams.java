// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.scheduleforstop;

import org.onebusaway.core.Params;
import org.onebusaway.core.http.Headers;
import org.onebusaway.core.http.QueryParams;

import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

public final class ScheduleForStopRetrieveParams implements Params {

    private final String stopId;
    private final LocalDate date;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private ScheduleForStopRetrieveParams(Builder builder) {
        this.stopId = builder.stopId;
        this.date = builder.date;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<String> stopId() {
        return Optional.ofNullable(stopId);
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

    public static ScheduleForStopRetrieveParams none() {
        return builder().build();
    }

    public static final class Builder {

        private String stopId;
        private LocalDate date;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(ScheduleForStopRetrieveParams source) {
            this.stopId = source.stopId;
            this.date = source.date;
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

        public ScheduleForStopRetrieveParams build() {
            return new ScheduleForStopRetrieveParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ScheduleForStopRetrieveParams)) {
            return false;
        }
        ScheduleForStopRetrieveParams that = (ScheduleForStopRetrieveParams) other;
        if (!Objects.equals(stopId, that.stopId)) {
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
        hash = 31 * hash + Objects.hashCode(stopId);
        hash = 31 * hash + Objects.hashCode(date);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("ScheduleForStopRetrieveParams{");
        out.append("stopId=").append(stopId);
        out.append(", date=").append(date);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }
}
