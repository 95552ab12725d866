// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class AccountRetrieveResponse
private constructor(
    private val data: JsonField<Account>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun data(): Account? = data.getNullable("data")

    fun _data(): JsonField<Account> = data

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): AccountRetrieveResponse = apply {
        data()?.let { v -> v.validate() }
    }

    override fun toJson(): JsonValue = JsonObject.of(listOf("data" to data), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? AccountRetrieveResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "AccountRetrieveResponse" + toJson()

    class Builder internal constructor() {
        private var data: JsonField<Account> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: AccountRetrieveResponse) = apply {
            data = model.data
            additionalProperties.putAll(model.additionalProperties)
        }

        fun data(data: Account?) = data(JsonField.ofNullable(data))

        fun data(data: JsonField<Account>) = apply { this.data = data }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): AccountRetrieveResponse =
            AccountRetrieveResponse(data, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("data")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): AccountRetrieveResponse? {
            val o = json.asObject() ?: return null
            return AccountRetrieveResponse(
                Decoders.field(o["data"], Account.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<AccountRetrieveResponse> = { fromJson(it) }
    }
}
