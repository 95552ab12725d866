// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired

class TimeWindow
private constructor(
    private val from: JsonField<Long>,
    private val to: JsonField<Long>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    // Start time of the time window as a Unix timestamp.
    fun from(): Long = from.getRequired("from")

    fun _from(): JsonField<Long> = from

    // End time of the time window as a Unix timestamp.
    fun to(): Long = to.getRequired("to")

    fun _to(): JsonField<Long> = to

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): TimeWindow = apply {
        from()
        to()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("from" to from, "to" to to), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? TimeWindow)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "TimeWindow" + toJson()

    class Builder internal constructor() {
        private var from: JsonField<Long> = JsonMissing
        private var to: JsonField<Long> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: TimeWindow) = apply {
            from = model.from
            to = model.to
            additionalProperties.putAll(model.additionalProperties)
        }

        // Start time of the time window as a Unix timestamp.
        fun from(from: Long) = from(JsonField.of(from))

        fun from(from: JsonField<Long>) = apply { this.from = from }

        // End time of the time window as a Unix timestamp.
        fun to(to: Long) = to(JsonField.of(to))

        fun to(to: JsonField<Long>) = apply { this.to = to }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): TimeWindow =
            TimeWindow(
                checkRequired("from", from),
                checkRequired("to", to),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("from", "to")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): TimeWindow? {
            val o = json.asObject() ?: return null
            return TimeWindow(
                Decoders.field(o["from"], Decoders.long),
                Decoders.field(o["to"], Decoders.long),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<TimeWindow> = { fromJson(it) }
    }
}
