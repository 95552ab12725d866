// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonValue
import com.acme.api.core.variantOf
import com.acme.api.errors.ACMEInvalidDataException

class WebhookEvent private constructor(private val json: JsonValue) : JsonModel {

    fun accountCreated(): AccountCreatedEvent? =
        variantOf(json, AccountCreatedEvent.decoder, { v -> v.validate() })

    fun isAccountCreated(): Boolean = accountCreated() != null

    fun accountDeleted(): AccountDeletedEvent? =
        variantOf(json, AccountDeletedEvent.decoder, { v -> v.validate() })

    fun isAccountDeleted(): Boolean = accountDeleted() != null

    fun _json(): JsonValue = json

    fun validate(): WebhookEvent = apply {
        if (accountCreated() == null && accountDeleted() == null) {
            val message = "WebhookEvent matches none of its variants: "
            throw ACMEInvalidDataException(message + json)
        }
    }

    override fun toJson(): JsonValue = json

    override fun equals(other: Any?): Boolean = (other as? WebhookEvent)?.json == json

    override fun hashCode(): Int = json.hashCode()

    override fun toString(): String = json.toString()

    companion object {
        fun ofAccountCreated(accountCreated: AccountCreatedEvent): WebhookEvent =
            WebhookEvent(JsonValue.from(accountCreated))

        fun ofAccountDeleted(accountDeleted: AccountDeletedEvent): WebhookEvent =
            WebhookEvent(JsonValue.from(accountDeleted))

        fun fromJson(json: JsonValue): WebhookEvent = WebhookEvent(json)

        val decoder: Decoder<WebhookEvent> = { WebhookEvent(it) }
    }
}
