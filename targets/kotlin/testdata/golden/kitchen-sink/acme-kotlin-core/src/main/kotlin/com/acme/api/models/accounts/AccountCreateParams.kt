// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts

import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkRequired
import com.acme.api.core.http.Headers
import com.acme.api.core.http.QueryParams
import com.acme.api.models.Address

// Create an account
class AccountCreateParams
private constructor(
    private val name: JsonField<String>,
    private val password: JsonField<String>,
    private val address: JsonField<Address>,
    private val kind: JsonField<String>,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun name(): String = name.getRequired("name")

    fun _name(): JsonField<String> = name

    fun password(): String? = password.getNullable("password")

    fun _password(): JsonField<String> = password

    fun address(): Address? = address.getNullable("address")

    fun _address(): JsonField<Address> = address

    fun kind(): String? = kind.getNullable("kind")

    fun _kind(): JsonField<String> = kind

    /** The path param at [index] as it goes into the URL, "" past the last. */
    fun _pathParam(index: Int): String =
        when (index) {
            else -> ""
        }

    internal fun _pathParams(): List<String> = List(0) { _pathParam(it) }

    fun _headers(): Headers {
        val headers = Headers.builder()
        headers.replaceAll(additionalHeaders)
        return headers.build()
    }

    fun _queryParams(): QueryParams {
        val query = QueryParams.builder()
        query.replaceAll(additionalQueryParams)
        return query.build()
    }

    fun _body(): JsonValue =
        JsonObject.of(
            listOf("name" to name, "password" to password, "address" to address, "kind" to kind),
            additionalBodyProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? AccountCreateParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var name: JsonField<String> = JsonMissing
        private var password: JsonField<String> = JsonMissing
        private var address: JsonField<Address> = JsonMissing
        private var kind: JsonField<String> = JsonMissing
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: AccountCreateParams) = apply {
            name = params.name
            password = params.password
            address = params.address
            kind = params.kind
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun name(name: String) = name(JsonField.of(name))

        fun name(name: JsonField<String>) = apply { this.name = name }

        fun password(password: String?) = password(JsonField.ofNullable(password))

        fun password(password: JsonField<String>) = apply { this.password = password }

        fun address(address: Address?) = address(JsonField.ofNullable(address))

        fun address(address: JsonField<Address>) = apply { this.address = address }

        fun kind(kind: String?) = kind(JsonField.ofNullable(kind))

        fun kind(kind: JsonField<String>) = apply { this.kind = kind }

        fun additionalHeaders(additionalHeaders: Headers) = apply {
            this.additionalHeaders.replaceAll(additionalHeaders)
        }

        fun putAdditionalHeader(name: String, value: String) = apply {
            additionalHeaders.put(name, value)
        }

        fun putAdditionalHeaders(name: String, values: Iterable<String>) = apply {
            additionalHeaders.put(name, values)
        }

        fun additionalQueryParams(additionalQueryParams: QueryParams) = apply {
            this.additionalQueryParams.replaceAll(additionalQueryParams)
        }

        fun putAdditionalQueryParam(key: String, value: String) = apply {
            additionalQueryParams.put(key, value)
        }

        fun putAdditionalBodyProperty(key: String, value: JsonValue) = apply {
            additionalBodyProperties[key] = value
        }

        fun build(): AccountCreateParams =
            AccountCreateParams(
                checkRequired("name", name),
                password,
                address,
                kind,
                additionalHeaders.build(),
                additionalQueryParams.build(),
                additionalBodyProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()
    }
}
