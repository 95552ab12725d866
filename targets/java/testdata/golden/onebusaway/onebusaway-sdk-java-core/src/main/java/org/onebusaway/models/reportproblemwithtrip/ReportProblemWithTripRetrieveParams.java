// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.reportproblemwithtrip;

import com.fasterxml.jackson.annotation.JsonCreator;

import org.onebusaway.core.Enum;
import org.onebusaway.core.JsonField;
import org.onebusaway.core.Params;
import org.onebusaway.core.http.Headers;
import org.onebusaway.core.http.QueryParams;
import org.onebusaway.errors.OnebusawaySdkInvalidDataException;

import java.util.Objects;
import java.util.Optional;

public final class ReportProblemWithTripRetrieveParams implements Params {

    private final String tripId;
    private final Long serviceDate;
    private final String vehicleId;
    private final String stopId;
    private final Code code;
    private final String userComment;
    private final Boolean userOnVehicle;
    private final String userVehicleNumber;
    private final Float userLat;
    private final Float userLon;
    private final Float userLocationAccuracy;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private ReportProblemWithTripRetrieveParams(Builder builder) {
        this.tripId = builder.tripId;
        this.serviceDate = builder.serviceDate;
        this.vehicleId = builder.vehicleId;
        this.stopId = builder.stopId;
        this.code = builder.code;
        this.userComment = builder.userComment;
        this.userOnVehicle = builder.userOnVehicle;
        this.userVehicleNumber = builder.userVehicleNumber;
        this.userLat = builder.userLat;
        this.userLon = builder.userLon;
        this.userLocationAccuracy = builder.userLocationAccuracy;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
    }

    public Optional<String> tripId() {
        return Optional.ofNullable(tripId);
    }

    public Optional<Long> serviceDate() {
        return Optional.ofNullable(serviceDate);
    }

    public Optional<String> vehicleId() {
        return Optional.ofNullable(vehicleId);
    }

    public Optional<String> stopId() {
        return Optional.ofNullable(stopId);
    }

    public Optional<Code> code() {
        return Optional.ofNullable(code);
    }

    public Optional<String> userComment() {
        return Optional.ofNullable(userComment);
    }

    public Optional<Boolean> userOnVehicle() {
        return Optional.ofNullable(userOnVehicle);
    }

    public Optional<String> userVehicleNumber() {
        return Optional.ofNullable(userVehicleNumber);
    }

    public Optional<Float> userLat() {
        return Optional.ofNullable(userLat);
    }

    public Optional<Float> userLon() {
        return Optional.ofNullable(userLon);
    }

