// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.events

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class EventFeedResponseResultPaging
private constructor(
    private val next: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun next(): String? = next.getNullable("next")

    fun _next(): JsonField<String> = next

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): EventFeedResponseResultPaging = apply {
        next()
    }

    override fun toJson(): JsonValue = JsonObject.of(listOf("next" to next), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? EventFeedResponseResultPaging)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "EventFeedResponseResultPaging" + toJson()

    class Builder internal constructor() {
        private var next: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: EventFeedResponseResultPaging) = apply {
            next = model.next
            additionalProperties.putAll(model.additionalProperties)
        }

        fun next(next: String?) = next(JsonField.ofNullable(next))

        fun next(next: JsonField<String>) = apply { this.next = next }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): EventFeedResponseResultPaging =
            EventFeedResponseResultPaging(next, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("next")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): EventFeedResponseResultPaging? {
            val o = json.asObject() ?: return null
            return EventFeedResponseResultPaging(
                Decoders.field(o["next"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<EventFeedResponseResultPaging> = { fromJson(it) }
    }
}
