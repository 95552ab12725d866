// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.search

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkParam
import com.acme.api.core.http.Headers
import com.acme.api.core.http.QueryEncoder
import com.acme.api.core.http.QueryParams
import java.time.OffsetDateTime

class SearchQueryParams
private constructor(
    private val query: String,
    private val filter: Filter?,
    private val tags: List<String>?,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun query(): String = query

    fun filter(): Filter? = filter

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
        QueryEncoder.put(query, "q", JsonValue.from(this.query), "brackets", "repeat")
        QueryEncoder.put(query, "filter", JsonValue.from(this.filter), "brackets", "repeat")
        QueryEncoder.put(query, "tags", JsonValue.from(this.tags), "brackets", "repeat")
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
        private var filter: Filter? = null
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

        fun filter(filter: Filter?) = apply { this.filter = filter }

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

    class Filter
    private constructor(
        private val createdAfter: JsonField<OffsetDateTime>,
        private val owner: JsonField<String>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun createdAfter(): OffsetDateTime? = createdAfter.getNullable("created_after")

        fun _createdAfter(): JsonField<OffsetDateTime> = createdAfter

        fun owner(): String? = owner.getNullable("owner")

        fun _owner(): JsonField<String> = owner

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Filter = apply {
            createdAfter()
            owner()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(
                listOf("created_after" to createdAfter, "owner" to owner),
                additionalProperties,
            )

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? Filter)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "Filter" + toJson()

        class Builder internal constructor() {
            private var createdAfter: JsonField<OffsetDateTime> = JsonMissing
            private var owner: JsonField<String> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Filter) = apply {
                createdAfter = model.createdAfter
                owner = model.owner
                additionalProperties.putAll(model.additionalProperties)
            }

            fun createdAfter(createdAfter: OffsetDateTime?) =
                createdAfter(JsonField.ofNullable(createdAfter))

            fun createdAfter(createdAfter: JsonField<OffsetDateTime>) = apply {
                this.createdAfter = createdAfter
            }

            fun owner(owner: String?) = owner(JsonField.ofNullable(owner))

            fun owner(owner: JsonField<String>) = apply { this.owner = owner }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): Filter = Filter(createdAfter, owner, additionalProperties.toMap())
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN = setOf("created_after", "owner")

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Filter? {
                val o = json.asObject() ?: return null
                return Filter(
                    Decoders.field(o["created_after"], Decoders.offsetDateTime),
                    Decoders.field(o["owner"], Decoders.string),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Filter> = { fromJson(it) }
        }
    }
}
