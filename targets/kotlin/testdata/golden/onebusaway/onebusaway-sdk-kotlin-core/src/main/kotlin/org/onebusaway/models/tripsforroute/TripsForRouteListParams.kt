// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.tripsforroute

import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkParam
import org.onebusaway.core.http.Headers
import org.onebusaway.core.http.QueryEncoder
import org.onebusaway.core.http.QueryParams

// Search for active trips for a specific route.
class TripsForRouteListParams
private constructor(
    private val routeId: String,
    private val includeStatus: Boolean?,
    private val includeSchedule: Boolean?,
    private val time: Long?,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun routeId(): String = routeId

    fun includeStatus(): Boolean? = includeStatus

    fun includeSchedule(): Boolean? = includeSchedule

    fun time(): Long? = time

    /** The path param at [index] as it goes into the URL, "" past the last. */
    fun _pathParam(index: Int): String =
        when (index) {
            0 -> routeId
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
            "includeStatus",
            JsonValue.from(this.includeStatus),
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
        (other as? TripsForRouteListParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var routeId: String? = null
        private var includeStatus: Boolean? = null
        private var includeSchedule: Boolean? = null
        private var time: Long? = null
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: TripsForRouteListParams) = apply {
            routeId = params.routeId
            includeStatus = params.includeStatus
            includeSchedule = params.includeSchedule
            time = params.time
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun routeId(routeId: String) = apply { this.routeId = routeId }

        fun includeStatus(includeStatus: Boolean?) = apply { this.includeStatus = includeStatus }

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

        fun build(): TripsForRouteListParams =
            TripsForRouteListParams(
                checkParam("routeID", routeId),
                includeStatus,
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
