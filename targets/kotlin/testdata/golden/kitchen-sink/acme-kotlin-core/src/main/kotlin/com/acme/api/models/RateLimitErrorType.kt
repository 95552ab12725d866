// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.enumDecoder

class RateLimitErrorType private constructor(private val value: JsonValue) : JsonModel {

    fun _value(): JsonValue = value

    /** The value, when it is one the SDK knows. */
    fun known(): Known? =
        when (this) {
            RATE_LIMITED -> Known.RATE_LIMITED
            else -> null
        }

    override fun toJson(): JsonValue = value

    override fun equals(other: Any?): Boolean = (other as? RateLimitErrorType)?.value == value

    override fun hashCode(): Int = value.hashCode()

    override fun toString(): String = value.toString()

    enum class Known {
        RATE_LIMITED
    }

    companion object {
        val RATE_LIMITED: RateLimitErrorType = of("rate_limited")

        fun of(value: String): RateLimitErrorType = RateLimitErrorType(JsonValue.from(value))

        val decoder: Decoder<RateLimitErrorType> =
            enumDecoder({ it.asString() }, ::RateLimitErrorType)
    }
}
