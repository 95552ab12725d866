// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.enumDecoder

class AccountSettingsTheme private constructor(private val value: JsonValue) : JsonModel {

    fun _value(): JsonValue = value

    /** The value, when it is one the SDK knows. */
    fun known(): Known? =
        when (this) {
            LIGHT -> Known.LIGHT
            DARK -> Known.DARK
            else -> null
        }

    override fun toJson(): JsonValue = value

    override fun equals(other: Any?): Boolean = (other as? AccountSettingsTheme)?.value == value

    override fun hashCode(): Int = value.hashCode()

    override fun toString(): String = value.toString()

    enum class Known {
        LIGHT,
        DARK,
    }

    companion object {
        val LIGHT: AccountSettingsTheme = of("light")

        val DARK: AccountSettingsTheme = of("dark")

        fun of(value: String): AccountSettingsTheme = AccountSettingsTheme(JsonValue.from(value))

        val decoder: Decoder<AccountSettingsTheme> =
            enumDecoder({ it.asString() }, ::AccountSettingsTheme)
    }
}
