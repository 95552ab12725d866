// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class Empty private constructor(private val additionalProperties: Map<String, JsonValue>) :
    JsonModel {

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Empty = this

    override fun toJson(): JsonValue = JsonObject.of(emptyList(), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Empty)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Empty" + toJson()

    class Builder internal constructor() {
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Empty) = apply {
            additionalProperties.putAll(model.additionalProperties)
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Empty = Empty(additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = emptySet<String>()

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Empty? {
            val o = json.asObject() ?: return null
            return Empty(o.filterKeys { it !in KNOWN })
        }

        val decoder: Decoder<Empty> = { fromJson(it) }
    }
}
