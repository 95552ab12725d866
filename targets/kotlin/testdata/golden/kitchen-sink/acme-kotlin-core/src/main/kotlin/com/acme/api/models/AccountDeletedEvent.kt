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

class AccountDeletedEvent
private constructor(
    private val type: JsonField<String>,
    private val accountId: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun type(): String = type.getRequired("type")

    fun _type(): JsonField<String> = type

    fun accountId(): String = accountId.getRequired("account_id")

    fun _accountId(): JsonField<String> = accountId

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): AccountDeletedEvent = apply {
        type()
        accountId()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("type" to type, "account_id" to accountId), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? AccountDeletedEvent)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "AccountDeletedEvent" + toJson()

    class Builder internal constructor() {
        private var type: JsonField<String> = JsonMissing
        private var accountId: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: AccountDeletedEvent) = apply {
            type = model.type
            accountId = model.accountId
            additionalProperties.putAll(model.additionalProperties)
        }

        fun type(type: String) = type(JsonField.of(type))

        fun type(type: JsonField<String>) = apply { this.type = type }

        fun accountId(accountId: String) = accountId(JsonField.of(accountId))

        fun accountId(accountId: JsonField<String>) = apply { this.accountId = accountId }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): AccountDeletedEvent =
            AccountDeletedEvent(
                checkRequired("type", type),
                checkRequired("account_id", accountId),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("type", "account_id")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): AccountDeletedEvent? {
            val o = json.asObject() ?: return null
            return AccountDeletedEvent(
                Decoders.field(o["type"], Decoders.string),
                Decoders.field(o["account_id"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<AccountDeletedEvent> = { fromJson(it) }
    }
}
