// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards.transactions

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class Transaction
private constructor(
    private val id: JsonField<String>,
    private val amount: JsonField<Long>,
    private val currency: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun id(): String? = id.getNullable("id")

    fun _id(): JsonField<String> = id

    fun amount(): Long? = amount.getNullable("amount")

    fun _amount(): JsonField<Long> = amount

    fun currency(): String? = currency.getNullable("currency")

    fun _currency(): JsonField<String> = currency

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Transaction = apply {
        id()
        amount()
        currency()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("id" to id, "amount" to amount, "currency" to currency),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Transaction)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Transaction" + toJson()

    class Builder internal constructor() {
        private var id: JsonField<String> = JsonMissing
        private var amount: JsonField<Long> = JsonMissing
        private var currency: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Transaction) = apply {
            id = model.id
            amount = model.amount
            currency = model.currency
            additionalProperties.putAll(model.additionalProperties)
        }

        fun id(id: String?) = id(JsonField.ofNullable(id))

        fun id(id: JsonField<String>) = apply { this.id = id }

        fun amount(amount: Long?) = amount(JsonField.ofNullable(amount))

        fun amount(amount: JsonField<Long>) = apply { this.amount = amount }

        fun currency(currency: String?) = currency(JsonField.ofNullable(currency))

        fun currency(currency: JsonField<String>) = apply { this.currency = currency }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Transaction = Transaction(id, amount, currency, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("id", "amount", "currency")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Transaction? {
            val o = json.asObject() ?: return null
            return Transaction(
                Decoders.field(o["id"], Decoders.string),
                Decoders.field(o["amount"], Decoders.long),
                Decoders.field(o["currency"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Transaction> = { fromJson(it) }
    }
}
