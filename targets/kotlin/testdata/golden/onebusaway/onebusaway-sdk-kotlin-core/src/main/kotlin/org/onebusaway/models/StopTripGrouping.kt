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

class StopTripGrouping
private constructor(
    private val directionId: JsonField<String>,
    private val stopIds: JsonField<List<String>>,
    private val tripHeadsigns: JsonField<List<String>>,
    private val tripIds: JsonField<List<String>>,
    private val tripsWithStopTimes: JsonField<List<TripWithStopTimes>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun directionId(): String = directionId.getRequired("directionId")

    fun _directionId(): JsonField<String> = directionId

    fun stopIds(): List<String> = stopIds.getRequired("stopIds")

    fun _stopIds(): JsonField<List<String>> = stopIds

    fun tripHeadsigns(): List<String> = tripHeadsigns.getRequired("tripHeadsigns")

    fun _tripHeadsigns(): JsonField<List<String>> = tripHeadsigns

    fun tripIds(): List<String> = tripIds.getRequired("tripIds")

    fun _tripIds(): JsonField<List<String>> = tripIds

    fun tripsWithStopTimes(): List<TripWithStopTimes>? =
        tripsWithStopTimes.getNullable("tripsWithStopTimes")

    fun _tripsWithStopTimes(): JsonField<List<TripWithStopTimes>> = tripsWithStopTimes

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): StopTripGrouping = apply {
        directionId()
        stopIds()
        tripHeadsigns()
        tripIds()
        tripsWithStopTimes()?.let { v -> v.forEach { e1 -> e1.validate() } }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "directionId" to directionId,
                "stopIds" to stopIds,
                "tripHeadsigns" to tripHeadsigns,
                "tripIds" to tripIds,
                "tripsWithStopTimes" to tripsWithStopTimes,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? StopTripGrouping)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "StopTripGrouping" + toJson()

    class Builder internal constructor() {
        private var directionId: JsonField<String> = JsonMissing
        private var stopIds: JsonField<List<String>> = JsonMissing
        private var tripHeadsigns: JsonField<List<String>> = JsonMissing
        private var tripIds: JsonField<List<String>> = JsonMissing
        private var tripsWithStopTimes: JsonField<List<TripWithStopTimes>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: StopTripGrouping) = apply {
            directionId = model.directionId
            stopIds = model.stopIds
            tripHeadsigns = model.tripHeadsigns
            tripIds = model.tripIds
            tripsWithStopTimes = model.tripsWithStopTimes
            additionalProperties.putAll(model.additionalProperties)
        }

        fun directionId(directionId: String) = directionId(JsonField.of(directionId))

        fun directionId(directionId: JsonField<String>) = apply { this.directionId = directionId }

        fun stopIds(stopIds: List<String>) = stopIds(JsonField.of(stopIds))

        fun stopIds(stopIds: JsonField<List<String>>) = apply { this.stopIds = stopIds }

        fun tripHeadsigns(tripHeadsigns: List<String>) = tripHeadsigns(JsonField.of(tripHeadsigns))

        fun tripHeadsigns(tripHeadsigns: JsonField<List<String>>) = apply {
            this.tripHeadsigns = tripHeadsigns
        }

        fun tripIds(tripIds: List<String>) = tripIds(JsonField.of(tripIds))

        fun tripIds(tripIds: JsonField<List<String>>) = apply { this.tripIds = tripIds }

        fun tripsWithStopTimes(tripsWithStopTimes: List<TripWithStopTimes>?) =
            tripsWithStopTimes(JsonField.ofNullable(tripsWithStopTimes))

        fun tripsWithStopTimes(tripsWithStopTimes: JsonField<List<TripWithStopTimes>>) = apply {
            this.tripsWithStopTimes = tripsWithStopTimes
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): StopTripGrouping =
            StopTripGrouping(
                checkRequired("directionId", directionId),
                checkRequired("stopIds", stopIds),
                checkRequired("tripHeadsigns", tripHeadsigns),
                checkRequired("tripIds", tripIds),
                tripsWithStopTimes,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf("directionId", "stopIds", "tripHeadsigns", "tripIds", "tripsWithStopTimes")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): StopTripGrouping? {
            val o = json.asObject() ?: return null
            return StopTripGrouping(
                Decoders.field(o["directionId"], Decoders.string),
                Decoders.field(o["stopIds"], Decoders.list(Decoders.string)),
                Decoders.field(o["tripHeadsigns"], Decoders.list(Decoders.string)),
                Decoders.field(o["tripIds"], Decoders.list(Decoders.string)),
                Decoders.field(o["tripsWithStopTimes"], Decoders.list(TripWithStopTimes.decoder)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<StopTripGrouping> = { fromJson(it) }
    }
}
