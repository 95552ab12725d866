// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.enumDecoder

class Card
private constructor(
    private val id: JsonField<String>,
    private val last4: JsonField<String>,
    private val brand: JsonField<Brand>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun id(): String? = id.getNullable("id")

    fun _id(): JsonField<String> = id

    fun last4(): String? = last4.getNullable("last4")

    fun _last4(): JsonField<String> = last4

    fun brand(): Brand? = brand.getNullable("brand")

    fun _brand(): JsonField<Brand> = brand

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Card = apply {
        id()
        last4()
        brand()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("id" to id, "last4" to last4, "brand" to brand), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Card)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Card" + toJson()

    class Builder internal constructor() {
        private var id: JsonField<String> = JsonMissing
        private var last4: JsonField<String> = JsonMissing
        private var brand: JsonField<Brand> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Card) = apply {
            id = model.id
            last4 = model.last4
            brand = model.brand
            additionalProperties.putAll(model.additionalProperties)
        }

        fun id(id: String?) = id(JsonField.ofNullable(id))

        fun id(id: JsonField<String>) = apply { this.id = id }

        fun last4(last4: String?) = last4(JsonField.ofNullable(last4))

        fun last4(last4: JsonField<String>) = apply { this.last4 = last4 }

        fun brand(brand: Brand?) = brand(JsonField.ofNullable(brand))

        fun brand(brand: JsonField<Brand>) = apply { this.brand = brand }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Card = Card(id, last4, brand, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("id", "last4", "brand")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Card? {
            val o = json.asObject() ?: return null
            return Card(
                Decoders.field(o["id"], Decoders.string),
                Decoders.field(o["last4"], Decoders.string),
                Decoders.field(o["brand"], Brand.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Card> = { fromJson(it) }
    }

    class Brand private constructor(private val value: JsonValue) : JsonModel {

        fun _value(): JsonValue = value

        /** The value, when it is one the SDK knows. */
        fun known(): Known? =
            when (this) {
                VISA -> Known.VISA
                MASTERCARD -> Known.MASTERCARD
                else -> null
            }

        override fun toJson(): JsonValue = value

        override fun equals(other: Any?): Boolean = (other as? Brand)?.value == value

        override fun hashCode(): Int = value.hashCode()

        override fun toString(): String = value.toString()

        enum class Known {
            VISA,
            MASTERCARD,
        }

        companion object {
            val VISA: Brand = of("visa")

            val MASTERCARD: Brand = of("mastercard")

            fun of(value: String): Brand = Brand(JsonValue.from(value))

            val decoder: Decoder<Brand> = enumDecoder({ it.asString() }, ::Brand)
        }
    }
}
