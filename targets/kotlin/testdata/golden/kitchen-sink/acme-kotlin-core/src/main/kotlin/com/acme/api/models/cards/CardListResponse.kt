// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class CardListResponse
private constructor(
    private val items: JsonField<List<Card>>,
    private val totalCount: JsonField<Long>,
    private val nextOffset: JsonField<Long>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun items(): List<Card>? = items.getNullable("items")

    fun _items(): JsonField<List<Card>> = items

    fun totalCount(): Long? = totalCount.getNullable("total_count")

    fun _totalCount(): JsonField<Long> = totalCount

    fun nextOffset(): Long? = nextOffset.getNullable("next_offset")

    fun _nextOffset(): JsonField<Long> = nextOffset

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): CardListResponse = apply {
        items()?.let { v -> v.forEach { e1 -> e1.validate() } }
        totalCount()
        nextOffset()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("items" to items, "total_count" to totalCount, "next_offset" to nextOffset),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? CardListResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "CardListResponse" + toJson()

    class Builder internal constructor() {
        private var items: JsonField<List<Card>> = JsonMissing
        private var totalCount: JsonField<Long> = JsonMissing
        private var nextOffset: JsonField<Long> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: CardListResponse) = apply {
            items = model.items
            totalCount = model.totalCount
            nextOffset = model.nextOffset
            additionalProperties.putAll(model.additionalProperties)
        }

        fun items(items: List<Card>?) = items(JsonField.ofNullable(items))

        fun items(items: JsonField<List<Card>>) = apply { this.items = items }

        fun addItem(item: Card) = apply {
            items = JsonField.of((items.asKnown() ?: emptyList()).plusElement(item))
        }

        fun totalCount(totalCount: Long?) = totalCount(JsonField.ofNullable(totalCount))

        fun totalCount(totalCount: JsonField<Long>) = apply { this.totalCount = totalCount }

        fun nextOffset(nextOffset: Long?) = nextOffset(JsonField.ofNullable(nextOffset))

        fun nextOffset(nextOffset: JsonField<Long>) = apply { this.nextOffset = nextOffset }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): CardListResponse =
            CardListResponse(items, totalCount, nextOffset, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("items", "total_count", "next_offset")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): CardListResponse? {
            val o = json.asObject() ?: return null
            return CardListResponse(
                Decoders.field(o["items"], Decoders.list(Card.decoder)),
                Decoders.field(o["total_count"], Decoders.long),
                Decoders.field(o["next_offset"], Decoders.long),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<CardListResponse> = { fromJson(it) }
    }
}
