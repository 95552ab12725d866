// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.arrivalanddeparture;

import org.onebusaway.core.Params;
import org.onebusaway.core.Utils;
import org.onebusaway.core.http.Headers;
import org.onebusaway.core.http.QueryParams;

import java.util.Objects;
import java.util.Optional;

public final class ArrivalAndDepartureRetrieveParams implements Params {

    private final String stopId;
    private final String tripId;
    private final Long serviceDate;
    private final String vehicleId;
    private final Long stopSequence;
    private final Long time;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private ArrivalAndDepartureRetrieveParams(Builder builder) {
        this.stopId = builder.stopId;
        this.tripId = builder.tripId;
        this.serviceDate = builder.serviceDate;
        this.vehicleId = builder.vehicleId;
        this.stopSequence = builder.stopSequence;
        this.time = builder.time;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<String> stopId() {
        return Optional.ofNullable(stopId);
    }

    public String tripId() {
        return tripId;
    }

    public Long serviceDate() {
        return serviceDate;
    }

    public Optional<String> vehicleId() {
        return Optional.ofNullable(vehicleId);
    }

    public Optional<Long> stopSequence() {
        return Optional.ofNullable(stopSequence);
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
        if (tripId != null) {
            out.put("tripId", tripId);
        }
        if (serviceDate != null) {
            out.put("serviceDate", String.valueOf(serviceDate));
        }
        if (vehicleId != null) {
            out.put("vehicleId", vehicleId);
        }
        if (stopSequence != null) {
            out.put("stopSequence", String.valueOf(stopSequence));
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

        private String stopId;
        private String tripId;
        private Long serviceDate;
        private String vehicleId;
        private Long stopSequence;
        private Long time;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(ArrivalAndDepartureRetrieveParams source) {
            this.stopId = source.stopId;
            this.tripId = source.tripId;
            this.serviceDate = source.serviceDate;
            this.vehicleId = source.vehicleId;
            this.stopSequence = source.stopSequence;
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

        public Builder tripId(String tripId) {
            this.tripId = tripId;
            return this;
        }

        public Builder serviceDate(Long serviceDate) {
            this.serviceDate = serviceDate;
            return this;
        }

        public Builder vehicleId(String vehicleId) {
            this.vehicleId = vehicleId;
            return this;
        }

        public Builder vehicleId(Optional<String> vehicleId) {
            return vehicleId(vehicleId.orElse(null));
        }

        public Builder stopSequence(Long stopSequence) {
            this.stopSequence = stopSequence;
            return this;
        }

        public Builder stopSequence(Optional<Long> stopSequence) {
            return stopSequence(stopSequence.orElse(null));
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

        public ArrivalAndDepartureRetrieveParams build() {
            Utils.checkRequired("tripId", tripId);
            Utils.checkRequired("serviceDate", serviceDate);
            return new ArrivalAndDepartureRetrieveParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ArrivalAndDepartureRetrieveParams)) {
            return false;
        }
        ArrivalAndDepartureRetrieveParams that = (ArrivalAndDepartureRetrieveParams) other;
        if (!Objects.equals(stopId, that.stopId)) {
            return false;
        }
        if (!Objects.equals(tripId, that.tripId)) {
            return false;
        }
        if (!Objects.equals(serviceDate, that.serviceDate)) {
            return false;
        }
        if (!Objects.equals(vehicleId, that.vehicleId)) {
            return false;
        }
        if (!Objects.equals(stopSequence, that.stopSequence)) {
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
        hash = 31 * hash + Objects.hashCode(tripId);
        hash = 31 * hash + Objects.hashCode(serviceDate);
        hash = 31 * hash + Objects.hashCode(vehicleId);
        hash = 31 * hash + Objects.hashCode(stopSequence);
        hash = 31 * hash + Objects.hashCode(time);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("ArrivalAndDepartureRetrieveParams{");
        out.append("stopId=").append(stopId);
        out.append(", tripId=").append(tripId);
        out.append(", serviceDate=").append(serviceDate);
        out.append(", vehicleId=").append(vehicleId);
        out.append(", stopSequence=").append(stopSequence);
        out.append(", time=").append(time);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }
}
