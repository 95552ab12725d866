// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.reportproblemwithtrip

import org.onebusaway.core.Decoder
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonValue
import org.onebusaway.core.enumDecoder

class ReportProblemWithTripRetrieveParamsCode private constructor(private val value: JsonValue) :
    JsonModel {

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

    override fun equals(other: Any?): Boolean =
        (other as? ReportProblemWithTripRetrieveParamsCode)?.value == value

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
        val VEHICLE_NEVER_CAME: ReportProblemWithTripRetrieveParamsCode = of("vehicle_never_came")

        val VEHICLE_CAME_EARLY: ReportProblemWithTripRetrieveParamsCode = of("vehicle_came_early")

        val VEHICLE_CAME_LATE: ReportProblemWithTripRetrieveParamsCode = of("vehicle_came_late")

        val WRONG_HEADSIGN: ReportProblemWithTripRetrieveParamsCode = of("wrong_headsign")

        val VEHICLE_DOES_NOT_STOP_HERE: ReportProblemWithTripRetrieveParamsCode =
            of("vehicle_does_not_stop_here")

        val OTHER: ReportProblemWithTripRetrieveParamsCode = of("other")

        fun of(value: String): ReportProblemWithTripRetrieveParamsCode =
            ReportProblemWithTripRetrieveParamsCode(JsonValue.from(value))

        val decoder: Decoder<ReportProblemWithTripRetrieveParamsCode> =
            enumDecoder({ it.asString() }, ::ReportProblemWithTripRetrieveParamsCode)
    }
}
