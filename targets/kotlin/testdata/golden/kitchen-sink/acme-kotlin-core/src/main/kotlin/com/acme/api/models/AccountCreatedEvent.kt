// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkRequired
import com.acme.api.models.accounts.Account

class AccountCreatedEvent
private constructor(
    private val type: JsonField<String>,
    private val account: JsonField<Account>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun type(): String = type.getRequired("type")

    fun _type(): JsonField<String> = type

    fun account(): Account = account.getRequired("account")

    fun _account(): JsonField<Account> = account

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): AccountCreatedEvent = apply {
        type()
        account().validate()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("type" to type, "account" to account), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? AccountCreatedEvent)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "AccountCreatedEvent" + toJson()

    class Builder internal constructor() {
        private var type: JsonField<String> = JsonMissing
        private var account: JsonField<Account> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: AccountCreatedEvent) = apply {
            type = model.type
            account = model.account
            additionalProperties.putAll(model.additionalProperties)
        }

        fun type(type: String) = type(JsonField.of(type))

        fun type(type: JsonField<String>) = apply { this.type = type }

        fun account(account: Account) = account(JsonField.of(account))

        fun account(account: JsonField<Account>) = apply { this.account = account }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): AccountCreatedEvent =
            AccountCreatedEvent(
                checkRequired("type", type),
                checkRequired("account", account),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("type", "account")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): AccountCreatedEvent? {
            val o = json.asObject() ?: return null
            return AccountCreatedEvent(
                Decoders.field(o["type"], Decoders.string),
                Decoders.field(o["account"], Account.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<AccountCreatedEvent> = { fromJson(it) }
    }
}
