// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards.transactions

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class TransactionListResponse
private constructor(
    private val data: JsonField<List<Transaction>>,
    private val page: JsonField<Long>,
    private val totalPages: JsonField<Long>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun data(): List<Transaction>? = data.getNullable("data")

    fun _data(): JsonField<List<Transaction>> = data

    fun page(): Long? = page.getNullable("page")

    fun _page(): JsonField<Long> = page

    fun totalPages(): Long? = totalPages.getNullable("total_pages")

    fun _totalPages(): JsonField<Long> = totalPages

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): TransactionListResponse = apply {
        data()?.let { v -> v.forEach { e1 -> e1.validate() } }
        page()
        totalPages()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("data" to data, "page" to page, "total_pages" to totalPages),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? TransactionListResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "TransactionListResponse" + toJson()

    class Builder internal constructor() {
        private var data: JsonField<List<Transaction>> = JsonMissing
        private var page: JsonField<Long> = JsonMissing
        private var totalPages: JsonField<Long> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: TransactionListResponse) = apply {
            data = model.data
            page = model.page
            totalPages = model.totalPages
            additionalProperties.putAll(model.additionalProperties)
        }

        fun data(data: List<Transaction>?) = data(JsonField.ofNullable(data))

        fun data(data: JsonField<List<Transaction>>) = apply { this.data = data }

        fun addData(dataItem: Transaction) = apply {
            data = JsonField.of((data.asKnown() ?: emptyList()).plusElement(dataItem))
        }

        fun page(page: Long?) = page(JsonField.ofNullable(page))

        fun page(page: JsonField<Long>) = apply { this.page = page }

        fun totalPages(totalPages: Long?) = totalPages(JsonField.ofNullable(totalPages))

        fun totalPages(totalPages: JsonField<Long>) = apply { this.totalPages = totalPages }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): TransactionListResponse =
            TransactionListResponse(data, page, totalPages, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("data", "page", "total_pages")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): TransactionListResponse? {
            val o = json.asObject() ?: return null
            return TransactionListResponse(
                Decoders.field(o["data"], Decoders.list(Transaction.decoder)),
                Decoders.field(o["page"], Decoders.long),
                Decoders.field(o["total_pages"], Decoders.long),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<TransactionListResponse> = { fromJson(it) }
    }
}
