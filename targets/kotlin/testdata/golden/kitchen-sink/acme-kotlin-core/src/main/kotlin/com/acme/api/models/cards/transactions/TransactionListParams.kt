// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards.transactions

import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkParam
import com.acme.api.core.http.Headers
import com.acme.api.core.http.QueryEncoder
import com.acme.api.core.http.QueryParams

class TransactionListParams
private constructor(
    private val cardId: String,
    private val page: Long?,
    private val pageSize: Long?,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun cardId(): String = cardId

    fun page(): Long? = page

    fun pageSize(): Long? = pageSize

    /** The path param at [index] as it goes into the URL, "" past the last. */
    fun _pathParam(index: Int): String =
        when (index) {
            0 -> cardId
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
        QueryEncoder.put(query, "page", JsonValue.from(this.page), "brackets", "repeat")
        QueryEncoder.put(query, "page_size", JsonValue.from(this.pageSize), "brackets", "repeat")
        query.replaceAll(additionalQueryParams)
        return query.build()
    }

    fun _body(): JsonValue = JsonObject.of(emptyList(), additionalBodyProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? TransactionListParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var cardId: String? = null
        private var page: Long? = null
        private var pageSize: Long? = null
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: TransactionListParams) = apply {
            cardId = params.cardId
            page = params.page
            pageSize = params.pageSize
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun cardId(cardId: String) = apply { this.cardId = cardId }

        fun page(page: Long?) = apply { this.page = page }

        fun pageSize(pageSize: Long?) = apply { this.pageSize = pageSize }

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

        fun build(): TransactionListParams =
            TransactionListParams(
                checkParam("card_id", cardId),
                page,
                pageSize,
                additionalHeaders.build(),
                additionalQueryParams.build(),
                additionalBodyProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()
    }
}
