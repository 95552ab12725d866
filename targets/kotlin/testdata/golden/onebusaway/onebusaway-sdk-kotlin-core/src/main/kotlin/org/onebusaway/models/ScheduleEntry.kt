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

class ScheduleEntry
private constructor(
    private val routeId: JsonField<String>,
    private val scheduleDate: JsonField<Long>,
    private val serviceIds: JsonField<List<String>>,
    private val stopTripGroupings: JsonField<List<StopTripGrouping>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun routeId(): String = routeId.getRequired("routeId")

    fun _routeId(): JsonField<String> = routeId

    fun scheduleDate(): Long = scheduleDate.getRequired("scheduleDate")

    fun _scheduleDate(): JsonField<Long> = scheduleDate

    fun serviceIds(): List<String> = serviceIds.getRequired("serviceIds")

    fun _serviceIds(): JsonField<List<String>> = serviceIds

    fun stopTripGroupings(): List<StopTripGrouping> =
        stopTripGroupings.getRequired("stopTripGroupings")

    fun _stopTripGroupings(): JsonField<List<StopTripGrouping>> = stopTripGroupings

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): ScheduleEntry = apply {
        routeId()
        scheduleDate()
        serviceIds()
        stopTripGroupings().forEach { e1 -> e1.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "routeId" to routeId,
                "scheduleDate" to scheduleDate,
                "serviceIds" to serviceIds,
                "stopTripGroupings" to stopTripGroupings,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? ScheduleEntry)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ScheduleEntry" + toJson()

    class Builder internal constructor() {
        private var routeId: JsonField<String> = JsonMissing
        private var scheduleDate: JsonField<Long> = JsonMissing
        private var serviceIds: JsonField<List<String>> = JsonMissing
        private var stopTripGroupings: JsonField<List<StopTripGrouping>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ScheduleEntry) = apply {
            routeId = model.routeId
            scheduleDate = model.scheduleDate
            serviceIds = model.serviceIds
            stopTripGroupings = model.stopTripGroupings
            additionalProperties.putAll(model.additionalProperties)
        }

        fun routeId(routeId: String) = routeId(JsonField.of(routeId))

        fun routeId(routeId: JsonField<String>) = apply { this.routeId = routeId }

        fun scheduleDate(scheduleDate: Long) = scheduleDate(JsonField.of(scheduleDate))

        fun scheduleDate(scheduleDate: JsonField<Long>) = apply { this.scheduleDate = scheduleDate }

        fun serviceIds(serviceIds: List<String>) = serviceIds(JsonField.of(serviceIds))

        fun serviceIds(serviceIds: JsonField<List<String>>) = apply { this.serviceIds = serviceIds }

        fun stopTripGroupings(stopTripGroupings: List<StopTripGrouping>) =
            stopTripGroupings(JsonField.of(stopTripGroupings))

        fun stopTripGroupings(stopTripGroupings: JsonField<List<StopTripGrouping>>) = apply {
            this.stopTripGroupings = stopTripGroupings
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): ScheduleEntry =
            ScheduleEntry(
                checkRequired("routeId", routeId),
                checkRequired("scheduleDate", scheduleDate),
                checkRequired("serviceIds", serviceIds),
                checkRequired("stopTripGroupings", stopTripGroupings),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("routeId", "scheduleDate", "serviceIds", "stopTripGroupings")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): ScheduleEntry? {
            val o = json.asObject() ?: return null
            return ScheduleEntry(
                Decoders.field(o["routeId"], Decoders.string),
                Decoders.field(o["scheduleDate"], Decoders.long),
                Decoders.field(o["serviceIds"], Decoders.list(Decoders.string)),
                Decoders.field(o["stopTripGroupings"], Decoders.list(StopTripGrouping.decoder)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ScheduleEntry> = { fromJson(it) }
    }
}
