// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired

class TripWithStopTimes
private constructor(
    private val tripId: JsonField<String>,
    private val stopTimes: JsonField<List<DetailedScheduleStopTime>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun tripId(): String = tripId.getRequired("tripId")

    fun _tripId(): JsonField<String> = tripId

    fun stopTimes(): List<DetailedScheduleStopTime> = stopTimes.getRequired("stopTimes")

    fun _stopTimes(): JsonField<List<DetailedScheduleStopTime>> = stopTimes

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): TripWithStopTimes = apply {
        tripId()
        stopTimes().forEach { e1 -> e1.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("tripId" to tripId, "stopTimes" to stopTimes), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? TripWithStopTimes)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "TripWithStopTimes" + toJson()

    class Builder internal constructor() {
        private var tripId: JsonField<String> = JsonMissing
        private var stopTimes: JsonField<List<DetailedScheduleStopTime>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: TripWithStopTimes) = apply {
            tripId = model.tripId
            stopTimes = model.stopTimes
            additionalProperties.putAll(model.additionalProperties)
        }

        fun tripId(tripId: String) = tripId(JsonField.of(tripId))

        fun tripId(tripId: JsonField<String>) = apply { this.tripId = tripId }

        fun stopTimes(stopTimes: List<DetailedScheduleStopTime>) =
            stopTimes(JsonField.of(stopTimes))

        fun stopTimes(stopTimes: JsonField<List<DetailedScheduleStopTime>>) = apply {
            this.stopTimes = stopTimes
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): TripWithStopTimes =
            TripWithStopTimes(
                checkRequired("tripId", tripId),
                checkRequired("stopTimes", stopTimes),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("tripId", "stopTimes")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): TripWithStopTimes? {
            val o = json.asObject() ?: return null
            return TripWithStopTimes(
                Decoders.field(o["tripId"], Decoders.string),
                Decoders.field(o["stopTimes"], Decoders.list(DetailedScheduleStopTime.decoder)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<TripWithStopTimes> = { fromJson(it) }
    }
}
