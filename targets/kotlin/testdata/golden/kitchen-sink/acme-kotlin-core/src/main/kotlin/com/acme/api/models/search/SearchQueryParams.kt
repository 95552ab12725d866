// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.search

import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkParam
import com.acme.api.core.http.Headers
import com.acme.api.core.http.QueryEncoder
import com.acme.api.core.http.QueryParams

class SearchQueryParams
private constructor(
    private val query: String,
    private val filter: SearchQueryParamsFilter?,
    private val tags: List<String>?,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun query(): String = query

    fun filter(): SearchQueryParamsFilter? = filter

    fun tags(): List<String>? = tags

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
        QueryEncoder.put(query, "q", JsonValue.from(query), "brackets", "repeat")
        QueryEncoder.put(query, "filter", JsonValue.from(filter), "brackets", "repeat")
        QueryEncoder.put(query, "tags", JsonValue.from(tags), "brackets", "repeat")
        query.replaceAll(additionalQueryParams)
        return query.build()
    }

    fun _body(): JsonValue = JsonObject.of(emptyList(), additionalBodyProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? SearchQueryParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var query: String? = null
        private var filter: SearchQueryParamsFilter? = null
        private var tags: List<String>? = null
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: SearchQueryParams) = apply {
            query = params.query
            filter = params.filter
            tags = params.tags
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun query(query: String) = apply { this.query = query }

        fun filter(filter: SearchQueryParamsFilter?) = apply { this.filter = filter }

        fun tags(tags: List<String>?) = apply { this.tags = tags }

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

        fun build(): SearchQueryParams =
            SearchQueryParams(
                checkParam("q", query),
                filter,
                tags,
                additionalHeaders.build(),
                additionalQueryParams.build(),
                additionalBodyProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()
    }
}
