// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.stopsforlocation

import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.http.Headers
import org.onebusaway.core.http.QueryEncoder
import org.onebusaway.core.http.QueryParams

// stops-for-location
class StopsForLocationListParams
private constructor(
    private val lat: Double?,
    private val lon: Double?,
    private val radius: Double?,
    private val latSpan: Double?,
    private val lonSpan: Double?,
    private val query: String?,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun lat(): Double? = lat

    fun lon(): Double? = lon

    fun radius(): Double? = radius

    fun latSpan(): Double? = latSpan

    fun lonSpan(): Double? = lonSpan

    fun query(): String? = query

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
        QueryEncoder.put(query, "radius", JsonValue.from(this.radius), "brackets", "repeat")
        QueryEncoder.put(query, "latSpan", JsonValue.from(this.latSpan), "brackets", "repeat")
        QueryEncoder.put(query, "lonSpan", JsonValue.from(this.lonSpan), "brackets", "repeat")
        QueryEncoder.put(query, "query", JsonValue.from(this.query), "brackets", "repeat")
        query.replaceAll(additionalQueryParams)
        return query.build()
    }

    fun _body(): JsonValue = JsonObject.of(emptyList(), additionalBodyProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? StopsForLocationListParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var lat: Double? = null
        private var lon: Double? = null
        private var radius: Double? = null
        private var latSpan: Double? = null
        private var lonSpan: Double? = null
        private var query: String? = null
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: StopsForLocationListParams) = apply {
            lat = params.lat
            lon = params.lon
            radius = params.radius
            latSpan = params.latSpan
            lonSpan = params.lonSpan
            query = params.query
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun lat(lat: Double?) = apply { this.lat = lat }

        fun lon(lon: Double?) = apply { this.lon = lon }

        fun radius(radius: Double?) = apply { this.radius = radius }

        fun latSpan(latSpan: Double?) = apply { this.latSpan = latSpan }

        fun lonSpan(lonSpan: Double?) = apply { this.lonSpan = lonSpan }

        fun query(query: String?) = apply { this.query = query }

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

        fun build(): StopsForLocationListParams =
            StopsForLocationListParams(
                lat,
                lon,
                radius,
                latSpan,
                lonSpan,
                query,
                additionalHeaders.build(),
                additionalQueryParams.build(),
                additionalBodyProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        fun none(): StopsForLocationListParams = builder().build()
    }
}
