// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

class StopTime
private constructor(
    private val arrivalTime: JsonField<Long>,
    private val departureTime: JsonField<Long>,
    private val distanceAlongTrip: JsonField<Double>,
    private val historicalOccupancy: JsonField<String>,
    private val stopHeadsign: JsonField<String>,
    private val stopId: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun arrivalTime(): Long? = arrivalTime.getNullable("arrivalTime")

    fun _arrivalTime(): JsonField<Long> = arrivalTime

    fun departureTime(): Long? = departureTime.getNullable("departureTime")

    fun _departureTime(): JsonField<Long> = departureTime

    fun distanceAlongTrip(): Double? = distanceAlongTrip.getNullable("distanceAlongTrip")

    fun _distanceAlongTrip(): JsonField<Double> = distanceAlongTrip

    fun historicalOccupancy(): String? = historicalOccupancy.getNullable("historicalOccupancy")

    fun _historicalOccupancy(): JsonField<String> = historicalOccupancy

    fun stopHeadsign(): String? = stopHeadsign.getNullable("stopHeadsign")

    fun _stopHeadsign(): JsonField<String> = stopHeadsign

    fun stopId(): String? = stopId.getNullable("stopId")

    fun _stopId(): JsonField<String> = stopId

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): StopTime = apply {
        arrivalTime()
        departureTime()
        distanceAlongTrip()
        historicalOccupancy()
        stopHeadsign()
        stopId()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "arrivalTime" to arrivalTime,
                "departureTime" to departureTime,
                "distanceAlongTrip" to distanceAlongTrip,
                "historicalOccupancy" to historicalOccupancy,
                "stopHeadsign" to stopHeadsign,
                "stopId" to stopId,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? StopTime)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "StopTime" + toJson()

    class Builder internal constructor() {
        private var arrivalTime: JsonField<Long> = JsonMissing
        private var departureTime: JsonField<Long> = JsonMissing
        private var distanceAlongTrip: JsonField<Double> = JsonMissing
        private var historicalOccupancy: JsonField<String> = JsonMissing
        private var stopHeadsign: JsonField<String> = JsonMissing
        private var stopId: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: StopTime) = apply {
            arrivalTime = model.arrivalTime
            departureTime = model.departureTime
            distanceAlongTrip = model.distanceAlongTrip
            historicalOccupancy = model.historicalOccupancy
            stopHeadsign = model.stopHeadsign
            stopId = model.stopId
            additionalProperties.putAll(model.additionalProperties)
        }

        fun arrivalTime(arrivalTime: Long?) = arrivalTime(JsonField.ofNullable(arrivalTime))

        fun arrivalTime(arrivalTime: JsonField<Long>) = apply { this.arrivalTime = arrivalTime }

        fun departureTime(departureTime: Long?) = departureTime(JsonField.ofNullable(departureTime))

        fun departureTime(departureTime: JsonField<Long>) = apply {
            this.departureTime = departureTime
        }

        fun distanceAlongTrip(distanceAlongTrip: Double?) =
            distanceAlongTrip(JsonField.ofNullable(distanceAlongTrip))

        fun distanceAlongTrip(distanceAlongTrip: JsonField<Double>) = apply {
            this.distanceAlongTrip = distanceAlongTrip
        }

        fun historicalOccupancy(historicalOccupancy: String?) =
            historicalOccupancy(JsonField.ofNullable(historicalOccupancy))

        fun historicalOccupancy(historicalOccupancy: JsonField<String>) = apply {
            this.historicalOccupancy = historicalOccupancy
        }

        fun stopHeadsign(stopHeadsign: String?) = stopHeadsign(JsonField.ofNullable(stopHeadsign))

        fun stopHeadsign(stopHeadsign: JsonField<String>) = apply {
            this.stopHeadsign = stopHeadsign
        }

        fun stopId(stopId: String?) = stopId(JsonField.ofNullable(stopId))

        fun stopId(stopId: JsonField<String>) = apply { this.stopId = stopId }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): StopTime =
            StopTime(
                arrivalTime,
                departureTime,
                distanceAlongTrip,
                historicalOccupancy,
                stopHeadsign,
                stopId,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf(
                "arrivalTime",
                "departureTime",
                "distanceAlongTrip",
                "historicalOccupancy",
                "stopHeadsign",
                "stopId",
            )

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): StopTime? {
            val o = json.asObject() ?: return null
            return StopTime(
                Decoders.field(o["arrivalTime"], Decoders.long),
                Decoders.field(o["departureTime"], Decoders.long),
                Decoders.field(o["distanceAlongTrip"], Decoders.double),
                Decoders.field(o["historicalOccupancy"], Decoders.string),
                Decoders.field(o["stopHeadsign"], Decoders.string),
                Decoders.field(o["stopId"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<StopTime> = { fromJson(it) }
    }
}
