// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.events

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class Event
private constructor(
    private val id: JsonField<String>,
    private val type: JsonField<String>,
    private val payload: JsonField<JsonValue>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun id(): String? = id.getNullable("id")

    fun _id(): JsonField<String> = id

    fun type(): String? = type.getNullable("type")

    fun _type(): JsonField<String> = type

    fun payload(): JsonValue? = payload.getNullable("payload")

    fun _payload(): JsonField<JsonValue> = payload

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Event = apply {
        id()
        type()
        payload()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("id" to id, "type" to type, "payload" to payload),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Event)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Event" + toJson()

    class Builder internal constructor() {
        private var id: JsonField<String> = JsonMissing
        private var type: JsonField<String> = JsonMissing
        private var payload: JsonField<JsonValue> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Event) = apply {
            id = model.id
            type = model.type
            payload = model.payload
            additionalProperties.putAll(model.additionalProperties)
        }

        fun id(id: String?) = id(JsonField.ofNullable(id))

        fun id(id: JsonField<String>) = apply { this.id = id }

        fun type(type: String?) = type(JsonField.ofNullable(type))

        fun type(type: JsonField<String>) = apply { this.type = type }

        fun payload(payload: JsonValue?) = payload(JsonField.ofNullable(payload))

        fun payload(payload: JsonField<JsonValue>) = apply { this.payload = payload }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Event = Event(id, type, payload, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("id", "type", "payload")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Event? {
            val o = json.asObject() ?: return null
            return Event(
                Decoders.field(o["id"], Decoders.string),
                Decoders.field(o["type"], Decoders.string),
                Decoders.field(o["payload"], Decoders.unknown),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Event> = { fromJson(it) }
    }
}
