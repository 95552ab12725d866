// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.reportproblemwithstop;

import com.fasterxml.jackson.annotation.JsonCreator;

import org.onebusaway.core.Enum;
import org.onebusaway.core.JsonField;
import org.onebusaway.core.Params;
import org.onebusaway.core.http.Headers;
import org.onebusaway.core.http.QueryParams;
import org.onebusaway.errors.OnebusawaySdkInvalidDataException;

import java.util.Objects;
import java.util.Optional;

public final class ReportProblemWithStopRetrieveParams implements Params {

    private final String stopId;
    private final Code code;
    private final String userComment;
    private final Float userLat;
    private final Float userLon;
    private final Float userLocationAccuracy;
    private final Headers additionalHeaders;
    private final QueryParams additionalQueryParams;

    private ReportProblemWithStopRetrieveParams(Builder builder) {
        this.stopId = builder.stopId;
        this.code = builder.code;
        this.userComment = builder.userComment;
        this.userLat = builder.userLat;
        this.userLon = builder.userLon;
        this.userLocationAccuracy = builder.userLocationAccuracy;
        this.additionalHeaders = builder.additionalHeaders.build();
        this.additionalQueryParams = builder.additionalQueryParams.build();
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
        if (code != null) {
            out.put("code", code._value().asKnown().map(Object::toString).orElse(""));
        }
        if (userComment != null) {
            out.put("userComment", userComment);
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

    public static ReportProblemWithStopRetrieveParams none() {
        return builder().build();
    }

    public static final class Builder {

        private String stopId;
        private Code code;
        private String userComment;
        private Float userLat;
        private Float userLon;
        private Float userLocationAccuracy;
        private Headers.Builder additionalHeaders = Headers.builder();
        private QueryParams.Builder additionalQueryParams = QueryParams.builder();

        private Builder() {}

        private Builder(ReportProblemWithStopRetrieveParams source) {
            this.stopId = source.stopId;
            this.code = source.code;
            this.userComment = source.userComment;
            this.userLat = source.userLat;
            this.userLon = source.userLon;
            this.userLocationAccuracy = source.userLocationAccuracy;
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

        public ReportProblemWithStopRetrieveParams build() {
            return new ReportProblemWithStopRetrieveParams(this);
        }
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ReportProblemWithStopRetrieveParams)) {
            return false;
        }
        ReportProblemWithStopRetrieveParams that = (ReportProblemWithStopRetrieveParams) other;
        if (!Objects.equals(stopId, that.stopId)) {
            return false;
        }
        if (!Objects.equals(code, that.code)) {
            return false;
        }
        if (!Objects.equals(userComment, that.userComment)) {
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
        hash = 31 * hash + Objects.hashCode(stopId);
        hash = 31 * hash + Objects.hashCode(code);
        hash = 31 * hash + Objects.hashCode(userComment);
        hash = 31 * hash + Objects.hashCode(userLat);
        hash = 31 * hash + Objects.hashCode(userLon);
        hash = 31 * hash + Objects.hashCode(userLocationAccuracy);
        hash = 31 * hash + Objects.hashCode(additionalHeaders);
        hash = 31 * hash + Objects.hashCode(additionalQueryParams);
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("ReportProblemWithStopRetrieveParams{");
        out.append("stopId=").append(stopId);
        out.append(", code=").append(code);
        out.append(", userComment=").append(userComment);
        out.append(", userLat=").append(userLat);
        out.append(", userLon=").append(userLon);
        out.append(", userLocationAccuracy=").append(userLocationAccuracy);
        out.append(", additionalHeaders=").append(additionalHeaders);
        out.append(", additionalQueryParams=").append(additionalQueryParams);
        return out.append('}').toString();
    }

    public static final class Code implements Enum {

        public static final Code STOP_NAME_WRONG = of("stop_name_wrong");
        public static final Code STOP_NUMBER_WRONG = of("stop_number_wrong");
        public static final Code STOP_LOCATION_WRONG = of("stop_location_wrong");
        public static final Code ROUTE_OR_TRIP_MISSING = of("route_or_trip_missing");
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
            STOP_NAME_WRONG,
            STOP_NUMBER_WRONG,
            STOP_LOCATION_WRONG,
            ROUTE_OR_TRIP_MISSING,
            OTHER,
        }

        public enum Value {
            STOP_NAME_WRONG,
            STOP_NUMBER_WRONG,
            STOP_LOCATION_WRONG,
            ROUTE_OR_TRIP_MISSING,
            OTHER,
            _UNKNOWN,
        }

        public Value value() {
            if (equals(STOP_NAME_WRONG)) {
                return Value.STOP_NAME_WRONG;
            }
            if (equals(STOP_NUMBER_WRONG)) {
                return Value.STOP_NUMBER_WRONG;
            }
            if (equals(STOP_LOCATION_WRONG)) {
                return Value.STOP_LOCATION_WRONG;
            }
            if (equals(ROUTE_OR_TRIP_MISSING)) {
                return Value.ROUTE_OR_TRIP_MISSING;
            }
            if (equals(OTHER)) {
                return Value.OTHER;
            }
            return Value._UNKNOWN;
        }

        public Known known() {
            if (equals(STOP_NAME_WRONG)) {
                return Known.STOP_NAME_WRONG;
            }
            if (equals(STOP_NUMBER_WRONG)) {
                return Known.STOP_NUMBER_WRONG;
            }
            if (equals(STOP_LOCATION_WRONG)) {
                return Known.STOP_LOCATION_WRONG;
            }
            if (equals(ROUTE_OR_TRIP_MISSING)) {
                return Known.ROUTE_OR_TRIP_MISSING;
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