    public Optional<Float> userLocationAccuracy() {
        return Optional.ofNullable(userLocationAccuracy);
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
        if (vehicleId != null) {
            out.put("vehicleID", vehicleId);
        }
        if (stopId != null) {
            out.put("stopID", stopId);
        }
        if (code != null) {
            out.put("code", code._value().asKnown().map(Object::toString).orElse(""));
        }
        if (userComment != null) {
            out.put("userComment", userComment);
        }
        if (userOnVehicle != null) {
            out.put("userOnVehicle", String.valueOf(userOnVehicle));
        }
        if (userVehicleNumber != null) {
            out.put("userVehicleNumber", userVehicleNumber);
        }
        if (userLat != null) {
            out.put("userLat", String.valueOf(userLat));
        }
        if (userLon != null) {
            out.put("userLon", String.valueOf(userLon));
        }
        if (userLocationAccuracy != null) {
            out.put("userLocationAccuracy", String.valueOf(userLocationAccuracy));
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

    public static ReportProblemWithTripRetrieveParams none() {
        return builder().build();
    }

    public static final class Builder {

        private String tripId;
        private Long serviceDate;
        private String vehicleId;
        private String stopId;
        private Code code;
        private String userComment;
        private Boolean userOnVehicle;
        private String userVehicleNumber;
        private Float userLat;
        private Float userLon;
        private Float userLocationAccuracy;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(ReportProblemWithTripRetrieveParams source) {
            this.tripId = source.tripId;
            this.serviceDate = source.serviceDate;
            this.vehicleId = source.vehicleId;
            this.stopId = source.stopId;
            this.code = source.code;
            this.userComment = source.userComment;
            this.userOnVehicle = source.userOnVehicle;
            this.userVehicleNumber = source.userVehicleNumber;
            this.userLat = source.userLat;
            this.userLon = source.userLon;
            this.userLocationAccuracy = source.userLocationAccuracy;
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

        public Builder vehicleId(String vehicleId) {
            this.vehicleId = vehicleId;
            return this;
        }

        public Builder vehicleId(Optional<String> vehicleId) {
            return vehicleId(vehicleId.orElse(null));
        }

        public Builder stopId(String stopId) {
            this.stopId = stopId;
            return this;
        }

        public Builder stopId(Optional<String> stopId) {
            return stopId(stopId.orElse(null));
        }

        public Builder code(Code code) {
            this.code = code;
            return this;
        }

        public Builder code(Optional<Code> code) {
            return code(code.orElse(null));
        }

        public Builder userComment(String userComment) {
            this.userComment = userComment;
            return this;
        }

        public Builder userComment(Optional<String> userComment) {
            return userComment(userComment.orElse(null));
        }

        public Builder userOnVehicle(Boolean userOnVehicle) {
            this.userOnVehicle = userOnVehicle;
            return this;
        }

        public Builder userOnVehicle(Optional<Boolean> userOnVehicle) {
            return userOnVehicle(userOnVehicle.orElse(null));
        }

        public Builder userVehicleNumber(String userVehicleNumber) {
            this.userVehicleNumber = userVehicleNumber;
            return this;
        }

        public Builder userVehicleNumber(Optional<String> userVehicleNumber) {
            return userVehicleNumber(userVehicleNumber.orElse(null));
        }

        public Builder userLat(Float userLat) {
            this.userLat = userLat;
            return this;
        }

        public Builder userLat(Optional<Float> userLat) {
            return userLat(userLat.orElse(null));
        }

        public Builder userLon(Float userLon) {
            this.userLon = userLon;
            return this;
        }

        public Builder userLon(Optional<Float> userLon) {
            return userLon(userLon.orElse(null));
        }

        public Builder userLocationAccuracy(Float userLocationAccuracy) {
            this.userLocationAccuracy = userLocationAccuracy;
            return this;
        }

        public Builder userLocationAccuracy(Optional<Float> userLocationAccuracy) {
            return userLocationAccuracy(userLocationAccuracy.orElse(null));
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

        public ReportProblemWithTripRetrieveParams build() {
            return new ReportProblemWithTripRetrieveParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ReportProblemWithTripRetrieveParams)) {
            return false;
        }
        ReportProblemWithTripRetrieveParams that = (ReportProblemWithTripRetrieveParams) other;
        if (!Objects.equals(tripId, that.tripId)) {
            return false;
        }
        if (!Objects.equals(serviceDate, that.serviceDate)) {
            return false;
        }
        if (!Objects.equals(vehicleId, that.vehicleId)) {
            return false;
        }
        if (!Objects.equals(stopId, that.stopId)) {
            return false;
        }
        if (!Objects.equals(code, that.code)) {
            return false;
        }
        if (!Objects.equals(userComment, that.userComment)) {
            return false;
        }
        if (!Objects.equals(userOnVehicle, that.userOnVehicle)) {
            return false;
        }
        if (!Objects.equals(userVehicleNumber, that.userVehicleNumber)) {
            return false;
        }
        if (!Objects.equals(userLat, that.userLat)) {
            return false;
        }
        if (!Objects.equals(userLon, that.userLon)) {
            return false;
        }
        if (!Objects.equals(userLocationAccuracy, that.userLocationAccuracy)) {
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
        hash = 31 * hash + Objects.hashCode(vehicleId);
        hash = 31 * hash + Objects.hashCode(stopId);
        hash = 31 * hash + Objects.hashCode(code);
        hash = 31 * hash + Objects.hashCode(userComment);
        hash = 31 * hash + Objects.hashCode(userOnVehicle);
        hash = 31 * hash + Objects.hashCode(userVehicleNumber);
        hash = 31 * hash + Objects.hashCode(userLat);
        hash = 31 * hash + Objects.hashCode(userLon);
        hash = 31 * hash + Objects.hashCode(userLocationAccuracy);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("ReportProblemWithTripRetrieveParams{");
        out.append("tripId=").append(tripId);
        out.append(", serviceDate=").append(serviceDate);
        out.append(", vehicleId=").append(vehicleId);
        out.append(", stopId=").append(stopId);
        out.append(", code=").append(code);
        out.append(", userComment=").append(userComment);
        out.append(", userOnVehicle=").append(userOnVehicle);
        out.append(", userVehicleNumber=").append(userVehicleNumber);
        out.append(", userLat=").append(userLat);
        out.append(", userLon=").append(userLon);
        out.append(", userLocationAccuracy=").append(userLocationAccuracy);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }

    public static final class Code implements Enum {

        public static final Code VEHICLE_NEVER_CAME = of("vehicle_never_came");
        public static final Code VEHICLE_CAME_EARLY = of("vehicle_came_early");
        public static final Code VEHICLE_CAME_LATE = of("vehicle_came_late");
        public static final Code WRONG_HEADSIGN = of("wrong_headsign");
        public static final Code VEHICLE_DOES_NOT_STOP_HERE = of("vehicle_does_not_stop_here");
        public static final Code OTHER = of("other");

        private final JsonField<String> value;

        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        private Code(JsonField<String> value) {
            this.value = value;
        }

        public static Code of(String value) {
            return new Code(JsonField.of(value));
        }

        @com.fasterxml.jackson.annotation.JsonValue
        @Override
        public JsonField<String> _value() {
            return value;
        }

        public enum Known {
            VEHICLE_NEVER_CAME,
            VEHICLE_CAME_EARLY,
            VEHICLE_CAME_LATE,
            WRONG_HEADSIGN,
            VEHICLE_DOES_NOT_STOP_HERE,
            OTHER,
        }

        public enum Value {
            VEHICLE_NEVER_CAME,
            VEHICLE_CAME_EARLY,
            VEHICLE_CAME_LATE,
            WRONG_HEADSIGN,
            VEHICLE_DOES_NOT_STOP_HERE,
            OTHER,
            _UNKNOWN,
        }

        public Value value() {
            if (equals(VEHICLE_NEVER_CAME)) {
                return Value.VEHICLE_NEVER_CAME;
            }
            if (equals(VEHICLE_CAME_EARLY)) {
                return Value.VEHICLE_CAME_EARLY;
            }
            if (equals(VEHICLE_CAME_LATE)) {
                return Value.VEHICLE_CAME_LATE;
            }
            if (equals(WRONG_HEADSIGN)) {
                return Value.WRONG_HEADSIGN;
            }
            if (equals(VEHICLE_DOES_NOT_STOP_HERE)) {
                return Value.VEHICLE_DOES_NOT_STOP_HERE;
            }
            if (equals(OTHER)) {
                return Value.OTHER;
            }
            return Value._UNKNOWN;
        }

        public Known known() {
            if (equals(VEHICLE_NEVER_CAME)) {
                return Known.VEHICLE_NEVER_CAME;
            }
            if (equals(VEHICLE_CAME_EARLY)) {
                return Known.VEHICLE_CAME_EARLY;
            }
            if (equals(VEHICLE_CAME_LATE)) {
                return Known.VEHICLE_CAME_LATE;
            }
            if (equals(WRONG_HEADSIGN)) {
                return Known.WRONG_HEADSIGN;
            }
            if (equals(VEHICLE_DOES_NOT_STOP_HERE)) {
                return Known.VEHICLE_DOES_NOT_STOP_HERE;
            }
            if (equals(OTHER)) {
                return Known.OTHER;
            }
            throw new OnebusawaySdkInvalidDataException("Unknown Code: " + value);
        }

        public String asString() {
            return value.getRequired("value");
        }

        @Override
        public boolean equals(Object other) {
            return this == other || other instanceof Code && value.equals(((Code) other).value);
        }

        @Override
        public int hashCode() {
            return value.hashCode();
        }

        @Override
        public String toString() {
            return value.toString();
        }
    }
}
