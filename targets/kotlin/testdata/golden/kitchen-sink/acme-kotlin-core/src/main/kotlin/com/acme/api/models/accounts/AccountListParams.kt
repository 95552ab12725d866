// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts

import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.http.Headers
import com.acme.api.core.http.QueryEncoder
import com.acme.api.core.http.QueryParams

// List accounts
class AccountListParams
private constructor(
    private val cursor: String?,
    private val limit: Long?,
    private val status: AccountStatus?,
    private val xTraceId: String?,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun cursor(): String? = cursor

    fun limit(): Long? = limit

    fun status(): AccountStatus? = status

    fun xTraceId(): String? = xTraceId

    /** The path param at [index] as it goes into the URL, "" past the last. */
    fun _pathParam(index: Int): String =
        when (index) {
            else -> ""
        }

    internal fun _pathParams(): List<String> = List(0) { _pathParam(it) }

    fun _headers(): Headers {
        val headers = Headers.builder()
        if (this.xTraceId != null) headers.put("X-Trace-Id", this.xTraceId)
        headers.replaceAll(additionalHeaders)
        return headers.build()
    }

    fun _queryParams(): QueryParams {
        val query = QueryParams.builder()
        QueryEncoder.put(query, "cursor", JsonValue.from(this.cursor), "brackets", "repeat")
        QueryEncoder.put(query, "limit", JsonValue.from(this.limit), "brackets", "repeat")
        QueryEncoder.put(query, "status", JsonValue.from(this.status), "brackets", "repeat")
        query.replaceAll(additionalQueryParams)
        return query.build()
    }

    fun _body(): JsonValue = JsonObject.of(emptyList(), additionalBodyProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? AccountListParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var cursor: String? = null
        private var limit: Long? = null
        private var status: AccountStatus? = null
        private var xTraceId: String? = null
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: AccountListParams) = apply {
            cursor = params.cursor
            limit = params.limit
            status = params.status
            xTraceId = params.xTraceId
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun cursor(cursor: String?) = apply { this.cursor = cursor }

        fun limit(limit: Long?) = apply { this.limit = limit }

        fun status(status: AccountStatus?) = apply { this.status = status }

        fun xTraceId(xTraceId: String?) = apply { this.xTraceId = xTraceId }

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

        fun build(): AccountListParams =
            AccountListParams(
                cursor,
                limit,
                status,
                xTraceId,
                additionalHeaders.build(),
                additionalQueryParams.build(),
                additionalBodyProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        fun none(): AccountListParams = builder().build()
    }
}
