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

class TripDetails
private constructor(
    private val frequency: JsonField<String>,
    private val serviceDate: JsonField<Long>,
    private val situationIds: JsonField<List<String>>,
    private val tripId: JsonField<String>,
    private val schedule: JsonField<TripSchedule>,
    private val status: JsonField<TripStatus>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun frequency(): String? = frequency.getNullable("frequency")

    fun _frequency(): JsonField<String> = frequency

    fun serviceDate(): Long? = serviceDate.getNullable("serviceDate")

    fun _serviceDate(): JsonField<Long> = serviceDate

    fun situationIds(): List<String>? = situationIds.getNullable("situationIds")

    fun _situationIds(): JsonField<List<String>> = situationIds

    fun tripId(): String = tripId.getRequired("tripId")

    fun _tripId(): JsonField<String> = tripId

    fun schedule(): TripSchedule? = schedule.getNullable("schedule")

    fun _schedule(): JsonField<TripSchedule> = schedule

    // Trip-specific status for the arriving transit vehicle.
    fun status(): TripStatus = status.getRequired("status")

    fun _status(): JsonField<TripStatus> = status

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): TripDetails = apply {
        frequency()
        serviceDate()
        situationIds()
        tripId()
        schedule()?.let { v -> v.validate() }
        status().validate()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "frequency" to frequency,
                "serviceDate" to serviceDate,
                "situationIds" to situationIds,
                "tripId" to tripId,
                "schedule" to schedule,
                "status" to status,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? TripDetails)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "TripDetails" + toJson()

    class Builder internal constructor() {
        private var frequency: JsonField<String> = JsonMissing
        private var serviceDate: JsonField<Long> = JsonMissing
        private var situationIds: JsonField<List<String>> = JsonMissing
        private var tripId: JsonField<String> = JsonMissing
        private var schedule: JsonField<TripSchedule> = JsonMissing
        private var status: JsonField<TripStatus> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: TripDetails) = apply {
            frequency = model.frequency
            serviceDate = model.serviceDate
            situationIds = model.situationIds
            tripId = model.tripId
            schedule = model.schedule
            status = model.status
            additionalProperties.putAll(model.additionalProperties)
        }

        fun frequency(frequency: String?) = frequency(JsonField.ofNullable(frequency))

        fun frequency(frequency: JsonField<String>) = apply { this.frequency = frequency }

        fun serviceDate(serviceDate: Long?) = serviceDate(JsonField.ofNullable(serviceDate))

        fun serviceDate(serviceDate: JsonField<Long>) = apply { this.serviceDate = serviceDate }

        fun situationIds(situationIds: List<String>?) =
            situationIds(JsonField.ofNullable(situationIds))

        fun situationIds(situationIds: JsonField<List<String>>) = apply {
            this.situationIds = situationIds
        }

        fun tripId(tripId: String) = tripId(JsonField.of(tripId))

        fun tripId(tripId: JsonField<String>) = apply { this.tripId = tripId }

        fun schedule(schedule: TripSchedule?) = schedule(JsonField.ofNullable(schedule))

        fun schedule(schedule: JsonField<TripSchedule>) = apply { this.schedule = schedule }

        // Trip-specific status for the arriving transit vehicle.
        fun status(status: TripStatus) = status(JsonField.of(status))

        fun status(status: JsonField<TripStatus>) = apply { this.status = status }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): TripDetails =
            TripDetails(
                frequency,
                serviceDate,
                situationIds,
                checkRequired("tripId", tripId),
                schedule,
                checkRequired("status", status),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf("frequency", "serviceDate", "situationIds", "tripId", "schedule", "status")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): TripDetails? {
            val o = json.asObject() ?: return null
            return TripDetails(
                Decoders.field(o["frequency"], Decoders.string),
                Decoders.field(o["serviceDate"], Decoders.long),
                Decoders.field(o["situationIds"], Decoders.list(Decoders.string)),
                Decoders.field(o["tripId"], Decoders.string),
                Decoders.field(o["schedule"], TripSchedule.decoder),
                Decoders.field(o["status"], TripStatus.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<TripDetails> = { fromJson(it) }
    }
}
