// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.events

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class EventFeedResponseResult
private constructor(
    private val entries: JsonField<List<Event>>,
    private val paging: JsonField<EventFeedResponseResultPaging>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun entries(): List<Event>? = entries.getNullable("entries")

    fun _entries(): JsonField<List<Event>> = entries

    fun paging(): EventFeedResponseResultPaging? = paging.getNullable("paging")

    fun _paging(): JsonField<EventFeedResponseResultPaging> = paging

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): EventFeedResponseResult = apply {
        entries()?.let { v -> v.forEach { e1 -> e1.validate() } }
        paging()?.let { v -> v.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("entries" to entries, "paging" to paging), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? EventFeedResponseResult)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "EventFeedResponseResult" + toJson()

    class Builder internal constructor() {
        private var entries: JsonField<List<Event>> = JsonMissing
        private var paging: JsonField<EventFeedResponseResultPaging> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: EventFeedResponseResult) = apply {
            entries = model.entries
            paging = model.paging
            additionalProperties.putAll(model.additionalProperties)
        }

        fun entries(entries: List<Event>?) = entries(JsonField.ofNullable(entries))

        fun entries(entries: JsonField<List<Event>>) = apply { this.entries = entries }

        fun paging(paging: EventFeedResponseResultPaging?) = paging(JsonField.ofNullable(paging))

        fun paging(paging: JsonField<EventFeedResponseResultPaging>) = apply {
            this.paging = paging
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): EventFeedResponseResult =
            EventFeedResponseResult(entries, paging, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("entries", "paging")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): EventFeedResponseResult? {
            val o = json.asObject() ?: return null
            return EventFeedResponseResult(
                Decoders.field(o["entries"], Decoders.list(Event.decoder)),
                Decoders.field(o["paging"], EventFeedResponseResultPaging.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<EventFeedResponseResult> = { fromJson(it) }
    }
}
