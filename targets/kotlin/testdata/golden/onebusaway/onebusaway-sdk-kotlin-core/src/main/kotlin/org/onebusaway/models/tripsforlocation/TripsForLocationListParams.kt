// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.tripsforlocation

import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkParam
import org.onebusaway.core.http.Headers
import org.onebusaway.core.http.QueryEncoder
import org.onebusaway.core.http.QueryParams

// Retrieve trips for a given location
class TripsForLocationListParams
private constructor(
    private val lat: Float?,
    private val lon: Float?,
    private val latSpan: Float,
    private val lonSpan: Float,
    private val includeTrip: Boolean?,
    private val includeSchedule: Boolean?,
    private val time: Long?,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun lat(): Float? = lat

    fun lon(): Float? = lon

    fun latSpan(): Float = latSpan

    fun lonSpan(): Float = lonSpan

    fun includeTrip(): Boolean? = includeTrip

    fun includeSchedule(): Boolean? = includeSchedule

    fun time(): Long? = time

    /** The path param at [index] as it goes into the URL, "" past the last. */
    fun _pathParam(index: Int): String =
        when (index) {
            else -> ""
        }

    internal fun _pathParams(): List<String> = List(0) { _pathParam(it) }

    fun _headers(): Headers {
        val headers = Headers.builder()
        headers.replaceAll(additionalHeaders)
        return headers.build()
    }

    fun _queryParams(): QueryParams {
        val query = QueryParams.builder()
        QueryEncoder.put(query, "lat", JsonValue.from(this.lat), "brackets", "repeat")
        QueryEncoder.put(query, "lon", JsonValue.from(this.lon), "brackets", "repeat")
        QueryEncoder.put(query, "latSpan", JsonValue.from(this.latSpan), "brackets", "repeat")
        QueryEncoder.put(query, "lonSpan", JsonValue.from(this.lonSpan), "brackets", "repeat")
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
        QueryEncoder.put(query, "time", JsonValue.from(this.time), "brackets", "repeat")
        query.replaceAll(additionalQueryParams)
        return query.build()
    }

    fun _body(): JsonValue = JsonObject.of(emptyList(), additionalBodyProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? TripsForLocationListParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var lat: Float? = null
        private var lon: Float? = null
        private var latSpan: Float? = null
        private var lonSpan: Float? = null
        private var includeTrip: Boolean? = null
        private var includeSchedule: Boolean? = null
        private var time: Long? = null
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: TripsForLocationListParams) = apply {
            lat = params.lat
            lon = params.lon
            latSpan = params.latSpan
            lonSpan = params.lonSpan
            includeTrip = params.includeTrip
            includeSchedule = params.includeSchedule
            time = params.time
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun lat(lat: Float?) = apply { this.lat = lat }

        fun lon(lon: Float?) = apply { this.lon = lon }

        fun latSpan(latSpan: Float) = apply { this.latSpan = latSpan }

        fun lonSpan(lonSpan: Float) = apply { this.lonSpan = lonSpan }

        fun includeTrip(includeTrip: Boolean?) = apply { this.includeTrip = includeTrip }

        fun includeSchedule(includeSchedule: Boolean?) = apply {
            this.includeSchedule = includeSchedule
        }

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

        fun build(): TripsForLocationListParams =
            TripsForLocationListParams(
                lat,
                lon,
                checkParam("latSpan", latSpan),
                checkParam("lonSpan", lonSpan),
                includeTrip,
                includeSchedule,
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
