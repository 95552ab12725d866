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

class BlockConfiguration
private constructor(
    private val activeServiceIds: JsonField<List<String>>,
    private val inactiveServiceIds: JsonField<List<String>>,
    private val trips: JsonField<List<BlockTrip>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun activeServiceIds(): List<String> = activeServiceIds.getRequired("activeServiceIds")

    fun _activeServiceIds(): JsonField<List<String>> = activeServiceIds

    fun inactiveServiceIds(): List<String>? = inactiveServiceIds.getNullable("inactiveServiceIds")

    fun _inactiveServiceIds(): JsonField<List<String>> = inactiveServiceIds

    fun trips(): List<BlockTrip> = trips.getRequired("trips")

    fun _trips(): JsonField<List<BlockTrip>> = trips

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): BlockConfiguration = apply {
        activeServiceIds()
        inactiveServiceIds()
        trips().forEach { e1 -> e1.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "activeServiceIds" to activeServiceIds,
                "inactiveServiceIds" to inactiveServiceIds,
                "trips" to trips,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? BlockConfiguration)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "BlockConfiguration" + toJson()

    class Builder internal constructor() {
        private var activeServiceIds: JsonField<List<String>> = JsonMissing
        private var inactiveServiceIds: JsonField<List<String>> = JsonMissing
        private var trips: JsonField<List<BlockTrip>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: BlockConfiguration) = apply {
            activeServiceIds = model.activeServiceIds
            inactiveServiceIds = model.inactiveServiceIds
            trips = model.trips
            additionalProperties.putAll(model.additionalProperties)
        }

        fun activeServiceIds(activeServiceIds: List<String>) =
            activeServiceIds(JsonField.of(activeServiceIds))

        fun activeServiceIds(activeServiceIds: JsonField<List<String>>) = apply {
            this.activeServiceIds = activeServiceIds
        }

        fun inactiveServiceIds(inactiveServiceIds: List<String>?) =
            inactiveServiceIds(JsonField.ofNullable(inactiveServiceIds))

        fun inactiveServiceIds(inactiveServiceIds: JsonField<List<String>>) = apply {
            this.inactiveServiceIds = inactiveServiceIds
        }

        fun trips(trips: List<BlockTrip>) = trips(JsonField.of(trips))

        fun trips(trips: JsonField<List<BlockTrip>>) = apply { this.trips = trips }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): BlockConfiguration =
            BlockConfiguration(
                checkRequired("activeServiceIds", activeServiceIds),
                inactiveServiceIds,
                checkRequired("trips", trips),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("activeServiceIds", "inactiveServiceIds", "trips")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): BlockConfiguration? {
            val o = json.asObject() ?: return null
            return BlockConfiguration(
                Decoders.field(o["activeServiceIds"], Decoders.list(Decoders.string)),
                Decoders.field(o["inactiveServiceIds"], Decoders.list(Decoders.string)),
                Decoders.field(o["trips"], Decoders.list(BlockTrip.decoder)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<BlockConfiguration> = { fromJson(it) }
    }
}
