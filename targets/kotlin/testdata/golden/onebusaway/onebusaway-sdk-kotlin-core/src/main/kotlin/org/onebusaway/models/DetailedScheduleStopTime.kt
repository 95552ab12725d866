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

class DetailedScheduleStopTime
private constructor(
    private val arrivalEnabled: JsonField<Boolean>,
    private val arrivalTime: JsonField<Long>,
    private val departureEnabled: JsonField<Boolean>,
    private val departureTime: JsonField<Long>,
    private val serviceId: JsonField<String>,
    private val stopHeadsign: JsonField<String>,
    private val stopId: JsonField<String>,
    private val tripId: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun arrivalEnabled(): Boolean = arrivalEnabled.getRequired("arrivalEnabled")

    fun _arrivalEnabled(): JsonField<Boolean> = arrivalEnabled

    fun arrivalTime(): Long = arrivalTime.getRequired("arrivalTime")

    fun _arrivalTime(): JsonField<Long> = arrivalTime

    fun departureEnabled(): Boolean = departureEnabled.getRequired("departureEnabled")

    fun _departureEnabled(): JsonField<Boolean> = departureEnabled

    fun departureTime(): Long = departureTime.getRequired("departureTime")

    fun _departureTime(): JsonField<Long> = departureTime

    fun serviceId(): String? = serviceId.getNullable("serviceId")

    fun _serviceId(): JsonField<String> = serviceId

    fun stopHeadsign(): String? = stopHeadsign.getNullable("stopHeadsign")

    fun _stopHeadsign(): JsonField<String> = stopHeadsign

    fun stopId(): String = stopId.getRequired("stopId")

    fun _stopId(): JsonField<String> = stopId

    fun tripId(): String = tripId.getRequired("tripId")

    fun _tripId(): JsonField<String> = tripId

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): DetailedScheduleStopTime = apply {
        arrivalEnabled()
        arrivalTime()
        departureEnabled()
        departureTime()
        serviceId()
        stopHeadsign()
        stopId()
        tripId()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "arrivalEnabled" to arrivalEnabled,
                "arrivalTime" to arrivalTime,
                "departureEnabled" to departureEnabled,
                "departureTime" to departureTime,
                "serviceId" to serviceId,
                "stopHeadsign" to stopHeadsign,
                "stopId" to stopId,
                "tripId" to tripId,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? DetailedScheduleStopTime)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "DetailedScheduleStopTime" + toJson()

    class Builder internal constructor() {
        private var arrivalEnabled: JsonField<Boolean> = JsonMissing
        private var arrivalTime: JsonField<Long> = JsonMissing
        private var departureEnabled: JsonField<Boolean> = JsonMissing
        private var departureTime: JsonField<Long> = JsonMissing
        private var serviceId: JsonField<String> = JsonMissing
        private var stopHeadsign: JsonField<String> = JsonMissing
        private var stopId: JsonField<String> = JsonMissing
        private var tripId: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: DetailedScheduleStopTime) = apply {
            arrivalEnabled = model.arrivalEnabled
            arrivalTime = model.arrivalTime
            departureEnabled = model.departureEnabled
            departureTime = model.departureTime
            serviceId = model.serviceId
            stopHeadsign = model.stopHeadsign
            stopId = model.stopId
            tripId = model.tripId
            additionalProperties.putAll(model.additionalProperties)
        }

        fun arrivalEnabled(arrivalEnabled: Boolean) = arrivalEnabled(JsonField.of(arrivalEnabled))

        fun arrivalEnabled(arrivalEnabled: JsonField<Boolean>) = apply {
            this.arrivalEnabled = arrivalEnabled
        }

        fun arrivalTime(arrivalTime: Long) = arrivalTime(JsonField.of(arrivalTime))

        fun arrivalTime(arrivalTime: JsonField<Long>) = apply { this.arrivalTime = arrivalTime }

        fun departureEnabled(departureEnabled: Boolean) =
            departureEnabled(JsonField.of(departureEnabled))

        fun departureEnabled(departureEnabled: JsonField<Boolean>) = apply {
            this.departureEnabled = departureEnabled
        }

        fun departureTime(departureTime: Long) = departureTime(JsonField.of(departureTime))

        fun departureTime(departureTime: JsonField<Long>) = apply {
            this.departureTime = departureTime
        }

        fun serviceId(serviceId: String?) = serviceId(JsonField.ofNullable(serviceId))

        fun serviceId(serviceId: JsonField<String>) = apply { this.serviceId = serviceId }

        fun stopHeadsign(stopHeadsign: String?) = stopHeadsign(JsonField.ofNullable(stopHeadsign))

        fun stopHeadsign(stopHeadsign: JsonField<String>) = apply {
            this.stopHeadsign = stopHeadsign
        }

        fun stopId(stopId: String) = stopId(JsonField.of(stopId))

        fun stopId(stopId: JsonField<String>) = apply { this.stopId = stopId }

        fun tripId(tripId: String) = tripId(JsonField.of(tripId))

        fun tripId(tripId: JsonField<String>) = apply { this.tripId = tripId }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): DetailedScheduleStopTime =
            DetailedScheduleStopTime(
                checkRequired("arrivalEnabled", arrivalEnabled),
                checkRequired("arrivalTime", arrivalTime),
                checkRequired("departureEnabled", departureEnabled),
                checkRequired("departureTime", departureTime),
                serviceId,
                stopHeadsign,
                checkRequired("stopId", stopId),
                checkRequired("tripId", tripId),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf(
                "arrivalEnabled",
                "arrivalTime",
                "departureEnabled",
                "departureTime",
                "serviceId",
                "stopHeadsign",
                "stopId",
                "tripId",
            )

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): DetailedScheduleStopTime? {
            val o = json.asObject() ?: return null
            return DetailedScheduleStopTime(
                Decoders.field(o["arrivalEnabled"], Decoders.boolean),
                Decoders.field(o["arrivalTime"], Decoders.long),
                Decoders.field(o["departureEnabled"], Decoders.boolean),
                Decoders.field(o["departureTime"], Decoders.long),
                Decoders.field(o["serviceId"], Decoders.string),
                Decoders.field(o["stopHeadsign"], Decoders.string),
                Decoders.field(o["stopId"], Decoders.string),
                Decoders.field(o["tripId"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<DetailedScheduleStopTime> = { fromJson(it) }
    }
}
