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

class ArrivalsDeparturesForStopResponseEntry
private constructor(
    private val arrivalsAndDepartures: JsonField<List<ArrivalDepartureForStop>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun arrivalsAndDepartures(): List<ArrivalDepartureForStop> =
        arrivalsAndDepartures.getRequired("arrivalsAndDepartures")

    fun _arrivalsAndDepartures(): JsonField<List<ArrivalDepartureForStop>> = arrivalsAndDepartures

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): ArrivalsDeparturesForStopResponseEntry = apply {
        arrivalsAndDepartures().forEach { e1 -> e1.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("arrivalsAndDepartures" to arrivalsAndDepartures),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? ArrivalsDeparturesForStopResponseEntry)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ArrivalsDeparturesForStopResponseEntry" + toJson()

    class Builder internal constructor() {
        private var arrivalsAndDepartures: JsonField<List<ArrivalDepartureForStop>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ArrivalsDeparturesForStopResponseEntry) = apply {
            arrivalsAndDepartures = model.arrivalsAndDepartures
            additionalProperties.putAll(model.additionalProperties)
        }

        fun arrivalsAndDepartures(arrivalsAndDepartures: List<ArrivalDepartureForStop>) =
            arrivalsAndDepartures(JsonField.of(arrivalsAndDepartures))

        fun arrivalsAndDepartures(arrivalsAndDepartures: JsonField<List<ArrivalDepartureForStop>>) =
            apply {
                this.arrivalsAndDepartures = arrivalsAndDepartures
            }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): ArrivalsDeparturesForStopResponseEntry =
            ArrivalsDeparturesForStopResponseEntry(
                checkRequired("arrivalsAndDepartures", arrivalsAndDepartures),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("arrivalsAndDepartures")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): ArrivalsDeparturesForStopResponseEntry? {
            val o = json.asObject() ?: return null
            return ArrivalsDeparturesForStopResponseEntry(
                Decoders.field(
                    o["arrivalsAndDepartures"],
                    Decoders.list(ArrivalDepartureForStop.decoder),
                ),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ArrivalsDeparturesForStopResponseEntry> = { fromJson(it) }
    }
}
