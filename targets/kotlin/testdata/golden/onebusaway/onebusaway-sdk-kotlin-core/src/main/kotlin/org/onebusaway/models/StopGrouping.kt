// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

class StopGrouping
private constructor(
    private val id: JsonField<String>,
    private val name: JsonField<StopGroupingName>,
    private val polylines: JsonField<List<Polylines>>,
    private val stopIds: JsonField<List<String>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun id(): String? = id.getNullable("id")

    fun _id(): JsonField<String> = id

    fun name(): StopGroupingName? = name.getNullable("name")

    fun _name(): JsonField<StopGroupingName> = name

    fun polylines(): List<Polylines>? = polylines.getNullable("polylines")

    fun _polylines(): JsonField<List<Polylines>> = polylines

    fun stopIds(): List<String>? = stopIds.getNullable("stopIds")

    fun _stopIds(): JsonField<List<String>> = stopIds

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): StopGrouping = apply {
        id()
        name()?.let { v -> v.validate() }
        polylines()?.let { v -> v.forEach { e1 -> e1.validate() } }
        stopIds()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("id" to id, "name" to name, "polylines" to polylines, "stopIds" to stopIds),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? StopGrouping)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "StopGrouping" + toJson()

    class Builder internal constructor() {
        private var id: JsonField<String> = JsonMissing
        private var name: JsonField<StopGroupingName> = JsonMissing
        private var polylines: JsonField<List<Polylines>> = JsonMissing
        private var stopIds: JsonField<List<String>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: StopGrouping) = apply {
            id = model.id
            name = model.name
            polylines = model.polylines
            stopIds = model.stopIds
            additionalProperties.putAll(model.additionalProperties)
        }

        fun id(id: String?) = id(JsonField.ofNullable(id))

        fun id(id: JsonField<String>) = apply { this.id = id }

        fun name(name: StopGroupingName?) = name(JsonField.ofNullable(name))

        fun name(name: JsonField<StopGroupingName>) = apply { this.name = name }

        fun polylines(polylines: List<Polylines>?) = polylines(JsonField.ofNullable(polylines))

        fun polylines(polylines: JsonField<List<Polylines>>) = apply { this.polylines = polylines }

        fun stopIds(stopIds: List<String>?) = stopIds(JsonField.ofNullable(stopIds))

        fun stopIds(stopIds: JsonField<List<String>>) = apply { this.stopIds = stopIds }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): StopGrouping =
            StopGrouping(id, name, polylines, stopIds, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("id", "name", "polylines", "stopIds")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): StopGrouping? {
            val o = json.asObject() ?: return null
            return StopGrouping(
                Decoders.field(o["id"], Decoders.string),
                Decoders.field(o["name"], StopGroupingName.decoder),
                Decoders.field(o["polylines"], Decoders.list(Polylines.decoder)),
                Decoders.field(o["stopIds"], Decoders.list(Decoders.string)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<StopGrouping> = { fromJson(it) }
    }
}
