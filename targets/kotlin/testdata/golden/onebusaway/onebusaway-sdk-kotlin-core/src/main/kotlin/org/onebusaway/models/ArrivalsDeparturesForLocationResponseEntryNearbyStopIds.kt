// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

class ArrivalsDeparturesForLocationResponseEntryNearbyStopIds
private constructor(
    private val stopId: JsonField<String>,
    private val distanceFromQuery: JsonField<Double>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun stopId(): String? = stopId.getNullable("stopId")

    fun _stopId(): JsonField<String> = stopId

    fun distanceFromQuery(): Double? = distanceFromQuery.getNullable("distanceFromQuery")

    fun _distanceFromQuery(): JsonField<Double> = distanceFromQuery

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): ArrivalsDeparturesForLocationResponseEntryNearbyStopIds = apply {
        stopId()
        distanceFromQuery()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("stopId" to stopId, "distanceFromQuery" to distanceFromQuery),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? ArrivalsDeparturesForLocationResponseEntryNearbyStopIds)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String =
        "ArrivalsDeparturesForLocationResponseEntryNearbyStopIds" + toJson()

    class Builder internal constructor() {
        private var stopId: JsonField<String> = JsonMissing
        private var distanceFromQuery: JsonField<Double> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ArrivalsDeparturesForLocationResponseEntryNearbyStopIds) = apply {
            stopId = model.stopId
            distanceFromQuery = model.distanceFromQuery
            additionalProperties.putAll(model.additionalProperties)
        }

        fun stopId(stopId: String?) = stopId(JsonField.ofNullable(stopId))

        fun stopId(stopId: JsonField<String>) = apply { this.stopId = stopId }

        fun distanceFromQuery(distanceFromQuery: Double?) =
            distanceFromQuery(JsonField.ofNullable(distanceFromQuery))

        fun distanceFromQuery(distanceFromQuery: JsonField<Double>) = apply {
            this.distanceFromQuery = distanceFromQuery
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): ArrivalsDeparturesForLocationResponseEntryNearbyStopIds =
            ArrivalsDeparturesForLocationResponseEntryNearbyStopIds(
                stopId,
                distanceFromQuery,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("stopId", "distanceFromQuery")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): ArrivalsDeparturesForLocationResponseEntryNearbyStopIds? {
            val o = json.asObject() ?: return null
            return ArrivalsDeparturesForLocationResponseEntryNearbyStopIds(
                Decoders.field(o["stopId"], Decoders.string),
                Decoders.field(o["distanceFromQuery"], Decoders.double),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ArrivalsDeparturesForLocationResponseEntryNearbyStopIds> = {
            fromJson(it)
        }
    }
}
