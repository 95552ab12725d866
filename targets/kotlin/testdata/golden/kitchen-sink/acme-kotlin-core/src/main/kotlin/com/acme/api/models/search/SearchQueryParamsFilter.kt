// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.search

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import java.time.OffsetDateTime

class SearchQueryParamsFilter
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

    fun validate(): SearchQueryParamsFilter = apply {
        createdAfter()
        owner()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("created_after" to createdAfter, "owner" to owner),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? SearchQueryParamsFilter)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "SearchQueryParamsFilter" + toJson()

    class Builder internal constructor() {
        private var createdAfter: JsonField<OffsetDateTime> = JsonMissing
        private var owner: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: SearchQueryParamsFilter) = apply {
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

        fun build(): SearchQueryParamsFilter =
            SearchQueryParamsFilter(createdAfter, owner, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("created_after", "owner")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): SearchQueryParamsFilter? {
            val o = json.asObject() ?: return null
            return SearchQueryParamsFilter(
                Decoders.field(o["created_after"], Decoders.offsetDateTime),
                Decoders.field(o["owner"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<SearchQueryParamsFilter> = { fromJson(it) }
    }
}
