// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.pets

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkRequired

class Dog
private constructor(
    private val kind: JsonField<String>,
    private val barks: JsonField<Boolean>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun kind(): String = kind.getRequired("kind")

    fun _kind(): JsonField<String> = kind

    fun barks(): Boolean? = barks.getNullable("barks")

    fun _barks(): JsonField<Boolean> = barks

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Dog = apply {
        kind()
        barks()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("kind" to kind, "barks" to barks), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Dog)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Dog" + toJson()

    class Builder internal constructor() {
        private var kind: JsonField<String> = JsonMissing
        private var barks: JsonField<Boolean> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Dog) = apply {
            kind = model.kind
            barks = model.barks
            additionalProperties.putAll(model.additionalProperties)
        }

        fun kind(kind: String) = kind(JsonField.of(kind))

        fun kind(kind: JsonField<String>) = apply { this.kind = kind }

        fun barks(barks: Boolean?) = barks(JsonField.ofNullable(barks))

        fun barks(barks: JsonField<Boolean>) = apply { this.barks = barks }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Dog = Dog(checkRequired("kind", kind), barks, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("kind", "barks")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Dog? {
            val o = json.asObject() ?: return null
            return Dog(
                Decoders.field(o["kind"], Decoders.string),
                Decoders.field(o["barks"], Decoders.boolean),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Dog> = { fromJson(it) }
    }
}
