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

class AccountCreate
private constructor(
    private val name: JsonField<String>,
    private val password: JsonField<String>,
    private val address: JsonField<Address>,
    private val kind: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun name(): String = name.getRequired("name")

    fun _name(): JsonField<String> = name

    fun password(): String? = password.getNullable("password")

    fun _password(): JsonField<String> = password

    fun address(): Address? = address.getNullable("address")

    fun _address(): JsonField<Address> = address

    fun kind(): String? = kind.getNullable("kind")

    fun _kind(): JsonField<String> = kind

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): AccountCreate = apply {
        name()
        password()
        address()?.let { v -> v.validate() }
        kind()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("name" to name, "password" to password, "address" to address, "kind" to kind),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? AccountCreate)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "AccountCreate" + toJson()

    class Builder internal constructor() {
        private var name: JsonField<String> = JsonMissing
        private var password: JsonField<String> = JsonMissing
        private var address: JsonField<Address> = JsonMissing
        private var kind: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: AccountCreate) = apply {
            name = model.name
            password = model.password
            address = model.address
            kind = model.kind
            additionalProperties.putAll(model.additionalProperties)
        }

        fun name(name: String) = name(JsonField.of(name))

        fun name(name: JsonField<String>) = apply { this.name = name }

        fun password(password: String?) = password(JsonField.ofNullable(password))

        fun password(password: JsonField<String>) = apply { this.password = password }

        fun address(address: Address?) = address(JsonField.ofNullable(address))

        fun address(address: JsonField<Address>) = apply { this.address = address }

        fun kind(kind: String?) = kind(JsonField.ofNullable(kind))

        fun kind(kind: JsonField<String>) = apply { this.kind = kind }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): AccountCreate =
            AccountCreate(
                checkRequired("name", name),
                password,
                address,
                kind,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("name", "password", "address", "kind")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): AccountCreate? {
            val o = json.asObject() ?: return null
            return AccountCreate(
                Decoders.field(o["name"], Decoders.string),
                Decoders.field(o["password"], Decoders.string),
                Decoders.field(o["address"], Address.decoder),
                Decoders.field(o["kind"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<AccountCreate> = { fromJson(it) }
    }
}
