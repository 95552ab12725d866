// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.reports

import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.http.Headers
import com.acme.api.core.http.QueryParams

class ReportSearchParams
private constructor(
    private val cursor: JsonField<String>,
    private val pageSize: JsonField<Long>,
    private val query: JsonField<String>,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun cursor(): String? = cursor.getNullable("cursor")

    fun _cursor(): JsonField<String> = cursor

    fun pageSize(): Long? = pageSize.getNullable("page_size")

    fun _pageSize(): JsonField<Long> = pageSize

    fun query(): String? = query.getNullable("query")

    fun _query(): JsonField<String> = query

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
            listOf("cursor" to cursor, "page_size" to pageSize, "query" to query),
            additionalBodyProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? ReportSearchParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var cursor: JsonField<String> = JsonMissing
        private var pageSize: JsonField<Long> = JsonMissing
        private var query: JsonField<String> = JsonMissing
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: ReportSearchParams) = apply {
            cursor = params.cursor
            pageSize = params.pageSize
            query = params.query
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun cursor(cursor: String?) = cursor(JsonField.ofNullable(cursor))

        fun cursor(cursor: JsonField<String>) = apply { this.cursor = cursor }

        fun pageSize(pageSize: Long?) = pageSize(JsonField.ofNullable(pageSize))

        fun pageSize(pageSize: JsonField<Long>) = apply { this.pageSize = pageSize }

        fun query(query: String?) = query(JsonField.ofNullable(query))

        fun query(query: JsonField<String>) = apply { this.query = query }

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

        fun build(): ReportSearchParams =
            ReportSearchParams(
                cursor,
                pageSize,
                query,
                additionalHeaders.build(),
                additionalQueryParams.build(),
                additionalBodyProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        fun none(): ReportSearchParams = builder().build()
    }
}
