// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.reportproblemwithstop

import org.onebusaway.core.Decoder
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkParam
import org.onebusaway.core.enumDecoder
import org.onebusaway.core.http.Headers
import org.onebusaway.core.http.QueryEncoder
import org.onebusaway.core.http.QueryParams

// Submit a user-generated problem report for a stop
class ReportProblemWithStopRetrieveParams
private constructor(
    private val stopId: String,
    private val code: Code?,
    private val userComment: String?,
    private val userLat: Float?,
    private val userLon: Float?,
    private val userLocationAccuracy: Float?,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun stopId(): String = stopId

    fun code(): Code? = code

    fun userComment(): String? = userComment

    fun userLat(): Float? = userLat

    fun userLon(): Float? = userLon

    fun userLocationAccuracy(): Float? = userLocationAccuracy

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
        QueryEncoder.put(query, "code", JsonValue.from(this.code), "brackets", "repeat")
        QueryEncoder.put(
            query,
            "userComment",
            JsonValue.from(this.userComment),
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
        (other as? ReportProblemWithStopRetrieveParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var stopId: String? = null
        private var code: Code? = null
        private var userComment: String? = null
        private var userLat: Float? = null
        private var userLon: Float? = null
        private var userLocationAccuracy: Float? = null
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: ReportProblemWithStopRetrieveParams) = apply {
            stopId = params.stopId
            code = params.code
            userComment = params.userComment
            userLat = params.userLat
            userLon = params.userLon
            userLocationAccuracy = params.userLocationAccuracy
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun stopId(stopId: String) = apply { this.stopId = stopId }

        fun code(code: Code?) = apply { this.code = code }

        fun userComment(userComment: String?) = apply { this.userComment = userComment }

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

        fun build(): ReportProblemWithStopRetrieveParams =
            ReportProblemWithStopRetrieveParams(
                checkParam("stopID", stopId),
                code,
                userComment,
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
                STOP_NAME_WRONG -> Known.STOP_NAME_WRONG
                STOP_NUMBER_WRONG -> Known.STOP_NUMBER_WRONG
                STOP_LOCATION_WRONG -> Known.STOP_LOCATION_WRONG
                ROUTE_OR_TRIP_MISSING -> Known.ROUTE_OR_TRIP_MISSING
                OTHER -> Known.OTHER
                else -> null
            }

        override fun toJson(): JsonValue = value

        override fun equals(other: Any?): Boolean = (other as? Code)?.value == value

        override fun hashCode(): Int = value.hashCode()

        override fun toString(): String = value.toString()

        enum class Known {
            STOP_NAME_WRONG,
            STOP_NUMBER_WRONG,
            STOP_LOCATION_WRONG,
            ROUTE_OR_TRIP_MISSING,
            OTHER,
        }

        companion object {
            val STOP_NAME_WRONG: Code = of("stop_name_wrong")

            val STOP_NUMBER_WRONG: Code = of("stop_number_wrong")

            val STOP_LOCATION_WRONG: Code = of("stop_location_wrong")

            val ROUTE_OR_TRIP_MISSING: Code = of("route_or_trip_missing")

            val OTHER: Code = of("other")

            fun of(value: String): Code = Code(JsonValue.from(value))

            val decoder: Decoder<Code> = enumDecoder({ it.asString() }, ::Code)
        }
    }
}
