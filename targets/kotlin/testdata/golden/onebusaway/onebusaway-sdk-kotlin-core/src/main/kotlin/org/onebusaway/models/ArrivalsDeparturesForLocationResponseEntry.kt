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

class ArrivalsDeparturesForLocationResponseEntry
private constructor(
    private val stopIds: JsonField<List<String>>,
    private val arrivalsAndDepartures: JsonField<List<ArrivalDepartureForStop>>,
    private val nearbyStopIds:
        JsonField<List<ArrivalsDeparturesForLocationResponseEntryNearbyStopIds>>,
    private val situationIds: JsonField<List<String>>,
    private val limitExceeded: JsonField<Boolean>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun stopIds(): List<String> = stopIds.getRequired("stopIds")

    fun _stopIds(): JsonField<List<String>> = stopIds

    fun arrivalsAndDepartures(): List<ArrivalDepartureForStop> =
        arrivalsAndDepartures.getRequired("arrivalsAndDepartures")

    fun _arrivalsAndDepartures(): JsonField<List<ArrivalDepartureForStop>> = arrivalsAndDepartures

    fun nearbyStopIds(): List<ArrivalsDeparturesForLocationResponseEntryNearbyStopIds> =
        nearbyStopIds.getRequired("nearbyStopIds")

    fun _nearbyStopIds(): JsonField<List<ArrivalsDeparturesForLocationResponseEntryNearbyStopIds>> =
        nearbyStopIds

    fun situationIds(): List<String>? = situationIds.getNullable("situationIds")

    fun _situationIds(): JsonField<List<String>> = situationIds

    fun limitExceeded(): Boolean = limitExceeded.getRequired("limitExceeded")

    fun _limitExceeded(): JsonField<Boolean> = limitExceeded

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): ArrivalsDeparturesForLocationResponseEntry = apply {
        stopIds()
        arrivalsAndDepartures().forEach { e1 -> e1.validate() }
        nearbyStopIds().forEach { e1 -> e1.validate() }
        situationIds()
        limitExceeded()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "stopIds" to stopIds,
                "arrivalsAndDepartures" to arrivalsAndDepartures,
                "nearbyStopIds" to nearbyStopIds,
                "situationIds" to situationIds,
                "limitExceeded" to limitExceeded,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? ArrivalsDeparturesForLocationResponseEntry)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ArrivalsDeparturesForLocationResponseEntry" + toJson()

    class Builder internal constructor() {
        private var stopIds: JsonField<List<String>> = JsonMissing
        private var arrivalsAndDepartures: JsonField<List<ArrivalDepartureForStop>> = JsonMissing
        private var nearbyStopIds:
            JsonField<List<ArrivalsDeparturesForLocationResponseEntryNearbyStopIds>> =
            JsonMissing
        private var situationIds: JsonField<List<String>> = JsonMissing
        private var limitExceeded: JsonField<Boolean> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ArrivalsDeparturesForLocationResponseEntry) = apply {
            stopIds = model.stopIds
            arrivalsAndDepartures = model.arrivalsAndDepartures
            nearbyStopIds = model.nearbyStopIds
            situationIds = model.situationIds
            limitExceeded = model.limitExceeded
            additionalProperties.putAll(model.additionalProperties)
        }

        fun stopIds(stopIds: List<String>) = stopIds(JsonField.of(stopIds))

        fun stopIds(stopIds: JsonField<List<String>>) = apply { this.stopIds = stopIds }

        fun arrivalsAndDepartures(arrivalsAndDepartures: List<ArrivalDepartureForStop>) =
            arrivalsAndDepartures(JsonField.of(arrivalsAndDepartures))

        fun arrivalsAndDepartures(arrivalsAndDepartures: JsonField<List<ArrivalDepartureForStop>>) =
            apply {
                this.arrivalsAndDepartures = arrivalsAndDepartures
            }

        fun nearbyStopIds(
            nearbyStopIds: List<ArrivalsDeparturesForLocationResponseEntryNearbyStopIds>
        ) = nearbyStopIds(JsonField.of(nearbyStopIds))

        fun nearbyStopIds(
            nearbyStopIds: JsonField<List<ArrivalsDeparturesForLocationResponseEntryNearbyStopIds>>
        ) = apply {
            this.nearbyStopIds = nearbyStopIds
        }

        fun situationIds(situationIds: List<String>?) =
            situationIds(JsonField.ofNullable(situationIds))

        fun situationIds(situationIds: JsonField<List<String>>) = apply {
            this.situationIds = situationIds
        }

        fun limitExceeded(limitExceeded: Boolean) = limitExceeded(JsonField.of(limitExceeded))

        fun limitExceeded(limitExceeded: JsonField<Boolean>) = apply {
            this.limitExceeded = limitExceeded
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): ArrivalsDeparturesForLocationResponseEntry =
            ArrivalsDeparturesForLocationResponseEntry(
                checkRequired("stopIds", stopIds),
                checkRequired("arrivalsAndDepartures", arrivalsAndDepartures),
                checkRequired("nearbyStopIds", nearbyStopIds),
                situationIds,
                checkRequired("limitExceeded", limitExceeded),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf(
                "stopIds",
                "arrivalsAndDepartures",
                "nearbyStopIds",
                "situationIds",
                "limitExceeded",
            )

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): ArrivalsDeparturesForLocationResponseEntry? {
            val o = json.asObject() ?: return null
            return ArrivalsDeparturesForLocationResponseEntry(
                Decoders.field(o["stopIds"], Decoders.list(Decoders.string)),
                Decoders.field(
                    o["arrivalsAndDepartures"],
                    Decoders.list(ArrivalDepartureForStop.decoder),
                ),
                Decoders.field(
                    o["nearbyStopIds"],
                    Decoders.list(ArrivalsDeparturesForLocationResponseEntryNearbyStopIds.decoder),
                ),
                Decoders.field(o["situationIds"], Decoders.list(Decoders.string)),
                Decoders.field(o["limitExceeded"], Decoders.boolean),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ArrivalsDeparturesForLocationResponseEntry> = { fromJson(it) }
    }
}
