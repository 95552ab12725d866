// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.events

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class EventFeedResponse
private constructor(
    private val result: JsonField<EventFeedResponseResult>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun result(): EventFeedResponseResult? = result.getNullable("result")

    fun _result(): JsonField<EventFeedResponseResult> = result

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): EventFeedResponse = apply {
        result()?.let { v -> v.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("result" to result), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? EventFeedResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "EventFeedResponse" + toJson()

    class Builder internal constructor() {
        private var result: JsonField<EventFeedResponseResult> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: EventFeedResponse) = apply {
            result = model.result
            additionalProperties.putAll(model.additionalProperties)
        }

        fun result(result: EventFeedResponseResult?) = result(JsonField.ofNullable(result))

        fun result(result: JsonField<EventFeedResponseResult>) = apply { this.result = result }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): EventFeedResponse = EventFeedResponse(result, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("result")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): EventFeedResponse? {
            val o = json.asObject() ?: return null
            return EventFeedResponse(
                Decoders.field(o["result"], EventFeedResponseResult.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<EventFeedResponse> = { fromJson(it) }
    }
}
