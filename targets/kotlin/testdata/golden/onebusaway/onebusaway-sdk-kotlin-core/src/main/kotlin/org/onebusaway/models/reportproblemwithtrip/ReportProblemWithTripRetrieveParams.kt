// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.reportproblemwithtrip

import org.onebusaway.core.Decoder
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkParam
import org.onebusaway.core.enumDecoder
import org.onebusaway.core.http.Headers
import org.onebusaway.core.http.QueryEncoder
import org.onebusaway.core.http.QueryParams

// Submit a user-generated problem report for a particular trip.
class ReportProblemWithTripRetrieveParams
private constructor(
    private val tripId: String,
    private val serviceDate: Long?,
    private val vehicleId: String?,
    private val stopId: String?,
    private val code: Code?,
    private val userComment: String?,
    private val userOnVehicle: Boolean?,
    private val userVehicleNumber: String?,
    private val userLat: Float?,
    private val userLon: Float?,
    private val userLocationAccuracy: Float?,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun tripId(): String = tripId

    fun serviceDate(): Long? = serviceDate

    fun vehicleId(): String? = vehicleId

    fun stopId(): String? = stopId

    fun code(): Code? = code

    fun userComment(): String? = userComment

    fun userOnVehicle(): Boolean? = userOnVehicle

    fun userVehicleNumber(): String? = userVehicleNumber

    fun userLat(): Float? = userLat

    fun userLon(): Float? = userLon

    fun userLocationAccuracy(): Float? = userLocationAccuracy

    /** The path param at [index] as it goes into the URL, "" past the last. */
    fun _pathParam(index: Int): String =
        when (index) {
            0 -> tripId
            else -> ""
        }

    internal fun _pathParams(): List<String> = List(1) { _pathParam(it) }

    fun _headers(): Headers {
        val headers = Headers.builder()
        headers.replaceAll(additionalHeaders)
        return headers.build()
    }

    fun _queryParams(): QueryParams {
        val query = QueryParams.builder()
        QueryEncoder.put(
            query,
            "serviceDate",
            JsonValue.from(this.serviceDate),
            "brackets",
            "repeat",
        )
        QueryEncoder.put(query, "vehicleID", JsonValue.from(this.vehicleId), "brackets", "repeat")
        QueryEncoder.put(query, "stopID", JsonValue.from(this.stopId), "brackets", "repeat")
        QueryEncoder.put(query, "code", JsonValue.from(this.code), "brackets", "repeat")
        QueryEncoder.put(
            query,
            "userComment",
            JsonValue.from(this.userComment),
            "brackets",
            "repeat",
        )
        QueryEncoder.put(
            query,
            "userOnVehicle",
            JsonValue.from(this.userOnVehicle),
            "brackets",
            "repeat",
        )
        QueryEncoder.put(
            query,
            "userVehicleNumber",
            JsonValue.from(this.userVehicleNumber),
            "brackets",
            "repeat",
        )
        QueryEncoder.put(query, "userLat", JsonValue.from(this.userLat), "brackets", "repeat")
        QueryEncoder.put(query, "userLon", JsonValue.from(this.userLon), "brackets", "repeat")
        QueryEncoder.put(
            query,
            "userLocationAccuracy",
            JsonValue.from(this.userLocationAccuracy),
            "brackets",
            "repeat",
        )
        query.replaceAll(additionalQueryParams)
        return query.build()
    }

    fun _body(): JsonValue = JsonObject.of(emptyList(), additionalBodyProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? ReportProblemWithTripRetrieveParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var tripId: String? = null
        private var serviceDate: Long? = null
        private var vehicleId: String? = null
        private var stopId: String? = null
        private var code: Code? = null
        private var userComment: String? = null
        private var userOnVehicle: Boolean? = null
        private var userVehicleNumber: String? = null
        private var userLat: Float? = null
        private var userLon: Float? = null
        private var userLocationAccuracy: Float? = null
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: ReportProblemWithTripRetrieveParams) = apply {
            tripId = params.tripId
            serviceDate = params.serviceDate
            vehicleId = params.vehicleId
            stopId = params.stopId
            code = params.code
            userComment = params.userComment
            userOnVehicle = params.userOnVehicle
            userVehicleNumber = params.userVehicleNumber
            userLat = params.userLat
            userLon = params.userLon
            userLocationAccuracy = params.userLocationAccuracy
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun tripId(tripId: String) = apply { this.tripId = tripId }

        fun serviceDate(serviceDate: Long?) = apply { this.serviceDate = serviceDate }

        fun vehicleId(vehicleId: String?) = apply { this.vehicleId = vehicleId }

        fun stopId(stopId: String?) = apply { this.stopId = stopId }

        fun code(code: Code?) = apply { this.code = code }

        fun userComment(userComment: String?) = apply { this.userComment = userComment }

        fun userOnVehicle(userOnVehicle: Boolean?) = apply { this.userOnVehicle = userOnVehicle }

        fun userVehicleNumber(userVehicleNumber: String?) = apply {
            this.userVehicleNumber = userVehicleNumber
        }

        fun userLat(userLat: Float?) = apply { this.userLat = userLat }

        fun userLon(userLon: Float?) = apply { this.userLon = userLon }

        fun userLocationAccuracy(userLocationAccuracy: Float?) = apply {
            this.userLocationAccuracy = userLocationAccuracy
        }

        fun additionalHeaders(additionalHeaders: Headers) = apply {
            this.additionalHeaders.replaceAll(additionalHeaders)
        }

        fun putAdditionalHeader(name: String, value: String) = apply {
            additionalHeaders.put(name, value)
        }

        fun putAdditionalHeaders(name: String, values: Iterable<String>) = apply {
            additionalHeaders.put(name, values)
        }

        fun additionalQueryParams(additionalQueryParams: QueryParams) = apply {
            this.additionalQueryParams.replaceAll(additionalQueryParams)
        }

        fun putAdditionalQueryParam(key: String, value: String) = apply {
            additionalQueryParams.put(key, value)
        }

        fun putAdditionalBodyProperty(key: String, value: JsonValue) = apply {
            additionalBodyProperties[key] = value
        }

        fun build(): ReportProblemWithTripRetrieveParams =
            ReportProblemWithTripRetrieveParams(
                checkParam("tripID", tripId),
                serviceDate,
                vehicleId,
                stopId,
                code,
                userComment,
                userOnVehicle,
                userVehicleNumber,
                userLat,
                userLon,
                userLocationAccuracy,
                additionalHeaders.build(),
                additionalQueryParams.build(),
                additionalBodyProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()
    }

    class Code private constructor(private val value: JsonValue) : JsonModel {

        fun _value(): JsonValue = value

        /** The value, when it is one the SDK knows. */
        fun known(): Known? =
            when (this) {
                VEHICLE_NEVER_CAME -> Known.VEHICLE_NEVER_CAME
                VEHICLE_CAME_EARLY -> Known.VEHICLE_CAME_EARLY
                VEHICLE_CAME_LATE -> Known.VEHICLE_CAME_LATE
                WRONG_HEADSIGN -> Known.WRONG_HEADSIGN
                VEHICLE_DOES_NOT_STOP_HERE -> Known.VEHICLE_DOES_NOT_STOP_HERE
                OTHER -> Known.OTHER
                else -> null
            }

        override fun toJson(): JsonValue = value

        override fun equals(other: Any?): Boolean = (other as? Code)?.value == value

        override fun hashCode(): Int = value.hashCode()

        override fun toString(): String = value.toString()

        enum class Known {
            VEHICLE_NEVER_CAME,
            VEHICLE_CAME_EARLY,
            VEHICLE_CAME_LATE,
            WRONG_HEADSIGN,
            VEHICLE_DOES_NOT_STOP_HERE,
            OTHER,
        }

        companion object {
            val VEHICLE_NEVER_CAME: Code = of("vehicle_never_came")

            val VEHICLE_CAME_EARLY: Code = of("vehicle_came_early")

            val VEHICLE_CAME_LATE: Code = of("vehicle_came_late")

            val WRONG_HEADSIGN: Code = of("wrong_headsign")

            val VEHICLE_DOES_NOT_STOP_HERE: Code = of("vehicle_does_not_stop_here")

            val OTHER: Code = of("other")

            fun of(value: String): Code = Code(JsonValue.from(value))

            val decoder: Decoder<Code> = enumDecoder({ it.asString() }, ::Code)
        }
    }
}
