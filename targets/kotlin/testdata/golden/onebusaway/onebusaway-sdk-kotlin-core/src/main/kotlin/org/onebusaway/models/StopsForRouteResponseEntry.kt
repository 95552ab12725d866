// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

class StopsForRouteResponseEntry
private constructor(
    private val polylines: JsonField<List<Polylines>>,
    private val routeId: JsonField<String>,
    private val stopGroupings: JsonField<List<StopGrouping>>,
    private val stopIds: JsonField<List<String>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun polylines(): List<Polylines>? = polylines.getNullable("polylines")

    fun _polylines(): JsonField<List<Polylines>> = polylines

    fun routeId(): String? = routeId.getNullable("routeId")

    fun _routeId(): JsonField<String> = routeId

    fun stopGroupings(): List<StopGrouping>? = stopGroupings.getNullable("stopGroupings")

    fun _stopGroupings(): JsonField<List<StopGrouping>> = stopGroupings

    fun stopIds(): List<String>? = stopIds.getNullable("stopIds")

    fun _stopIds(): JsonField<List<String>> = stopIds

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): StopsForRouteResponseEntry = apply {
        polylines()?.let { v -> v.forEach { e1 -> e1.validate() } }
        routeId()
        stopGroupings()?.let { v -> v.forEach { e1 -> e1.validate() } }
        stopIds()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "polylines" to polylines,
                "routeId" to routeId,
                "stopGroupings" to stopGroupings,
                "stopIds" to stopIds,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? StopsForRouteResponseEntry)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "StopsForRouteResponseEntry" + toJson()

    class Builder internal constructor() {
        private var polylines: JsonField<List<Polylines>> = JsonMissing
        private var routeId: JsonField<String> = JsonMissing
        private var stopGroupings: JsonField<List<StopGrouping>> = JsonMissing
        private var stopIds: JsonField<List<String>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: StopsForRouteResponseEntry) = apply {
            polylines = model.polylines
            routeId = model.routeId
            stopGroupings = model.stopGroupings
            stopIds = model.stopIds
            additionalProperties.putAll(model.additionalProperties)
        }

        fun polylines(polylines: List<Polylines>?) = polylines(JsonField.ofNullable(polylines))

        fun polylines(polylines: JsonField<List<Polylines>>) = apply { this.polylines = polylines }

        fun routeId(routeId: String?) = routeId(JsonField.ofNullable(routeId))

        fun routeId(routeId: JsonField<String>) = apply { this.routeId = routeId }

        fun stopGroupings(stopGroupings: List<StopGrouping>?) =
            stopGroupings(JsonField.ofNullable(stopGroupings))

        fun stopGroupings(stopGroupings: JsonField<List<StopGrouping>>) = apply {
            this.stopGroupings = stopGroupings
        }

        fun stopIds(stopIds: List<String>?) = stopIds(JsonField.ofNullable(stopIds))

        fun stopIds(stopIds: JsonField<List<String>>) = apply { this.stopIds = stopIds }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): StopsForRouteResponseEntry =
            StopsForRouteResponseEntry(
                polylines,
                routeId,
                stopGroupings,
                stopIds,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("polylines", "routeId", "stopGroupings", "stopIds")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): StopsForRouteResponseEntry? {
            val o = json.asObject() ?: return null
            return StopsForRouteResponseEntry(
                Decoders.field(o["polylines"], Decoders.list(Polylines.decoder)),
                Decoders.field(o["routeId"], Decoders.string),
                Decoders.field(o["stopGroupings"], Decoders.list(StopGrouping.decoder)),
                Decoders.field(o["stopIds"], Decoders.list(Decoders.string)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<StopsForRouteResponseEntry> = { fromJson(it) }
    }
}
