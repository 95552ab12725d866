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

class TripEntry
private constructor(
    private val frequency: JsonField<String>,
    private val schedule: JsonField<TripSchedule>,
    private val serviceDate: JsonField<Long>,
    private val situationIds: JsonField<List<String>>,
    private val status: JsonField<TripStatus>,
    private val tripId: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun frequency(): String? = frequency.getNullable("frequency")

    fun _frequency(): JsonField<String> = frequency

    fun schedule(): TripSchedule? = schedule.getNullable("schedule")

    fun _schedule(): JsonField<TripSchedule> = schedule

    fun serviceDate(): Long? = serviceDate.getNullable("serviceDate")

    fun _serviceDate(): JsonField<Long> = serviceDate

    fun situationIds(): List<String>? = situationIds.getNullable("situationIds")

    fun _situationIds(): JsonField<List<String>> = situationIds

    // Trip-specific status for the arriving transit vehicle.
    fun status(): TripStatus? = status.getNullable("status")

    fun _status(): JsonField<TripStatus> = status

    fun tripId(): String = tripId.getRequired("tripId")

    fun _tripId(): JsonField<String> = tripId

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): TripEntry = apply {
        frequency()
        schedule()?.let { v -> v.validate() }
        serviceDate()
        situationIds()
        status()?.let { v -> v.validate() }
        tripId()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "frequency" to frequency,
                "schedule" to schedule,
                "serviceDate" to serviceDate,
                "situationIds" to situationIds,
                "status" to status,
                "tripId" to tripId,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? TripEntry)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "TripEntry" + toJson()

    class Builder internal constructor() {
        private var frequency: JsonField<String> = JsonMissing
        private var schedule: JsonField<TripSchedule> = JsonMissing
        private var serviceDate: JsonField<Long> = JsonMissing
        private var situationIds: JsonField<List<String>> = JsonMissing
        private var status: JsonField<TripStatus> = JsonMissing
        private var tripId: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: TripEntry) = apply {
            frequency = model.frequency
            schedule = model.schedule
            serviceDate = model.serviceDate
            situationIds = model.situationIds
            status = model.status
            tripId = model.tripId
            additionalProperties.putAll(model.additionalProperties)
        }

        fun frequency(frequency: String?) = frequency(JsonField.ofNullable(frequency))

        fun frequency(frequency: JsonField<String>) = apply { this.frequency = frequency }

        fun schedule(schedule: TripSchedule?) = schedule(JsonField.ofNullable(schedule))

        fun schedule(schedule: JsonField<TripSchedule>) = apply { this.schedule = schedule }

        fun serviceDate(serviceDate: Long?) = serviceDate(JsonField.ofNullable(serviceDate))

        fun serviceDate(serviceDate: JsonField<Long>) = apply { this.serviceDate = serviceDate }

        fun situationIds(situationIds: List<String>?) =
            situationIds(JsonField.ofNullable(situationIds))

        fun situationIds(situationIds: JsonField<List<String>>) = apply {
            this.situationIds = situationIds
        }

        // Trip-specific status for the arriving transit vehicle.
        fun status(status: TripStatus?) = status(JsonField.ofNullable(status))

        fun status(status: JsonField<TripStatus>) = apply { this.status = status }

        fun tripId(tripId: String) = tripId(JsonField.of(tripId))

        fun tripId(tripId: JsonField<String>) = apply { this.tripId = tripId }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): TripEntry =
            TripEntry(
                frequency,
                schedule,
                serviceDate,
                situationIds,
                status,
                checkRequired("tripId", tripId),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf("frequency", "schedule", "serviceDate", "situationIds", "status", "tripId")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): TripEntry? {
            val o = json.asObject() ?: return null
            return TripEntry(
                Decoders.field(o["frequency"], Decoders.string),
                Decoders.field(o["schedule"], TripSchedule.decoder),
                Decoders.field(o["serviceDate"], Decoders.long),
                Decoders.field(o["situationIds"], Decoders.list(Decoders.string)),
                Decoders.field(o["status"], TripStatus.decoder),
                Decoders.field(o["tripId"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<TripEntry> = { fromJson(it) }
    }
}
