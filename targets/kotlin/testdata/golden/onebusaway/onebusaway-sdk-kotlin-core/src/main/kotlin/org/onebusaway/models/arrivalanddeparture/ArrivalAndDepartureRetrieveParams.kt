// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.arrivalanddeparture

import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkParam
import org.onebusaway.core.http.Headers
import org.onebusaway.core.http.QueryEncoder
import org.onebusaway.core.http.QueryParams

// arrival-and-departure-for-stop
class ArrivalAndDepartureRetrieveParams
private constructor(
    private val stopId: String,
    private val tripId: String,
    private val serviceDate: Long,
    private val vehicleId: String?,
    private val stopSequence: Long?,
    private val time: Long?,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun stopId(): String = stopId

    fun tripId(): String = tripId

    fun serviceDate(): Long = serviceDate

    fun vehicleId(): String? = vehicleId

    fun stopSequence(): Long? = stopSequence

    fun time(): Long? = time

    /** The path param at [index] as it goes into the URL, "" past the last. */
    fun _pathParam(index: Int): String =
        when (index) {
            0 -> stopId
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
        QueryEncoder.put(query, "tripId", JsonValue.from(this.tripId), "brackets", "repeat")
        QueryEncoder.put(
            query,
            "serviceDate",
            JsonValue.from(this.serviceDate),
            "brackets",
            "repeat",
        )
        QueryEncoder.put(query, "vehicleId", JsonValue.from(this.vehicleId), "brackets", "repeat")
        QueryEncoder.put(
            query,
            "stopSequence",
            JsonValue.from(this.stopSequence),
            "brackets",
            "repeat",
        )
        QueryEncoder.put(query, "time", JsonValue.from(this.time), "brackets", "repeat")
        query.replaceAll(additionalQueryParams)
        return query.build()
    }

    fun _body(): JsonValue = JsonObject.of(emptyList(), additionalBodyProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? ArrivalAndDepartureRetrieveParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var stopId: String? = null
        private var tripId: String? = null
        private var serviceDate: Long? = null
        private var vehicleId: String? = null
        private var stopSequence: Long? = null
        private var time: Long? = null
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: ArrivalAndDepartureRetrieveParams) = apply {
            stopId = params.stopId
            tripId = params.tripId
            serviceDate = params.serviceDate
            vehicleId = params.vehicleId
            stopSequence = params.stopSequence
            time = params.time
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun stopId(stopId: String) = apply { this.stopId = stopId }

        fun tripId(tripId: String) = apply { this.tripId = tripId }

        fun serviceDate(serviceDate: Long) = apply { this.serviceDate = serviceDate }

        fun vehicleId(vehicleId: String?) = apply { this.vehicleId = vehicleId }

        fun stopSequence(stopSequence: Long?) = apply { this.stopSequence = stopSequence }

        fun time(time: Long?) = apply { this.time = time }

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

        fun build(): ArrivalAndDepartureRetrieveParams =
            ArrivalAndDepartureRetrieveParams(
                checkParam("stopID", stopId),
                checkParam("tripId", tripId),
                checkParam("serviceDate", serviceDate),
                vehicleId,
                stopSequence,
                time,
                additionalHeaders.build(),
                additionalQueryParams.build(),
                additionalBodyProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()
    }
}
