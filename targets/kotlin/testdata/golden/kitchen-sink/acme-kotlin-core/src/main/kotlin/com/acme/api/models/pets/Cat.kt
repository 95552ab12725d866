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

class Cat
private constructor(
    private val kind: JsonField<String>,
    private val lives: JsonField<Long>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun kind(): String = kind.getRequired("kind")

    fun _kind(): JsonField<String> = kind

    fun lives(): Long? = lives.getNullable("lives")

    fun _lives(): JsonField<Long> = lives

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Cat = apply {
        kind()
        lives()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("kind" to kind, "lives" to lives), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Cat)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Cat" + toJson()

    class Builder internal constructor() {
        private var kind: JsonField<String> = JsonMissing
        private var lives: JsonField<Long> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Cat) = apply {
            kind = model.kind
            lives = model.lives
            additionalProperties.putAll(model.additionalProperties)
        }

        fun kind(kind: String) = kind(JsonField.of(kind))

        fun kind(kind: JsonField<String>) = apply { this.kind = kind }

        fun lives(lives: Long?) = lives(JsonField.ofNullable(lives))

        fun lives(lives: JsonField<Long>) = apply { this.lives = lives }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Cat = Cat(checkRequired("kind", kind), lives, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("kind", "lives")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Cat? {
            val o = json.asObject() ?: return null
            return Cat(
                Decoders.field(o["kind"], Decoders.string),
                Decoders.field(o["lives"], Decoders.long),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Cat> = { fromJson(it) }
    }
}
