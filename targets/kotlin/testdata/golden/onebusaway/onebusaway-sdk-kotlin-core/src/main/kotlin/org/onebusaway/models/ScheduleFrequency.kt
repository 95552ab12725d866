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

class ScheduleFrequency
private constructor(
    private val serviceDate: JsonField<Long>,
    private val startTime: JsonField<Long>,
    private val endTime: JsonField<Long>,
    private val headway: JsonField<Long>,
    private val serviceId: JsonField<String>,
    private val tripId: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun serviceDate(): Long = serviceDate.getRequired("serviceDate")

    fun _serviceDate(): JsonField<Long> = serviceDate

    fun startTime(): Long = startTime.getRequired("startTime")

    fun _startTime(): JsonField<Long> = startTime

    fun endTime(): Long = endTime.getRequired("endTime")

    fun _endTime(): JsonField<Long> = endTime

    fun headway(): Long = headway.getRequired("headway")

    fun _headway(): JsonField<Long> = headway

    fun serviceId(): String = serviceId.getRequired("serviceId")

    fun _serviceId(): JsonField<String> = serviceId

    fun tripId(): String = tripId.getRequired("tripId")

    fun _tripId(): JsonField<String> = tripId

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): ScheduleFrequency = apply {
        serviceDate()
        startTime()
        endTime()
        headway()
        serviceId()
        tripId()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "serviceDate" to serviceDate,
                "startTime" to startTime,
                "endTime" to endTime,
                "headway" to headway,
                "serviceId" to serviceId,
                "tripId" to tripId,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? ScheduleFrequency)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ScheduleFrequency" + toJson()

    class Builder internal constructor() {
        private var serviceDate: JsonField<Long> = JsonMissing
        private var startTime: JsonField<Long> = JsonMissing
        private var endTime: JsonField<Long> = JsonMissing
        private var headway: JsonField<Long> = JsonMissing
        private var serviceId: JsonField<String> = JsonMissing
        private var tripId: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ScheduleFrequency) = apply {
            serviceDate = model.serviceDate
            startTime = model.startTime
            endTime = model.endTime
            headway = model.headway
            serviceId = model.serviceId
            tripId = model.tripId
            additionalProperties.putAll(model.additionalProperties)
        }

        fun serviceDate(serviceDate: Long) = serviceDate(JsonField.of(serviceDate))

        fun serviceDate(serviceDate: JsonField<Long>) = apply { this.serviceDate = serviceDate }

        fun startTime(startTime: Long) = startTime(JsonField.of(startTime))

        fun startTime(startTime: JsonField<Long>) = apply { this.startTime = startTime }

        fun endTime(endTime: Long) = endTime(JsonField.of(endTime))

        fun endTime(endTime: JsonField<Long>) = apply { this.endTime = endTime }

        fun headway(headway: Long) = headway(JsonField.of(headway))

        fun headway(headway: JsonField<Long>) = apply { this.headway = headway }

        fun serviceId(serviceId: String) = serviceId(JsonField.of(serviceId))

        fun serviceId(serviceId: JsonField<String>) = apply { this.serviceId = serviceId }

        fun tripId(tripId: String) = tripId(JsonField.of(tripId))

        fun tripId(tripId: JsonField<String>) = apply { this.tripId = tripId }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): ScheduleFrequency =
            ScheduleFrequency(
                checkRequired("serviceDate", serviceDate),
                checkRequired("startTime", startTime),
                checkRequired("endTime", endTime),
                checkRequired("headway", headway),
                checkRequired("serviceId", serviceId),
                checkRequired("tripId", tripId),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf("serviceDate", "startTime", "endTime", "headway", "serviceId", "tripId")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): ScheduleFrequency? {
            val o = json.asObject() ?: return null
            return ScheduleFrequency(
                Decoders.field(o["serviceDate"], Decoders.long),
                Decoders.field(o["startTime"], Decoders.long),
                Decoders.field(o["endTime"], Decoders.long),
                Decoders.field(o["headway"], Decoders.long),
                Decoders.field(o["serviceId"], Decoders.string),
                Decoders.field(o["tripId"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ScheduleFrequency> = { fromJson(it) }
    }
}
