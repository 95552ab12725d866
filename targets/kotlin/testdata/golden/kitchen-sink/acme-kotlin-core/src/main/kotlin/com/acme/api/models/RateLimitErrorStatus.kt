// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.enumDecoder

class RateLimitErrorStatus private constructor(private val value: JsonValue) : JsonModel {

    fun _value(): JsonValue = value

    /** The value, when it is one the SDK knows. */
    fun known(): Known? =
        when (this) {
            _429 -> Known._429
            else -> null
        }

    override fun toJson(): JsonValue = value

    override fun equals(other: Any?): Boolean = (other as? RateLimitErrorStatus)?.value == value

    override fun hashCode(): Int = value.hashCode()

    override fun toString(): String = value.toString()

    enum class Known {
        _429
    }

    companion object {
        val _429: RateLimitErrorStatus = of(429L)

        fun of(value: Long): RateLimitErrorStatus = RateLimitErrorStatus(JsonValue.from(value))

        val decoder: Decoder<RateLimitErrorStatus> =
            enumDecoder({ it.asNumber() }, ::RateLimitErrorStatus)
    }
}
