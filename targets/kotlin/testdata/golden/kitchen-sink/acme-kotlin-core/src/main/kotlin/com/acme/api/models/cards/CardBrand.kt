// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.enumDecoder

class CardBrand private constructor(private val value: JsonValue) : JsonModel {

    fun _value(): JsonValue = value

    /** The value, when it is one the SDK knows. */
    fun known(): Known? =
        when (this) {
            VISA -> Known.VISA
            MASTERCARD -> Known.MASTERCARD
            else -> null
        }

    override fun toJson(): JsonValue = value

    override fun equals(other: Any?): Boolean = (other as? CardBrand)?.value == value

    override fun hashCode(): Int = value.hashCode()

    override fun toString(): String = value.toString()

    enum class Known {
        VISA,
        MASTERCARD,
    }

    companion object {
        val VISA: CardBrand = of("visa")

        val MASTERCARD: CardBrand = of("mastercard")

        fun of(value: String): CardBrand = CardBrand(JsonValue.from(value))

        val decoder: Decoder<CardBrand> = enumDecoder({ it.asString() }, ::CardBrand)
    }
}
