// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.tripdetails;

import org.onebusaway.core.Params;
import org.onebusaway.core.http.Headers;
import org.onebusaway.core.http.QueryParams;

import java.util.Objects;
import java.util.Optional;

public final class TripDetailRetrieveParams implements Params {

    private final String tripId;
    private final Long serviceDate;
    private final Boolean includeTrip;
    private final Boolean includeSchedule;
    private final Boolean includeStatus;
    private final Long time;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private TripDetailRetrieveParams(Builder builder) {
        this.tripId = builder.tripId;
        this.serviceDate = builder.serviceDate;
        this.includeTrip = builder.includeTrip;
        this.includeSchedule = builder.includeSchedule;
        this.includeStatus = builder.includeStatus;
        this.time = builder.time;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<String> tripId() {
        return Optional.ofNullable(tripId);
    }

    public Optional<Long> serviceDate() {
        return Optional.ofNullable(serviceDate);
    }

    public Optional<Boolean> includeTrip() {
        return Optional.ofNullable(includeTrip);
    }

    public Optional<Boolean> includeSchedule() {
        return Optional.ofNullable(includeSchedule);
    }

    public Optional<Boolean> includeStatus() {
        return Optional.ofNullable(includeStatus);
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
                return tripId == null ? "" : tripId;
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
        if (serviceDate != null) {
            out.put("serviceDate", String.valueOf(serviceDate));
        }
        if (includeTrip != null) {
            out.put("includeTrip", String.valueOf(includeTrip));
        }
        if (includeSchedule != null) {
            out.put("includeSchedule", String.valueOf(includeSchedule));
        }
        if (includeStatus != null) {
            out.put("includeStatus", String.valueOf(includeStatus));
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

    public static TripDetailRetrieveParams none() {
        return builder().build();
    }

    public static final class Builder {

        private String tripId;
        private Long serviceDate;
        private Boolean includeTrip;
        private Boolean includeSchedule;
        private Boolean includeStatus;
        private Long time;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(TripDetailRetrieveParams source) {
            this.tripId = source.tripId;
            this.serviceDate = source.serviceDate;
            this.includeTrip = source.includeTrip;
            this.includeSchedule = source.includeSchedule;
            this.includeStatus = source.includeStatus;
            this.time = source.time;
            additionalHeaders = source.additionalHeaders.toBuilder();
            additionalQueryParams = source.additionalQueryParams.toBuilder();
        }

        public Builder tripId(String tripId) {
            this.tripId = tripId;
            return this;
        }

        public Builder tripId(Optional<String> tripId) {
            return tripId(tripId.orElse(null));
        }

        public Builder serviceDate(Long serviceDate) {
            this.serviceDate = serviceDate;
            return this;
        }

        public Builder serviceDate(Optional<Long> serviceDate) {
            return serviceDate(serviceDate.orElse(null));
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

        public Builder includeStatus(Boolean includeStatus) {
            this.includeStatus = includeStatus;
            return this;
        }

        public Builder includeStatus(Optional<Boolean> includeStatus) {
            return includeStatus(includeStatus.orElse(null));
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

        public TripDetailRetrieveParams build() {
            return new TripDetailRetrieveParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof TripDetailRetrieveParams)) {
            return false;
        }
        TripDetailRetrieveParams that = (TripDetailRetrieveParams) other;
        if (!Objects.equals(tripId, that.tripId)) {
            return false;
        }
        if (!Objects.equals(serviceDate, that.serviceDate)) {
            return false;
        }
        if (!Objects.equals(includeTrip, that.includeTrip)) {
            return false;
        }
        if (!Objects.equals(includeSchedule, that.includeSchedule)) {
            return false;
        }
        if (!Objects.equals(includeStatus, that.includeStatus)) {
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
        hash = 31 * hash + Objects.hashCode(tripId);
        hash = 31 * hash + Objects.hashCode(serviceDate);
        hash = 31 * hash + Objects.hashCode(includeTrip);
        hash = 31 * hash + Objects.hashCode(includeSchedule);
        hash = 31 * hash + Objects.hashCode(includeStatus);
        hash = 31 * hash + Objects.hashCode(time);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("TripDetailRetrieveParams{");
        out.append("tripId=").append(tripId);
        out.append(", serviceDate=").append(serviceDate);
        out.append(", includeTrip=").append(includeTrip);
        out.append(", includeSchedule=").append(includeSchedule);
        out.append(", includeStatus=").append(includeStatus);
        out.append(", time=").append(time);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }
}
