// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkRequired

class AccountListResponse
private constructor(
    private val data: JsonField<List<Account>>,
    private val nextCursor: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun data(): List<Account> = data.getRequired("data")

    fun _data(): JsonField<List<Account>> = data

    fun nextCursor(): String? = nextCursor.getNullable("next_cursor")

    fun _nextCursor(): JsonField<String> = nextCursor

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): AccountListResponse = apply {
        data().forEach { e1 -> e1.validate() }
        nextCursor()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("data" to data, "next_cursor" to nextCursor), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? AccountListResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "AccountListResponse" + toJson()

    class Builder internal constructor() {
        private var data: JsonField<List<Account>> = JsonMissing
        private var nextCursor: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: AccountListResponse) = apply {
            data = model.data
            nextCursor = model.nextCursor
            additionalProperties.putAll(model.additionalProperties)
        }

        fun data(data: List<Account>) = data(JsonField.of(data))

        fun data(data: JsonField<List<Account>>) = apply { this.data = data }

        fun addData(dataItem: Account) = apply {
            data = JsonField.of((data.asKnown() ?: emptyList()).plusElement(dataItem))
        }

        fun nextCursor(nextCursor: String?) = nextCursor(JsonField.ofNullable(nextCursor))

        fun nextCursor(nextCursor: JsonField<String>) = apply { this.nextCursor = nextCursor }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): AccountListResponse =
            AccountListResponse(
                checkRequired("data", data),
                nextCursor,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("data", "next_cursor")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): AccountListResponse? {
            val o = json.asObject() ?: return null
            return AccountListResponse(
                Decoders.field(o["data"], Decoders.list(Account.decoder)),
                Decoders.field(o["next_cursor"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<AccountListResponse> = { fromJson(it) }
    }
}
