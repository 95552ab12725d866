// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.arrivalanddeparture

import java.time.OffsetDateTime
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkParam
import org.onebusaway.core.http.Headers
import org.onebusaway.core.http.QueryEncoder
import org.onebusaway.core.http.QueryParams

// arrivals-and-departures-for-stop
class ArrivalAndDepartureListParams
private constructor(
    private val stopId: String,
    private val minutesBefore: Long?,
    private val minutesAfter: Long?,
    private val time: OffsetDateTime?,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun stopId(): String = stopId

    fun minutesBefore(): Long? = minutesBefore

    fun minutesAfter(): Long? = minutesAfter

    fun time(): OffsetDateTime? = time

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
        QueryEncoder.put(
            query,
            "minutesBefore",
            JsonValue.from(this.minutesBefore),
            "brackets",
            "repeat",
        )
        QueryEncoder.put(
            query,
            "minutesAfter",
            JsonValue.from(this.minutesAfter),
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
        (other as? ArrivalAndDepartureListParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var stopId: String? = null
        private var minutesBefore: Long? = null
        private var minutesAfter: Long? = null
        private var time: OffsetDateTime? = null
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: ArrivalAndDepartureListParams) = apply {
            stopId = params.stopId
            minutesBefore = params.minutesBefore
            minutesAfter = params.minutesAfter
            time = params.time
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun stopId(stopId: String) = apply { this.stopId = stopId }

        fun minutesBefore(minutesBefore: Long?) = apply { this.minutesBefore = minutesBefore }

        fun minutesAfter(minutesAfter: Long?) = apply { this.minutesAfter = minutesAfter }

        fun time(time: OffsetDateTime?) = apply { this.time = time }

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

        fun build(): ArrivalAndDepartureListParams =
            ArrivalAndDepartureListParams(
                checkParam("stopID", stopId),
                minutesBefore,
                minutesAfter,
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
