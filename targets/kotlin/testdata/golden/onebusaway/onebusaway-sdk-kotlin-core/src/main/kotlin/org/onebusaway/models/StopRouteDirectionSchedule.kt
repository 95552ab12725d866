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

class StopRouteDirectionSchedule
private constructor(
    private val scheduleFrequencies: JsonField<List<ScheduleFrequency>>,
    private val scheduleStopTimes: JsonField<List<ScheduleStopTime>>,
    private val tripHeadsign: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun scheduleFrequencies(): List<ScheduleFrequency>? =
        scheduleFrequencies.getNullable("scheduleFrequencies")

    fun _scheduleFrequencies(): JsonField<List<ScheduleFrequency>> = scheduleFrequencies

    fun scheduleStopTimes(): List<ScheduleStopTime> =
        scheduleStopTimes.getRequired("scheduleStopTimes")

    fun _scheduleStopTimes(): JsonField<List<ScheduleStopTime>> = scheduleStopTimes

    fun tripHeadsign(): String = tripHeadsign.getRequired("tripHeadsign")

    fun _tripHeadsign(): JsonField<String> = tripHeadsign

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): StopRouteDirectionSchedule = apply {
        scheduleFrequencies()?.let { v -> v.forEach { e1 -> e1.validate() } }
        scheduleStopTimes().forEach { e1 -> e1.validate() }
        tripHeadsign()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "scheduleFrequencies" to scheduleFrequencies,
                "scheduleStopTimes" to scheduleStopTimes,
                "tripHeadsign" to tripHeadsign,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? StopRouteDirectionSchedule)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "StopRouteDirectionSchedule" + toJson()

    class Builder internal constructor() {
        private var scheduleFrequencies: JsonField<List<ScheduleFrequency>> = JsonMissing
        private var scheduleStopTimes: JsonField<List<ScheduleStopTime>> = JsonMissing
        private var tripHeadsign: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: StopRouteDirectionSchedule) = apply {
            scheduleFrequencies = model.scheduleFrequencies
            scheduleStopTimes = model.scheduleStopTimes
            tripHeadsign = model.tripHeadsign
            additionalProperties.putAll(model.additionalProperties)
        }

        fun scheduleFrequencies(scheduleFrequencies: List<ScheduleFrequency>?) =
            scheduleFrequencies(JsonField.ofNullable(scheduleFrequencies))

        fun scheduleFrequencies(scheduleFrequencies: JsonField<List<ScheduleFrequency>>) = apply {
            this.scheduleFrequencies = scheduleFrequencies
        }

        fun scheduleStopTimes(scheduleStopTimes: List<ScheduleStopTime>) =
            scheduleStopTimes(JsonField.of(scheduleStopTimes))

        fun scheduleStopTimes(scheduleStopTimes: JsonField<List<ScheduleStopTime>>) = apply {
            this.scheduleStopTimes = scheduleStopTimes
        }

        fun tripHeadsign(tripHeadsign: String) = tripHeadsign(JsonField.of(tripHeadsign))

        fun tripHeadsign(tripHeadsign: JsonField<String>) = apply {
            this.tripHeadsign = tripHeadsign
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): StopRouteDirectionSchedule =
            StopRouteDirectionSchedule(
                scheduleFrequencies,
                checkRequired("scheduleStopTimes", scheduleStopTimes),
                checkRequired("tripHeadsign", tripHeadsign),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("scheduleFrequencies", "scheduleStopTimes", "tripHeadsign")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): StopRouteDirectionSchedule? {
            val o = json.asObject() ?: return null
            return StopRouteDirectionSchedule(
                Decoders.field(o["scheduleFrequencies"], Decoders.list(ScheduleFrequency.decoder)),
                Decoders.field(o["scheduleStopTimes"], Decoders.list(ScheduleStopTime.decoder)),
                Decoders.field(o["tripHeadsign"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<StopRouteDirectionSchedule> = { fromJson(it) }
    }
}
