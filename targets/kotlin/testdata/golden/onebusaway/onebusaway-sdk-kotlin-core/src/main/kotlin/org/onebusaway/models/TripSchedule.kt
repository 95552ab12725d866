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

class TripSchedule
private constructor(
    private val frequency: JsonField<String>,
    private val nextTripId: JsonField<String>,
    private val previousTripId: JsonField<String>,
    private val stopTimes: JsonField<List<StopTime>>,
    private val timeZone: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun frequency(): String? = frequency.getNullable("frequency")

    fun _frequency(): JsonField<String> = frequency

    fun nextTripId(): String = nextTripId.getRequired("nextTripId")

    fun _nextTripId(): JsonField<String> = nextTripId

    fun previousTripId(): String = previousTripId.getRequired("previousTripId")

    fun _previousTripId(): JsonField<String> = previousTripId

    fun stopTimes(): List<StopTime> = stopTimes.getRequired("stopTimes")

    fun _stopTimes(): JsonField<List<StopTime>> = stopTimes

    fun timeZone(): String = timeZone.getRequired("timeZone")

    fun _timeZone(): JsonField<String> = timeZone

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): TripSchedule = apply {
        frequency()
        nextTripId()
        previousTripId()
        stopTimes().forEach { e1 -> e1.validate() }
        timeZone()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "frequency" to frequency,
                "nextTripId" to nextTripId,
                "previousTripId" to previousTripId,
                "stopTimes" to stopTimes,
                "timeZone" to timeZone,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? TripSchedule)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "TripSchedule" + toJson()

    class Builder internal constructor() {
        private var frequency: JsonField<String> = JsonMissing
        private var nextTripId: JsonField<String> = JsonMissing
        private var previousTripId: JsonField<String> = JsonMissing
        private var stopTimes: JsonField<List<StopTime>> = JsonMissing
        private var timeZone: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: TripSchedule) = apply {
            frequency = model.frequency
            nextTripId = model.nextTripId
            previousTripId = model.previousTripId
            stopTimes = model.stopTimes
            timeZone = model.timeZone
            additionalProperties.putAll(model.additionalProperties)
        }

        fun frequency(frequency: String?) = frequency(JsonField.ofNullable(frequency))

        fun frequency(frequency: JsonField<String>) = apply { this.frequency = frequency }

        fun nextTripId(nextTripId: String) = nextTripId(JsonField.of(nextTripId))

        fun nextTripId(nextTripId: JsonField<String>) = apply { this.nextTripId = nextTripId }

        fun previousTripId(previousTripId: String) = previousTripId(JsonField.of(previousTripId))

        fun previousTripId(previousTripId: JsonField<String>) = apply {
            this.previousTripId = previousTripId
        }

        fun stopTimes(stopTimes: List<StopTime>) = stopTimes(JsonField.of(stopTimes))

        fun stopTimes(stopTimes: JsonField<List<StopTime>>) = apply { this.stopTimes = stopTimes }

        fun timeZone(timeZone: String) = timeZone(JsonField.of(timeZone))

        fun timeZone(timeZone: JsonField<String>) = apply { this.timeZone = timeZone }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): TripSchedule =
            TripSchedule(
                frequency,
                checkRequired("nextTripId", nextTripId),
                checkRequired("previousTripId", previousTripId),
                checkRequired("stopTimes", stopTimes),
                checkRequired("timeZone", timeZone),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf("frequency", "nextTripId", "previousTripId", "stopTimes", "timeZone")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): TripSchedule? {
            val o = json.asObject() ?: return null
            return TripSchedule(
                Decoders.field(o["frequency"], Decoders.string),
                Decoders.field(o["nextTripId"], Decoders.string),
                Decoders.field(o["previousTripId"], Decoders.string),
                Decoders.field(o["stopTimes"], Decoders.list(StopTime.decoder)),
                Decoders.field(o["timeZone"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<TripSchedule> = { fromJson(it) }
    }
}
