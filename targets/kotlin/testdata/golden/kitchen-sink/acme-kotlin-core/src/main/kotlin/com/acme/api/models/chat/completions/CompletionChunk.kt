// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.chat.completions

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class CompletionChunk
private constructor(
    private val id: JsonField<String>,
    private val delta: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun id(): String? = id.getNullable("id")

    fun _id(): JsonField<String> = id

    fun delta(): String? = delta.getNullable("delta")

    fun _delta(): JsonField<String> = delta

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): CompletionChunk = apply {
        id()
        delta()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("id" to id, "delta" to delta), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? CompletionChunk)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "CompletionChunk" + toJson()

    class Builder internal constructor() {
        private var id: JsonField<String> = JsonMissing
        private var delta: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: CompletionChunk) = apply {
            id = model.id
            delta = model.delta
            additionalProperties.putAll(model.additionalProperties)
        }

        fun id(id: String?) = id(JsonField.ofNullable(id))

        fun id(id: JsonField<String>) = apply { this.id = id }

        fun delta(delta: String?) = delta(JsonField.ofNullable(delta))

        fun delta(delta: JsonField<String>) = apply { this.delta = delta }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): CompletionChunk = CompletionChunk(id, delta, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("id", "delta")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): CompletionChunk? {
            val o = json.asObject() ?: return null
            return CompletionChunk(
                Decoders.field(o["id"], Decoders.string),
                Decoders.field(o["delta"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<CompletionChunk> = { fromJson(it) }
    }
}
