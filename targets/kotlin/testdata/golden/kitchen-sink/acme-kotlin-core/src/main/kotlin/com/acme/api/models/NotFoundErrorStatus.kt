// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.enumDecoder

class NotFoundErrorStatus private constructor(private val value: JsonValue) : JsonModel {

    fun _value(): JsonValue = value

    /** The value, when it is one the SDK knows. */
    fun known(): Known? =
        when (this) {
            _404 -> Known._404
            else -> null
        }

    override fun toJson(): JsonValue = value

    override fun equals(other: Any?): Boolean = (other as? NotFoundErrorStatus)?.value == value

    override fun hashCode(): Int = value.hashCode()

    override fun toString(): String = value.toString()

    enum class Known {
        _404
    }

    companion object {
        val _404: NotFoundErrorStatus = of(404L)

        fun of(value: Long): NotFoundErrorStatus = NotFoundErrorStatus(JsonValue.from(value))

        val decoder: Decoder<NotFoundErrorStatus> =
            enumDecoder({ it.asNumber() }, ::NotFoundErrorStatus)
    }
}
