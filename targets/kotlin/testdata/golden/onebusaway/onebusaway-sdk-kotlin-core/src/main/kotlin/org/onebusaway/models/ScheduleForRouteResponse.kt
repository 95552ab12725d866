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

class ScheduleForRouteResponse
private constructor(
    private val entry: JsonField<ScheduleEntry>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun entry(): ScheduleEntry = entry.getRequired("entry")

    fun _entry(): JsonField<ScheduleEntry> = entry

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): ScheduleForRouteResponse = apply {
        entry().validate()
    }

    override fun toJson(): JsonValue = JsonObject.of(listOf("entry" to entry), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? ScheduleForRouteResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ScheduleForRouteResponse" + toJson()

    class Builder internal constructor() {
        private var entry: JsonField<ScheduleEntry> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ScheduleForRouteResponse) = apply {
            entry = model.entry
            additionalProperties.putAll(model.additionalProperties)
        }

        fun entry(entry: ScheduleEntry) = entry(JsonField.of(entry))

        fun entry(entry: JsonField<ScheduleEntry>) = apply { this.entry = entry }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): ScheduleForRouteResponse =
            ScheduleForRouteResponse(checkRequired("entry", entry), additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("entry")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): ScheduleForRouteResponse? {
            val o = json.asObject() ?: return null
            return ScheduleForRouteResponse(
                Decoders.field(o["entry"], ScheduleEntry.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ScheduleForRouteResponse> = { fromJson(it) }
    }
}
