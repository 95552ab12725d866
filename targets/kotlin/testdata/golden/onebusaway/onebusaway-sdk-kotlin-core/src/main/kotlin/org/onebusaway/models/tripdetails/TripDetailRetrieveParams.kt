// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.tripdetails

import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkParam
import org.onebusaway.core.http.Headers
import org.onebusaway.core.http.QueryEncoder
import org.onebusaway.core.http.QueryParams

// Retrieve Trip Details
class TripDetailRetrieveParams
private constructor(
    private val tripId: String,
    private val serviceDate: Long?,
    private val includeTrip: Boolean?,
    private val includeSchedule: Boolean?,
    private val includeStatus: Boolean?,
    private val time: Long?,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun tripId(): String = tripId

    fun serviceDate(): Long? = serviceDate

    fun includeTrip(): Boolean? = includeTrip

    fun includeSchedule(): Boolean? = includeSchedule

    fun includeStatus(): Boolean? = includeStatus

    fun time(): Long? = time

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
        QueryEncoder.put(
            query,
            "includeTrip",
            JsonValue.from(this.includeTrip),
            "brackets",
            "repeat",
        )
        QueryEncoder.put(
            query,
            "includeSchedule",
            JsonValue.from(this.includeSchedule),
            "brackets",
            "repeat",
        )
        QueryEncoder.put(
            query,
            "includeStatus",
            JsonValue.from(this.includeStatus),
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
        (other as? TripDetailRetrieveParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var tripId: String? = null
        private var serviceDate: Long? = null
        private var includeTrip: Boolean? = null
        private var includeSchedule: Boolean? = null
        private var includeStatus: Boolean? = null
        private var time: Long? = null
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: TripDetailRetrieveParams) = apply {
            tripId = params.tripId
            serviceDate = params.serviceDate
            includeTrip = params.includeTrip
            includeSchedule = params.includeSchedule
            includeStatus = params.includeStatus
            time = params.time
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun tripId(tripId: String) = apply { this.tripId = tripId }

        fun serviceDate(serviceDate: Long?) = apply { this.serviceDate = serviceDate }

        fun includeTrip(includeTrip: Boolean?) = apply { this.includeTrip = includeTrip }

        fun includeSchedule(includeSchedule: Boolean?) = apply {
            this.includeSchedule = includeSchedule
        }

        fun includeStatus(includeStatus: Boolean?) = apply { this.includeStatus = includeStatus }

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

        fun build(): TripDetailRetrieveParams =
            TripDetailRetrieveParams(
                checkParam("tripID", tripId),
                serviceDate,
                includeTrip,
                includeSchedule,
                includeStatus,
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
