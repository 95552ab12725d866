// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts.friends

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkRequired

class Friend
private constructor(
    private val id: JsonField<String>,
    private val name: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun id(): String = id.getRequired("id")

    fun _id(): JsonField<String> = id

    fun name(): String? = name.getNullable("name")

    fun _name(): JsonField<String> = name

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Friend = apply {
        id()
        name()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("id" to id, "name" to name), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Friend)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Friend" + toJson()

    class Builder internal constructor() {
        private var id: JsonField<String> = JsonMissing
        private var name: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Friend) = apply {
            id = model.id
            name = model.name
            additionalProperties.putAll(model.additionalProperties)
        }

        fun id(id: String) = id(JsonField.of(id))

        fun id(id: JsonField<String>) = apply { this.id = id }

        fun name(name: String?) = name(JsonField.ofNullable(name))

        fun name(name: JsonField<String>) = apply { this.name = name }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Friend = Friend(checkRequired("id", id), name, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("id", "name")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Friend? {
            val o = json.asObject() ?: return null
            return Friend(
                Decoders.field(o["id"], Decoders.string),
                Decoders.field(o["name"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Friend> = { fromJson(it) }
    }
}
