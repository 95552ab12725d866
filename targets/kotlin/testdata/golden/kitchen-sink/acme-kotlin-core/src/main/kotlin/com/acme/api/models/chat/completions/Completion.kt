// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.chat.completions

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class Completion
private constructor(
    private val id: JsonField<String>,
    private val text: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun id(): String? = id.getNullable("id")

    fun _id(): JsonField<String> = id

    fun text(): String? = text.getNullable("text")

    fun _text(): JsonField<String> = text

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Completion = apply {
        id()
        text()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("id" to id, "text" to text), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Completion)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Completion" + toJson()

    class Builder internal constructor() {
        private var id: JsonField<String> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Completion) = apply {
            id = model.id
            text = model.text
            additionalProperties.putAll(model.additionalProperties)
        }

        fun id(id: String?) = id(JsonField.ofNullable(id))

        fun id(id: JsonField<String>) = apply { this.id = id }

        fun text(text: String?) = text(JsonField.ofNullable(text))

        fun text(text: JsonField<String>) = apply { this.text = text }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Completion = Completion(id, text, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("id", "text")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Completion? {
            val o = json.asObject() ?: return null
            return Completion(
                Decoders.field(o["id"], Decoders.string),
                Decoders.field(o["text"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Completion> = { fromJson(it) }
    }
}
