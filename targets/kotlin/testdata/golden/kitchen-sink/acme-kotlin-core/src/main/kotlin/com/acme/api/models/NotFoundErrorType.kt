// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.enumDecoder

class NotFoundErrorType private constructor(private val value: JsonValue) : JsonModel {

    fun _value(): JsonValue = value

    /** The value, when it is one the SDK knows. */
    fun known(): Known? =
        when (this) {
            NOT_FOUND -> Known.NOT_FOUND
            else -> null
        }

    override fun toJson(): JsonValue = value

    override fun equals(other: Any?): Boolean = (other as? NotFoundErrorType)?.value == value

    override fun hashCode(): Int = value.hashCode()

    override fun toString(): String = value.toString()

    enum class Known {
        NOT_FOUND
    }

    companion object {
        val NOT_FOUND: NotFoundErrorType = of("not_found")

        fun of(value: String): NotFoundErrorType = NotFoundErrorType(JsonValue.from(value))

        val decoder: Decoder<NotFoundErrorType> =
            enumDecoder({ it.asString() }, ::NotFoundErrorType)
    }
}
