// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.events

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class EventListResponse
private constructor(
    private val events: JsonField<List<Event>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun events(): List<Event>? = events.getNullable("events")

    fun _events(): JsonField<List<Event>> = events

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): EventListResponse = apply {
        events()?.let { v -> v.forEach { e1 -> e1.validate() } }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("events" to events), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? EventListResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "EventListResponse" + toJson()

    class Builder internal constructor() {
        private var events: JsonField<List<Event>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: EventListResponse) = apply {
            events = model.events
            additionalProperties.putAll(model.additionalProperties)
        }

        fun events(events: List<Event>?) = events(JsonField.ofNullable(events))

        fun events(events: JsonField<List<Event>>) = apply { this.events = events }

        fun addEvent(event: Event) = apply {
            events = JsonField.of((events.asKnown() ?: emptyList()).plusElement(event))
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): EventListResponse = EventListResponse(events, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("events")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): EventListResponse? {
            val o = json.asObject() ?: return null
            return EventListResponse(
                Decoders.field(o["events"], Decoders.list(Event.decoder)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<EventListResponse> = { fromJson(it) }
    }
}
