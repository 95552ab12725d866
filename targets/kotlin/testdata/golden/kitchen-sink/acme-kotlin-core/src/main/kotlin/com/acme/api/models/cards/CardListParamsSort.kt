// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.enumDecoder

class CardListParamsSort private constructor(private val value: JsonValue) : JsonModel {

    fun _value(): JsonValue = value

    /** The value, when it is one the SDK knows. */
    fun known(): Known? =
        when (this) {
            ASC -> Known.ASC
            DESC -> Known.DESC
            else -> null
        }

    override fun toJson(): JsonValue = value

    override fun equals(other: Any?): Boolean = (other as? CardListParamsSort)?.value == value

    override fun hashCode(): Int = value.hashCode()

    override fun toString(): String = value.toString()

    enum class Known {
        ASC,
        DESC,
    }

    companion object {
        val ASC: CardListParamsSort = of("asc")

        val DESC: CardListParamsSort = of("desc")

        fun of(value: String): CardListParamsSort = CardListParamsSort(JsonValue.from(value))

        val decoder: Decoder<CardListParamsSort> =
            enumDecoder({ it.asString() }, ::CardListParamsSort)
    }
}
