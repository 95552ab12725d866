// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards

import com.acme.api.core.Decoder
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.enumDecoder
import com.acme.api.core.http.Headers
import com.acme.api.core.http.QueryEncoder
import com.acme.api.core.http.QueryParams

class CardListParams
private constructor(
    private val offset: Long?,
    private val limit: Long?,
    private val sort: Sort?,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun offset(): Long? = offset

    fun limit(): Long? = limit

    fun sort(): Sort? = sort

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
        QueryEncoder.put(query, "offset", JsonValue.from(this.offset), "brackets", "repeat")
        QueryEncoder.put(query, "limit", JsonValue.from(this.limit), "brackets", "repeat")
        QueryEncoder.put(query, "sort", JsonValue.from(this.sort), "brackets", "repeat")
        query.replaceAll(additionalQueryParams)
        return query.build()
    }

    fun _body(): JsonValue = JsonObject.of(emptyList(), additionalBodyProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? CardListParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var offset: Long? = null
        private var limit: Long? = null
        private var sort: Sort? = null
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: CardListParams) = apply {
            offset = params.offset
            limit = params.limit
            sort = params.sort
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun offset(offset: Long?) = apply { this.offset = offset }

        fun limit(limit: Long?) = apply { this.limit = limit }

        fun sort(sort: Sort?) = apply { this.sort = sort }

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

        fun build(): CardListParams =
            CardListParams(
                offset,
                limit,
                sort,
                additionalHeaders.build(),
                additionalQueryParams.build(),
                additionalBodyProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        fun none(): CardListParams = builder().build()
    }

    class Sort private constructor(private val value: JsonValue) : JsonModel {

        fun _value(): JsonValue = value

        /** The value, when it is one the SDK knows. */
        fun known(): Known? =
            when (this) {
                ASC -> Known.ASC
                DESC -> Known.DESC
                else -> null
            }

        override fun toJson(): JsonValue = value

        override fun equals(other: Any?): Boolean = (other as? Sort)?.value == value

        override fun hashCode(): Int = value.hashCode()

        override fun toString(): String = value.toString()

        enum class Known {
            ASC,
            DESC,
        }

        companion object {
            val ASC: Sort = of("asc")

            val DESC: Sort = of("desc")

            fun of(value: String): Sort = Sort(JsonValue.from(value))

            val decoder: Decoder<Sort> = enumDecoder({ it.asString() }, ::Sort)
        }
    }
}
