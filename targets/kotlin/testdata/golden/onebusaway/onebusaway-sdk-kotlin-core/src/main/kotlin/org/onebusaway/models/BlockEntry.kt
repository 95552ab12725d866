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

class BlockEntry
private constructor(
    private val id: JsonField<String>,
    private val configurations: JsonField<List<BlockConfiguration>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun id(): String = id.getRequired("id")

    fun _id(): JsonField<String> = id

    fun configurations(): List<BlockConfiguration> = configurations.getRequired("configurations")

    fun _configurations(): JsonField<List<BlockConfiguration>> = configurations

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): BlockEntry = apply {
        id()
        configurations().forEach { e1 -> e1.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("id" to id, "configurations" to configurations), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? BlockEntry)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "BlockEntry" + toJson()

    class Builder internal constructor() {
        private var id: JsonField<String> = JsonMissing
        private var configurations: JsonField<List<BlockConfiguration>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: BlockEntry) = apply {
            id = model.id
            configurations = model.configurations
            additionalProperties.putAll(model.additionalProperties)
        }

        fun id(id: String) = id(JsonField.of(id))

        fun id(id: JsonField<String>) = apply { this.id = id }

        fun configurations(configurations: List<BlockConfiguration>) =
            configurations(JsonField.of(configurations))

        fun configurations(configurations: JsonField<List<BlockConfiguration>>) = apply {
            this.configurations = configurations
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): BlockEntry =
            BlockEntry(
                checkRequired("id", id),
                checkRequired("configurations", configurations),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("id", "configurations")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): BlockEntry? {
            val o = json.asObject() ?: return null
            return BlockEntry(
                Decoders.field(o["id"], Decoders.string),
                Decoders.field(o["configurations"], Decoders.list(BlockConfiguration.decoder)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<BlockEntry> = { fromJson(it) }
    }
}
