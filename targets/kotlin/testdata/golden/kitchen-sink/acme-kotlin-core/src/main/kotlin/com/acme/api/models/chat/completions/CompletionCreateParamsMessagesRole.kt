// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.chat.completions

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.enumDecoder

class CompletionCreateParamsMessagesRole private constructor(private val value: JsonValue) :
    JsonModel {

    fun _value(): JsonValue = value

    /** The value, when it is one the SDK knows. */
    fun known(): Known? =
        when (this) {
            SYSTEM -> Known.SYSTEM
            USER -> Known.USER
            ASSISTANT -> Known.ASSISTANT
            else -> null
        }

    override fun toJson(): JsonValue = value

    override fun equals(other: Any?): Boolean =
        (other as? CompletionCreateParamsMessagesRole)?.value == value

    override fun hashCode(): Int = value.hashCode()

    override fun toString(): String = value.toString()

    enum class Known {
        SYSTEM,
        USER,
        ASSISTANT,
    }

    companion object {
        val SYSTEM: CompletionCreateParamsMessagesRole = of("system")

        val USER: CompletionCreateParamsMessagesRole = of("user")

        val ASSISTANT: CompletionCreateParamsMessagesRole = of("assistant")

        fun of(value: String): CompletionCreateParamsMessagesRole =
            CompletionCreateParamsMessagesRole(JsonValue.from(value))

        val decoder: Decoder<CompletionCreateParamsMessagesRole> =
            enumDecoder({ it.asString() }, ::CompletionCreateParamsMessagesRole)
    }
}
