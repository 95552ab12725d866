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

class ScheduleForStopEntry
private constructor(
    private val date: JsonField<Long>,
    private val stopId: JsonField<String>,
    private val stopRouteSchedules: JsonField<List<StopRouteSchedule>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun date(): Long = date.getRequired("date")

    fun _date(): JsonField<Long> = date

    fun stopId(): String = stopId.getRequired("stopId")

    fun _stopId(): JsonField<String> = stopId

    fun stopRouteSchedules(): List<StopRouteSchedule> =
        stopRouteSchedules.getRequired("stopRouteSchedules")

    fun _stopRouteSchedules(): JsonField<List<StopRouteSchedule>> = stopRouteSchedules

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): ScheduleForStopEntry = apply {
        date()
        stopId()
        stopRouteSchedules().forEach { e1 -> e1.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("date" to date, "stopId" to stopId, "stopRouteSchedules" to stopRouteSchedules),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? ScheduleForStopEntry)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ScheduleForStopEntry" + toJson()

    class Builder internal constructor() {
        private var date: JsonField<Long> = JsonMissing
        private var stopId: JsonField<String> = JsonMissing
        private var stopRouteSchedules: JsonField<List<StopRouteSchedule>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ScheduleForStopEntry) = apply {
            date = model.date
            stopId = model.stopId
            stopRouteSchedules = model.stopRouteSchedules
            additionalProperties.putAll(model.additionalProperties)
        }

        fun date(date: Long) = date(JsonField.of(date))

        fun date(date: JsonField<Long>) = apply { this.date = date }

        fun stopId(stopId: String) = stopId(JsonField.of(stopId))

        fun stopId(stopId: JsonField<String>) = apply { this.stopId = stopId }

        fun stopRouteSchedules(stopRouteSchedules: List<StopRouteSchedule>) =
            stopRouteSchedules(JsonField.of(stopRouteSchedules))

        fun stopRouteSchedules(stopRouteSchedules: JsonField<List<StopRouteSchedule>>) = apply {
            this.stopRouteSchedules = stopRouteSchedules
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): ScheduleForStopEntry =
            ScheduleForStopEntry(
                checkRequired("date", date),
                checkRequired("stopId", stopId),
                checkRequired("stopRouteSchedules", stopRouteSchedules),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("date", "stopId", "stopRouteSchedules")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): ScheduleForStopEntry? {
            val o = json.asObject() ?: return null
            return ScheduleForStopEntry(
                Decoders.field(o["date"], Decoders.long),
                Decoders.field(o["stopId"], Decoders.string),
                Decoders.field(o["stopRouteSchedules"], Decoders.list(StopRouteSchedule.decoder)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ScheduleForStopEntry> = { fromJson(it) }
    }
}
