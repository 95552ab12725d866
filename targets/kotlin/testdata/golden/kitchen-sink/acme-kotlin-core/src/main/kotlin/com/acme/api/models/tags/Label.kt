// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.tags

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class Label
private constructor(
    private val text: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun text(): String? = text.getNullable("text")

    fun _text(): JsonField<String> = text

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Label = apply {
        text()
    }

    override fun toJson(): JsonValue = JsonObject.of(listOf("text" to text), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Label)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Label" + toJson()

    class Builder internal constructor() {
        private var text: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Label) = apply {
            text = model.text
            additionalProperties.putAll(model.additionalProperties)
        }

        fun text(text: String?) = text(JsonField.ofNullable(text))

        fun text(text: JsonField<String>) = apply { this.text = text }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Label = Label(text, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("text")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Label? {
            val o = json.asObject() ?: return null
            return Label(Decoders.field(o["text"], Decoders.string), o.filterKeys { it !in KNOWN })
        }

        val decoder: Decoder<Label> = { fromJson(it) }
    }
}
