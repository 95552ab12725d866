// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts

import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkParam
import com.acme.api.core.http.Headers
import com.acme.api.core.http.QueryParams

class AccountUpdateParams
private constructor(
    private val accountId: String,
    private val name: JsonField<String>,
    private val nickname: JsonField<String>,
    private val metadata: JsonField<Map<String, String>>,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun accountId(): String = accountId

    fun name(): String? = name.getNullable("name")

    fun _name(): JsonField<String> = name

    // Set to null to remove the nickname.
    fun nickname(): String? = nickname.getNullable("nickname")

    fun _nickname(): JsonField<String> = nickname

    fun metadata(): Map<String, String>? = metadata.getNullable("metadata")

    fun _metadata(): JsonField<Map<String, String>> = metadata

    /** The path param at [index] as it goes into the URL, "" past the last. */
    fun _pathParam(index: Int): String =
        when (index) {
            0 -> accountId
            else -> ""
        }

    internal fun _pathParams(): List<String> = List(1) { _pathParam(it) }

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
            listOf("name" to name, "nickname" to nickname, "metadata" to metadata),
            additionalBodyProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? AccountUpdateParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var accountId: String? = null
        private var name: JsonField<String> = JsonMissing
        private var nickname: JsonField<String> = JsonMissing
        private var metadata: JsonField<Map<String, String>> = JsonMissing
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: AccountUpdateParams) = apply {
            accountId = params.accountId
            name = params.name
            nickname = params.nickname
            metadata = params.metadata
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun accountId(accountId: String) = apply { this.accountId = accountId }

        fun name(name: String?) = name(JsonField.ofNullable(name))

        fun name(name: JsonField<String>) = apply { this.name = name }

        // Set to null to remove the nickname.
        fun nickname(nickname: String?) = nickname(JsonField.ofNullable(nickname))

        fun nickname(nickname: JsonField<String>) = apply { this.nickname = nickname }

        fun metadata(metadata: Map<String, String>?) = metadata(JsonField.ofNullable(metadata))

        fun metadata(metadata: JsonField<Map<String, String>>) = apply { this.metadata = metadata }

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

        fun build(): AccountUpdateParams =
            AccountUpdateParams(
                checkParam("account_id", accountId),
                name,
                nickname,
                metadata,
                additionalHeaders.build(),
                additionalQueryParams.build(),
                additionalBodyProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()
    }
}
