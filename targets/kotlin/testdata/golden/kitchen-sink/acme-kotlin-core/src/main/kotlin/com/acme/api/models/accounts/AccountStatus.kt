// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.enumDecoder

class AccountStatus private constructor(private val value: JsonValue) : JsonModel {

    fun _value(): JsonValue = value

    /** The value, when it is one the SDK knows. */
    fun known(): Known? =
        when (this) {
            IS_ACTIVE -> Known.IS_ACTIVE
            SUSPENDED -> Known.SUSPENDED
            CLOSED -> Known.CLOSED
            else -> null
        }

    override fun toJson(): JsonValue = value

    override fun equals(other: Any?): Boolean = (other as? AccountStatus)?.value == value

    override fun hashCode(): Int = value.hashCode()

    override fun toString(): String = value.toString()

    enum class Known {
        IS_ACTIVE,
        SUSPENDED,
        CLOSED,
    }

    companion object {
        val IS_ACTIVE: AccountStatus = of("active")

        val SUSPENDED: AccountStatus = of("suspended")

        val CLOSED: AccountStatus = of("closed")

        fun of(value: String): AccountStatus = AccountStatus(JsonValue.from(value))

        val decoder: Decoder<AccountStatus> = enumDecoder({ it.asString() }, ::AccountStatus)
    }
}
