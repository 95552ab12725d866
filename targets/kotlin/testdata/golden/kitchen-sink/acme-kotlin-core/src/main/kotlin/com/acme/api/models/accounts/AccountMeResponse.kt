// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class AccountMeResponse
private constructor(
    private val user: JsonField<Account>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun user(): Account? = user.getNullable("user")

    fun _user(): JsonField<Account> = user

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): AccountMeResponse = apply {
        user()?.let { v -> v.validate() }
    }

    override fun toJson(): JsonValue = JsonObject.of(listOf("user" to user), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? AccountMeResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "AccountMeResponse" + toJson()

    class Builder internal constructor() {
        private var user: JsonField<Account> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: AccountMeResponse) = apply {
            user = model.user
            additionalProperties.putAll(model.additionalProperties)
        }

        fun user(user: Account?) = user(JsonField.ofNullable(user))

        fun user(user: JsonField<Account>) = apply { this.user = user }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): AccountMeResponse = AccountMeResponse(user, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("user")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): AccountMeResponse? {
            val o = json.asObject() ?: return null
            return AccountMeResponse(
                Decoders.field(o["user"], Account.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<AccountMeResponse> = { fromJson(it) }
    }
}
