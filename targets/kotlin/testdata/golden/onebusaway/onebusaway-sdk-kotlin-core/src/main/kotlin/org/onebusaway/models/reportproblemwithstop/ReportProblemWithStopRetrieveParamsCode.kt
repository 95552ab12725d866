// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.reportproblemwithstop

import org.onebusaway.core.Decoder
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonValue
import org.onebusaway.core.enumDecoder

class ReportProblemWithStopRetrieveParamsCode private constructor(private val value: JsonValue) :
    JsonModel {

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

    override fun equals(other: Any?): Boolean =
        (other as? ReportProblemWithStopRetrieveParamsCode)?.value == value

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
        val STOP_NAME_WRONG: ReportProblemWithStopRetrieveParamsCode = of("stop_name_wrong")

        val STOP_NUMBER_WRONG: ReportProblemWithStopRetrieveParamsCode = of("stop_number_wrong")

        val STOP_LOCATION_WRONG: ReportProblemWithStopRetrieveParamsCode = of("stop_location_wrong")

        val ROUTE_OR_TRIP_MISSING: ReportProblemWithStopRetrieveParamsCode =
            of("route_or_trip_missing")

        val OTHER: ReportProblemWithStopRetrieveParamsCode = of("other")

        fun of(value: String): ReportProblemWithStopRetrieveParamsCode =
            ReportProblemWithStopRetrieveParamsCode(JsonValue.from(value))

        val decoder: Decoder<ReportProblemWithStopRetrieveParamsCode> =
            enumDecoder({ it.asString() }, ::ReportProblemWithStopRetrieveParamsCode)
    }
}
