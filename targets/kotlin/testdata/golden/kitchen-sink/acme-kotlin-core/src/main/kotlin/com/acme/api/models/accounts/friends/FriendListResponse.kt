// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts.friends

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class FriendListResponse
private constructor(
    private val data: JsonField<List<Friend>>,
    private val hasMore: JsonField<Boolean>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun data(): List<Friend>? = data.getNullable("data")

    fun _data(): JsonField<List<Friend>> = data

    fun hasMore(): Boolean? = hasMore.getNullable("has_more")

    fun _hasMore(): JsonField<Boolean> = hasMore

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): FriendListResponse = apply {
        data()?.let { v -> v.forEach { e1 -> e1.validate() } }
        hasMore()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("data" to data, "has_more" to hasMore), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? FriendListResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "FriendListResponse" + toJson()

    class Builder internal constructor() {
        private var data: JsonField<List<Friend>> = JsonMissing
        private var hasMore: JsonField<Boolean> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: FriendListResponse) = apply {
            data = model.data
            hasMore = model.hasMore
            additionalProperties.putAll(model.additionalProperties)
        }

        fun data(data: List<Friend>?) = data(JsonField.ofNullable(data))

        fun data(data: JsonField<List<Friend>>) = apply { this.data = data }

        fun addData(dataItem: Friend) = apply {
            data = JsonField.of((data.asKnown() ?: emptyList()).plusElement(dataItem))
        }

        fun hasMore(hasMore: Boolean?) = hasMore(JsonField.ofNullable(hasMore))

        fun hasMore(hasMore: JsonField<Boolean>) = apply { this.hasMore = hasMore }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): FriendListResponse =
            FriendListResponse(data, hasMore, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("data", "has_more")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): FriendListResponse? {
            val o = json.asObject() ?: return null
            return FriendListResponse(
                Decoders.field(o["data"], Decoders.list(Friend.decoder)),
                Decoders.field(o["has_more"], Decoders.boolean),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<FriendListResponse> = { fromJson(it) }
    }
}
