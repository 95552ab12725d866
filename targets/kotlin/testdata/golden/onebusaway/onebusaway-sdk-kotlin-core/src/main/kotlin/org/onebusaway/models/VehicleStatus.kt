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

class VehicleStatus
private constructor(
    private val vehicleId: JsonField<String>,
    private val lastUpdateTime: JsonField<Long>,
    private val lastLocationUpdateTime: JsonField<Long>,
    private val location: JsonField<Location>,
    private val tripId: JsonField<String>,
    private val tripStatus: JsonField<TripStatus>,
    private val occupancyCapacity: JsonField<Long>,
    private val occupancyCount: JsonField<Long>,
    private val occupancyStatus: JsonField<String>,
    private val phase: JsonField<String>,
    private val status: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun vehicleId(): String = vehicleId.getRequired("vehicleId")

    fun _vehicleId(): JsonField<String> = vehicleId

    fun lastUpdateTime(): Long = lastUpdateTime.getRequired("lastUpdateTime")

    fun _lastUpdateTime(): JsonField<Long> = lastUpdateTime

    fun lastLocationUpdateTime(): Long =
        lastLocationUpdateTime.getRequired("lastLocationUpdateTime")

    fun _lastLocationUpdateTime(): JsonField<Long> = lastLocationUpdateTime

    fun location(): Location? = location.getNullable("location")

    fun _location(): JsonField<Location> = location

    fun tripId(): String? = tripId.getNullable("tripId")

    fun _tripId(): JsonField<String> = tripId

    // Trip-specific status for the arriving transit vehicle.
    fun tripStatus(): TripStatus? = tripStatus.getNullable("tripStatus")

    fun _tripStatus(): JsonField<TripStatus> = tripStatus

    fun occupancyCapacity(): Long? = occupancyCapacity.getNullable("occupancyCapacity")

    fun _occupancyCapacity(): JsonField<Long> = occupancyCapacity

    fun occupancyCount(): Long? = occupancyCount.getNullable("occupancyCount")

    fun _occupancyCount(): JsonField<Long> = occupancyCount

    fun occupancyStatus(): String? = occupancyStatus.getNullable("occupancyStatus")

    fun _occupancyStatus(): JsonField<String> = occupancyStatus

    fun phase(): String? = phase.getNullable("phase")

    fun _phase(): JsonField<String> = phase

    fun status(): String? = status.getNullable("status")

    fun _status(): JsonField<String> = status

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): VehicleStatus = apply {
        vehicleId()
        lastUpdateTime()
        lastLocationUpdateTime()
        location()?.let { v -> v.validate() }
        tripId()
        tripStatus()?.let { v -> v.validate() }
        occupancyCapacity()
        occupancyCount()
        occupancyStatus()
        phase()
        status()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "vehicleId" to vehicleId,
                "lastUpdateTime" to lastUpdateTime,
                "lastLocationUpdateTime" to lastLocationUpdateTime,
                "location" to location,
                "tripId" to tripId,
                "tripStatus" to tripStatus,
                "occupancyCapacity" to occupancyCapacity,
                "occupancyCount" to occupancyCount,
                "occupancyStatus" to occupancyStatus,
                "phase" to phase,
                "status" to status,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? VehicleStatus)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "VehicleStatus" + toJson()

    class Builder internal constructor() {
        private var vehicleId: JsonField<String> = JsonMissing
        private var lastUpdateTime: JsonField<Long> = JsonMissing
        private var lastLocationUpdateTime: JsonField<Long> = JsonMissing
        private var location: JsonField<Location> = JsonMissing
        private var tripId: JsonField<String> = JsonMissing
        private var tripStatus: JsonField<TripStatus> = JsonMissing
        private var occupancyCapacity: JsonField<Long> = JsonMissing
        private var occupancyCount: JsonField<Long> = JsonMissing
        private var occupancyStatus: JsonField<String> = JsonMissing
        private var phase: JsonField<String> = JsonMissing
        private var status: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: VehicleStatus) = apply {
            vehicleId = model.vehicleId
            lastUpdateTime = model.lastUpdateTime
            lastLocationUpdateTime = model.lastLocationUpdateTime
            location = model.location
            tripId = model.tripId
            tripStatus = model.tripStatus
            occupancyCapacity = model.occupancyCapacity
            occupancyCount = model.occupancyCount
            occupancyStatus = model.occupancyStatus
            phase = model.phase
            status = model.status
            additionalProperties.putAll(model.additionalProperties)
        }

        fun vehicleId(vehicleId: String) = vehicleId(JsonField.of(vehicleId))

        fun vehicleId(vehicleId: JsonField<String>) = apply { this.vehicleId = vehicleId }

        fun lastUpdateTime(lastUpdateTime: Long) = lastUpdateTime(JsonField.of(lastUpdateTime))

        fun lastUpdateTime(lastUpdateTime: JsonField<Long>) = apply {
            this.lastUpdateTime = lastUpdateTime
        }

        fun lastLocationUpdateTime(lastLocationUpdateTime: Long) =
            lastLocationUpdateTime(JsonField.of(lastLocationUpdateTime))

        fun lastLocationUpdateTime(lastLocationUpdateTime: JsonField<Long>) = apply {
            this.lastLocationUpdateTime = lastLocationUpdateTime
        }

        fun location(location: Location?) = location(JsonField.ofNullable(location))

        fun location(location: JsonField<Location>) = apply { this.location = location }

        fun tripId(tripId: String?) = tripId(JsonField.ofNullable(tripId))

        fun tripId(tripId: JsonField<String>) = apply { this.tripId = tripId }

        // Trip-specific status for the arriving transit vehicle.
        fun tripStatus(tripStatus: TripStatus?) = tripStatus(JsonField.ofNullable(tripStatus))

        fun tripStatus(tripStatus: JsonField<TripStatus>) = apply { this.tripStatus = tripStatus }

        fun occupancyCapacity(occupancyCapacity: Long?) =
            occupancyCapacity(JsonField.ofNullable(occupancyCapacity))

        fun occupancyCapacity(occupancyCapacity: JsonField<Long>) = apply {
            this.occupancyCapacity = occupancyCapacity
        }

        fun occupancyCount(occupancyCount: Long?) =
            occupancyCount(JsonField.ofNullable(occupancyCount))

        fun occupancyCount(occupancyCount: JsonField<Long>) = apply {
            this.occupancyCount = occupancyCount
        }

        fun occupancyStatus(occupancyStatus: String?) =
            occupancyStatus(JsonField.ofNullable(occupancyStatus))

        fun occupancyStatus(occupancyStatus: JsonField<String>) = apply {
            this.occupancyStatus = occupancyStatus
        }

        fun phase(phase: String?) = phase(JsonField.ofNullable(phase))

        fun phase(phase: JsonField<String>) = apply { this.phase = phase }

        fun status(status: String?) = status(JsonField.ofNullable(status))

        fun status(status: JsonField<String>) = apply { this.status = status }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): VehicleStatus =
            VehicleStatus(
                checkRequired("vehicleId", vehicleId),
                checkRequired("lastUpdateTime", lastUpdateTime),
                checkRequired("lastLocationUpdateTime", lastLocationUpdateTime),
                location,
                tripId,
                tripStatus,
                occupancyCapacity,
                occupancyCount,
                occupancyStatus,
                phase,
                status,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf(
                "vehicleId",
                "lastUpdateTime",
                "lastLocationUpdateTime",
                "location",
                "tripId",
                "tripStatus",
                "occupancyCapacity",
                "occupancyCount",
                "occupancyStatus",
                "phase",
                "status",
            )

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): VehicleStatus? {
            val o = json.asObject() ?: return null
            return VehicleStatus(
                Decoders.field(o["vehicleId"], Decoders.string),
                Decoders.field(o["lastUpdateTime"], Decoders.long),
                Decoders.field(o["lastLocationUpdateTime"], Decoders.long),
                Decoders.field(o["location"], Location.decoder),
                Decoders.field(o["tripId"], Decoders.string),
                Decoders.field(o["tripStatus"], TripStatus.decoder),
                Decoders.field(o["occupancyCapacity"], Decoders.long),
                Decoders.field(o["occupancyCount"], Decoders.long),
                Decoders.field(o["occupancyStatus"], Decoders.string),
                Decoders.field(o["phase"], Decoders.string),
                Decoders.field(o["status"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<VehicleStatus> = { fromJson(it) }
    }
}
