// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

class StopGroupingName
private constructor(
    private val name: JsonField<String>,
    private val names: JsonField<List<String>>,
    private val type: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun name(): String? = name.getNullable("name")

    fun _name(): JsonField<String> = name

    fun names(): List<String>? = names.getNullable("names")

    fun _names(): JsonField<List<String>> = names

    fun type(): String? = type.getNullable("type")

    fun _type(): JsonField<String> = type

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): StopGroupingName = apply {
        name()
        names()
        type()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("name" to name, "names" to names, "type" to type),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? StopGroupingName)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "StopGroupingName" + toJson()

    class Builder internal constructor() {
        private var name: JsonField<String> = JsonMissing
        private var names: JsonField<List<String>> = JsonMissing
        private var type: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: StopGroupingName) = apply {
            name = model.name
            names = model.names
            type = model.type
            additionalProperties.putAll(model.additionalProperties)
        }

        fun name(name: String?) = name(JsonField.ofNullable(name))

        fun name(name: JsonField<String>) = apply { this.name = name }

        fun names(names: List<String>?) = names(JsonField.ofNullable(names))

        fun names(names: JsonField<List<String>>) = apply { this.names = names }

        fun type(type: String?) = type(JsonField.ofNullable(type))

        fun type(type: JsonField<String>) = apply { this.type = type }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): StopGroupingName =
            StopGroupingName(name, names, type, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("name", "names", "type")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): StopGroupingName? {
            val o = json.asObject() ?: return null
            return StopGroupingName(
                Decoders.field(o["name"], Decoders.string),
                Decoders.field(o["names"], Decoders.list(Decoders.string)),
                Decoders.field(o["type"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<StopGroupingName> = { fromJson(it) }
    }
}
