// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.vehiclesforagency

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired
import org.onebusaway.models.References

class VehiclesForAgencyListResponse
private constructor(
    private val code: JsonField<Long>,
    private val currentTime: JsonField<Long>,
    private val text: JsonField<String>,
    private val version: JsonField<Long>,
    private val data: JsonField<Data>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun code(): Long = code.getRequired("code")

    fun _code(): JsonField<Long> = code

    fun currentTime(): Long = currentTime.getRequired("currentTime")

    fun _currentTime(): JsonField<Long> = currentTime

    fun text(): String = text.getRequired("text")

    fun _text(): JsonField<String> = text

    fun version(): Long = version.getRequired("version")

    fun _version(): JsonField<Long> = version

    fun data(): Data = data.getRequired("data")

    fun _data(): JsonField<Data> = data

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): VehiclesForAgencyListResponse = apply {
        code()
        currentTime()
        text()
        version()
        data().validate()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "code" to code,
                "currentTime" to currentTime,
                "text" to text,
                "version" to version,
                "data" to data,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? VehiclesForAgencyListResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "VehiclesForAgencyListResponse" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<Long> = JsonMissing
        private var currentTime: JsonField<Long> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private var version: JsonField<Long> = JsonMissing
        private var data: JsonField<Data> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: VehiclesForAgencyListResponse) = apply {
            code = model.code
            currentTime = model.currentTime
            text = model.text
            version = model.version
            data = model.data
            additionalProperties.putAll(model.additionalProperties)
        }

        fun code(code: Long) = code(JsonField.of(code))

        fun code(code: JsonField<Long>) = apply { this.code = code }

        fun currentTime(currentTime: Long) = currentTime(JsonField.of(currentTime))

        fun currentTime(currentTime: JsonField<Long>) = apply { this.currentTime = currentTime }

        fun text(text: String) = text(JsonField.of(text))

        fun text(text: JsonField<String>) = apply { this.text = text }

        fun version(version: Long) = version(JsonField.of(version))

        fun version(version: JsonField<Long>) = apply { this.version = version }

        fun data(data: Data) = data(JsonField.of(data))

        fun data(data: JsonField<Data>) = apply { this.data = data }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): VehiclesForAgencyListResponse =
            VehiclesForAgencyListResponse(
                checkRequired("code", code),
                checkRequired("currentTime", currentTime),
                checkRequired("text", text),
                checkRequired("version", version),
                checkRequired("data", data),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("code", "currentTime", "text", "version", "data")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): VehiclesForAgencyListResponse? {
            val o = json.asObject() ?: return null
            return VehiclesForAgencyListResponse(
                Decoders.field(o["code"], Decoders.long),
                Decoders.field(o["currentTime"], Decoders.long),
                Decoders.field(o["text"], Decoders.string),
                Decoders.field(o["version"], Decoders.long),
                Decoders.field(o["data"], Data.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<VehiclesForAgencyListResponse> = { fromJson(it) }
    }

    class Data
    private constructor(
        private val list: JsonField<kotlin.collections.List<List>>,
        private val limitExceeded: JsonField<Boolean>,
        private val references: JsonField<References>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun list(): kotlin.collections.List<List> = list.getRequired("list")

        fun _list(): JsonField<kotlin.collections.List<List>> = list

        fun limitExceeded(): Boolean? = limitExceeded.getNullable("limitExceeded")

        fun _limitExceeded(): JsonField<Boolean> = limitExceeded

        fun references(): References = references.getRequired("references")

        fun _references(): JsonField<References> = references

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Data = apply {
            list().forEach { e1 -> e1.validate() }
            limitExceeded()
            references().validate()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(
                listOf(
                    "list" to list,
                    "limitExceeded" to limitExceeded,
                    "references" to references,
                ),
                additionalProperties,
            )

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? Data)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "Data" + toJson()

        class Builder internal constructor() {
            private var list: JsonField<kotlin.collections.List<List>> = JsonMissing
            private var limitExceeded: JsonField<Boolean> = JsonMissing
            private var references: JsonField<References> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Data) = apply {
                list = model.list
                limitExceeded = model.limitExceeded
                references = model.references
                additionalProperties.putAll(model.additionalProperties)
            }

            fun list(list: kotlin.collections.List<List>) = list(JsonField.of(list))

            fun list(list: JsonField<kotlin.collections.List<List>>) = apply { this.list = list }

            fun addList(listItem: List) = apply {
                list = JsonField.of((list.asKnown() ?: emptyList()).plusElement(listItem))
            }

            fun limitExceeded(limitExceeded: Boolean?) =
                limitExceeded(JsonField.ofNullable(limitExceeded))

            fun limitExceeded(limitExceeded: JsonField<Boolean>) = apply {
                this.limitExceeded = limitExceeded
            }

            fun references(references: References) = references(JsonField.of(references))

            fun references(references: JsonField<References>) = apply {
                this.references = references
            }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): Data =
                Data(
                    checkRequired("list", list),
                    limitExceeded,
                    checkRequired("references", references),
                    additionalProperties.toMap(),
                )
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN = setOf("list", "limitExceeded", "references")

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Data? {
                val o = json.asObject() ?: return null
                return Data(
                    Decoders.field(o["list"], Decoders.list(List.decoder)),
                    Decoders.field(o["limitExceeded"], Decoders.boolean),
                    Decoders.field(o["references"], References.decoder),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Data> = { fromJson(it) }
        }

        class List
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

            fun validate(): List = apply {
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

            override fun equals(other: Any?): Boolean = (other as? List)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "List" + toJson()

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

                internal fun from(model: List) = apply {
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

                fun lastUpdateTime(lastUpdateTime: Long) =
                    lastUpdateTime(JsonField.of(lastUpdateTime))

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
                fun tripStatus(tripStatus: TripStatus?) =
                    tripStatus(JsonField.ofNullable(tripStatus))

                fun tripStatus(tripStatus: JsonField<TripStatus>) = apply {
                    this.tripStatus = tripStatus
                }

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

                fun build(): List =
                    List(
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
                fun fromJson(json: JsonValue): List? {
                    val o = json.asObject() ?: return null
                    return List(
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

                val decoder: Decoder<List> = { fromJson(it) }
            }

            class Location
            private constructor(
                private val lat: JsonField<Double>,
                private val lon: JsonField<Double>,
                private val additionalProperties: Map<String, JsonValue>,
            ) : JsonModel {

                fun lat(): Double? = lat.getNullable("lat")

                fun _lat(): JsonField<Double> = lat

                fun lon(): Double? = lon.getNullable("lon")

                fun _lon(): JsonField<Double> = lon

                fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                fun validate(): Location = apply {
                    lat()
                    lon()
                }

                override fun toJson(): JsonValue =
                    JsonObject.of(listOf("lat" to lat, "lon" to lon), additionalProperties)

                fun toBuilder(): Builder = Builder().from(this)

                override fun equals(other: Any?): Boolean =
                    (other as? Location)?.toJson() == toJson()

                override fun hashCode(): Int = toJson().hashCode()

                override fun toString(): String = "Location" + toJson()

                class Builder internal constructor() {
                    private var lat: JsonField<Double> = JsonMissing
                    private var lon: JsonField<Double> = JsonMissing
                    private val additionalProperties = LinkedHashMap<String, JsonValue>()

                    internal fun from(model: Location) = apply {
                        lat = model.lat
                        lon = model.lon
                        additionalProperties.putAll(model.additionalProperties)
                    }

                    fun lat(lat: Double?) = lat(JsonField.ofNullable(lat))

                    fun lat(lat: JsonField<Double>) = apply { this.lat = lat }

                    fun lon(lon: Double?) = lon(JsonField.ofNullable(lon))

                    fun lon(lon: JsonField<Double>) = apply { this.lon = lon }

                    fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                        additionalProperties[key] = value
                    }

                    fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                        this.additionalProperties.clear()
                        this.additionalProperties.putAll(additionalProperties)
                    }

                    fun build(): Location = Location(lat, lon, additionalProperties.toMap())
                }

                companion object {
                    fun builder(): Builder = Builder()

                    private val KNOWN = setOf("lat", "lon")

                    /** The model in [json], or null when it is not a JSON object. */
                    fun fromJson(json: JsonValue): Location? {
                        val o = json.asObject() ?: return null
                        return Location(
                            Decoders.field(o["lat"], Decoders.double),
                            Decoders.field(o["lon"], Decoders.double),
                            o.filterKeys { it !in KNOWN },
                        )
                    }

                    val decoder: Decoder<Location> = { fromJson(it) }
                }
            }

            // Trip-specific status for the arriving transit vehicle.
            class TripStatus
            private constructor(
                private val activeTripId: JsonField<String>,
                private val blockTripSequence: JsonField<Long>,
                private val closestStop: JsonField<String>,
                private val closestStopTimeOffset: JsonField<Long>,
                private val distanceAlongTrip: JsonField<Double>,
                private val frequency: JsonField<String>,
                private val lastKnownDistanceAlongTrip: JsonField<Double>,
                private val lastKnownLocation: JsonField<LastKnownLocation>,
                private val lastKnownOrientation: JsonField<Double>,
                private val lastLocationUpdateTime: JsonField<Long>,
                private val lastUpdateTime: JsonField<Long>,
                private val nextStop: JsonField<String>,
                private val nextStopTimeOffset: JsonField<Long>,
                private val occupancyCapacity: JsonField<Long>,
                private val occupancyCount: JsonField<Long>,
                private val occupancyStatus: JsonField<String>,
                private val orientation: JsonField<Double>,
                private val phase: JsonField<String>,
                private val position: JsonField<Position>,
                private val predicted: JsonField<Boolean>,
                private val scheduleDeviation: JsonField<Long>,
                private val scheduledDistanceAlongTrip: JsonField<Double>,
                private val serviceDate: JsonField<Long>,
                private val situationIds: JsonField<kotlin.collections.List<String>>,
                private val status: JsonField<String>,
                private val totalDistanceAlongTrip: JsonField<Double>,
                private val vehicleId: JsonField<String>,
                private val additionalProperties: Map<String, JsonValue>,
            ) : JsonModel {

                // Trip ID of the trip the vehicle is actively serving.
                fun activeTripId(): String = activeTripId.getRequired("activeTripId")

                fun _activeTripId(): JsonField<String> = activeTripId

                // Index of the active trip into the sequence of trips for the active block.
                fun blockTripSequence(): Long = blockTripSequence.getRequired("blockTripSequence")

                fun _blockTripSequence(): JsonField<Long> = blockTripSequence

                // ID of the closest stop to the current location of the transit vehicle.
                fun closestStop(): String = closestStop.getRequired("closestStop")

                fun _closestStop(): JsonField<String> = closestStop

                // Time offset from the closest stop to the current position of the transit vehicle
                // (in seconds).
                fun closestStopTimeOffset(): Long? =
                    closestStopTimeOffset.getNullable("closestStopTimeOffset")

                fun _closestStopTimeOffset(): JsonField<Long> = closestStopTimeOffset

                // Distance, in meters, the transit vehicle has progressed along the active trip.
                fun distanceAlongTrip(): Double = distanceAlongTrip.getRequired("distanceAlongTrip")

                fun _distanceAlongTrip(): JsonField<Double> = distanceAlongTrip

                // Information about frequency-based scheduling, if applicable to the trip.
                fun frequency(): String? = frequency.getNullable("frequency")

                fun _frequency(): JsonField<String> = frequency

                // Last known distance along the trip received in real-time from the transit
                // vehicle.
                fun lastKnownDistanceAlongTrip(): Double =
                    lastKnownDistanceAlongTrip.getRequired("lastKnownDistanceAlongTrip")

                fun _lastKnownDistanceAlongTrip(): JsonField<Double> = lastKnownDistanceAlongTrip

                // Last known location of the transit vehicle (optional).
                fun lastKnownLocation(): LastKnownLocation? =
                    lastKnownLocation.getNullable("lastKnownLocation")

                fun _lastKnownLocation(): JsonField<LastKnownLocation> = lastKnownLocation

                // Last known orientation value received in real-time from the transit vehicle.
                fun lastKnownOrientation(): Double? =
                    lastKnownOrientation.getNullable("lastKnownOrientation")

                fun _lastKnownOrientation(): JsonField<Double> = lastKnownOrientation

                // Timestamp of the last known real-time location update from the transit vehicle.
                fun lastLocationUpdateTime(): Long =
                    lastLocationUpdateTime.getRequired("lastLocationUpdateTime")

                fun _lastLocationUpdateTime(): JsonField<Long> = lastLocationUpdateTime

                // Timestamp of the last known real-time update from the transit vehicle.
                fun lastUpdateTime(): Long = lastUpdateTime.getRequired("lastUpdateTime")

                fun _lastUpdateTime(): JsonField<Long> = lastUpdateTime

                // ID of the next stop the transit vehicle is scheduled to arrive at.
                fun nextStop(): String? = nextStop.getNullable("nextStop")

                fun _nextStop(): JsonField<String> = nextStop

                // Time offset from the next stop to the current position of the transit vehicle (in
                // seconds).
                fun nextStopTimeOffset(): Long? =
                    nextStopTimeOffset.getNullable("nextStopTimeOffset")

                fun _nextStopTimeOffset(): JsonField<Long> = nextStopTimeOffset

                // Capacity of the transit vehicle in terms of occupancy.
                fun occupancyCapacity(): Long = occupancyCapacity.getRequired("occupancyCapacity")

                fun _occupancyCapacity(): JsonField<Long> = occupancyCapacity

                // Current count of occupants in the transit vehicle.
                fun occupancyCount(): Long = occupancyCount.getRequired("occupancyCount")

                fun _occupancyCount(): JsonField<Long> = occupancyCount

                // Current occupancy status of the transit vehicle.
                fun occupancyStatus(): String = occupancyStatus.getRequired("occupancyStatus")

                fun _occupancyStatus(): JsonField<String> = occupancyStatus

                // Orientation of the transit vehicle, represented as an angle in degrees.
                fun orientation(): Double? = orientation.getNullable("orientation")

                fun _orientation(): JsonField<Double> = orientation

                // Current journey phase of the trip.
                fun phase(): String = phase.getRequired("phase")

                fun _phase(): JsonField<String> = phase

                // Current position of the transit vehicle.
                fun position(): Position? = position.getNullable("position")

                fun _position(): JsonField<Position> = position

                // Indicates if real-time arrival info is available for this trip.
                fun predicted(): Boolean = predicted.getRequired("predicted")

                fun _predicted(): JsonField<Boolean> = predicted

                // Deviation from the schedule in seconds (positive for late, negative for early).
                fun scheduleDeviation(): Long = scheduleDeviation.getRequired("scheduleDeviation")

                fun _scheduleDeviation(): JsonField<Long> = scheduleDeviation

                // Distance, in meters, the transit vehicle is scheduled to have progressed along
                // the active trip.
                fun scheduledDistanceAlongTrip(): Double? =
                    scheduledDistanceAlongTrip.getNullable("scheduledDistanceAlongTrip")

                fun _scheduledDistanceAlongTrip(): JsonField<Double> = scheduledDistanceAlongTrip

                // Time, in milliseconds since the Unix epoch, of midnight for the start of the
                // service date for the trip.
                fun serviceDate(): Long = serviceDate.getRequired("serviceDate")

                fun _serviceDate(): JsonField<Long> = serviceDate

                // References to situation elements (if any) applicable to this trip.
                fun situationIds(): kotlin.collections.List<String>? =
                    situationIds.getNullable("situationIds")

                fun _situationIds(): JsonField<kotlin.collections.List<String>> = situationIds

                // Current status modifiers for the trip.
                fun status(): String = status.getRequired("status")

                fun _status(): JsonField<String> = status

                // Total length of the trip, in meters.
                fun totalDistanceAlongTrip(): Double =
                    totalDistanceAlongTrip.getRequired("totalDistanceAlongTrip")

                fun _totalDistanceAlongTrip(): JsonField<Double> = totalDistanceAlongTrip

                // ID of the transit vehicle currently serving the trip.
                fun vehicleId(): String? = vehicleId.getNullable("vehicleId")

                fun _vehicleId(): JsonField<String> = vehicleId

                fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                fun validate(): TripStatus = apply {
                    activeTripId()
                    blockTripSequence()
                    closestStop()
                    closestStopTimeOffset()
                    distanceAlongTrip()
                    frequency()
                    lastKnownDistanceAlongTrip()
                    lastKnownLocation()?.let { v -> v.validate() }
                    lastKnownOrientation()
                    lastLocationUpdateTime()
                    lastUpdateTime()
                    nextStop()
                    nextStopTimeOffset()
                    occupancyCapacity()
                    occupancyCount()
                    occupancyStatus()
                    orientation()
                    phase()
                    position()?.let { v -> v.validate() }
                    predicted()
                    scheduleDeviation()
                    scheduledDistanceAlongTrip()
                    serviceDate()
                    situationIds()
                    status()
                    totalDistanceAlongTrip()
                    vehicleId()
                }

                override fun toJson(): JsonValue =
                    JsonObject.of(
                        listOf(
                            "activeTripId" to activeTripId,
                            "blockTripSequence" to blockTripSequence,
                            "closestStop" to closestStop,
                            "closestStopTimeOffset" to closestStopTimeOffset,
                            "distanceAlongTrip" to distanceAlongTrip,
                            "frequency" to frequency,
                            "lastKnownDistanceAlongTrip" to lastKnownDistanceAlongTrip,
                            "lastKnownLocation" to lastKnownLocation,
                            "lastKnownOrientation" to lastKnownOrientation,
                            "lastLocationUpdateTime" to lastLocationUpdateTime,
                            "lastUpdateTime" to lastUpdateTime,
                            "nextStop" to nextStop,
                            "nextStopTimeOffset" to nextStopTimeOffset,
                            "occupancyCapacity" to occupancyCapacity,
                            "occupancyCount" to occupancyCount,
                            "occupancyStatus" to occupancyStatus,
                            "orientation" to orientation,
                            "phase" to phase,
                            "position" to position,
                            "predicted" to predicted,
                            "scheduleDeviation" to scheduleDeviation,
                            "scheduledDistanceAlongTrip" to scheduledDistanceAlongTrip,
                            "serviceDate" to serviceDate,
                            "situationIds" to situationIds,
                            "status" to status,
                            "totalDistanceAlongTrip" to totalDistanceAlongTrip,
                            "vehicleId" to vehicleId,
                        ),
                        additionalProperties,
                    )

                fun toBuilder(): Builder = Builder().from(this)

                override fun equals(other: Any?): Boolean =
                    (other as? TripStatus)?.toJson() == toJson()

                override fun hashCode(): Int = toJson().hashCode()

                override fun toString(): String = "TripStatus" + toJson()

                class Builder internal constructor() {
                    private var activeTripId: JsonField<String> = JsonMissing
                    private var blockTripSequence: JsonField<Long> = JsonMissing
                    private var closestStop: JsonField<String> = JsonMissing
                    private var closestStopTimeOffset: JsonField<Long> = JsonMissing
                    private var distanceAlongTrip: JsonField<Double> = JsonMissing
                    private var frequency: JsonField<String> = JsonMissing
                    private var lastKnownDistanceAlongTrip: JsonField<Double> = JsonMissing
                    private var lastKnownLocation: JsonField<LastKnownLocation> = JsonMissing
                    private var lastKnownOrientation: JsonField<Double> = JsonMissing
                    private var lastLocationUpdateTime: JsonField<Long> = JsonMissing
                    private var lastUpdateTime: JsonField<Long> = JsonMissing
                    private var nextStop: JsonField<String> = JsonMissing
                    private var nextStopTimeOffset: JsonField<Long> = JsonMissing
                    private var occupancyCapacity: JsonField<Long> = JsonMissing
                    private var occupancyCount: JsonField<Long> = JsonMissing
                    private var occupancyStatus: JsonField<String> = JsonMissing
                    private var orientation: JsonField<Double> = JsonMissing
                    private var phase: JsonField<String> = JsonMissing
                    private var position: JsonField<Position> = JsonMissing
                    private var predicted: JsonField<Boolean> = JsonMissing
                    private var scheduleDeviation: JsonField<Long> = JsonMissing
                    private var scheduledDistanceAlongTrip: JsonField<Double> = JsonMissing
                    private var serviceDate: JsonField<Long> = JsonMissing
                    private var situationIds: JsonField<kotlin.collections.List<String>> =
                        JsonMissing
                    private var status: JsonField<String> = JsonMissing
                    private var totalDistanceAlongTrip: JsonField<Double> = JsonMissing
                    private var vehicleId: JsonField<String> = JsonMissing
                    private val additionalProperties = LinkedHashMap<String, JsonValue>()

                    internal fun from(model: TripStatus) = apply {
                        activeTripId = model.activeTripId
                        blockTripSequence = model.blockTripSequence
                        closestStop = model.closestStop
                        closestStopTimeOffset = model.closestStopTimeOffset
                        distanceAlongTrip = model.distanceAlongTrip
                        frequency = model.frequency
                        lastKnownDistanceAlongTrip = model.lastKnownDistanceAlongTrip
                        lastKnownLocation = model.lastKnownLocation
                        lastKnownOrientation = model.lastKnownOrientation
                        lastLocationUpdateTime = model.lastLocationUpdateTime
                        lastUpdateTime = model.lastUpdateTime
                        nextStop = model.nextStop
                        nextStopTimeOffset = model.nextStopTimeOffset
                        occupancyCapacity = model.occupancyCapacity
                        occupancyCount = model.occupancyCount
                        occupancyStatus = model.occupancyStatus
                        orientation = model.orientation
                        phase = model.phase
                        position = model.position
                        predicted = model.predicted
                        scheduleDeviation = model.scheduleDeviation
                        scheduledDistanceAlongTrip = model.scheduledDistanceAlongTrip
                        serviceDate = model.serviceDate
                        situationIds = model.situationIds
                        status = model.status
                        totalDistanceAlongTrip = model.totalDistanceAlongTrip
                        vehicleId = model.vehicleId
                        additionalProperties.putAll(model.additionalProperties)
                    }

                    // Trip ID of the trip the vehicle is actively serving.
                    fun activeTripId(activeTripId: String) =
                        activeTripId(JsonField.of(activeTripId))

                    fun activeTripId(activeTripId: JsonField<String>) = apply {
                        this.activeTripId = activeTripId
                    }

                    // Index of the active trip into the sequence of trips for the active block.
                    fun blockTripSequence(blockTripSequence: Long) =
                        blockTripSequence(JsonField.of(blockTripSequence))

                    fun blockTripSequence(blockTripSequence: JsonField<Long>) = apply {
                        this.blockTripSequence = blockTripSequence
                    }

                    // ID of the closest stop to the current location of the transit vehicle.
                    fun closestStop(closestStop: String) = closestStop(JsonField.of(closestStop))

                    fun closestStop(closestStop: JsonField<String>) = apply {
                        this.closestStop = closestStop
                    }

                    // Time offset from the closest stop to the current position of the transit
                    // vehicle (in seconds).
                    fun closestStopTimeOffset(closestStopTimeOffset: Long?) =
                        closestStopTimeOffset(JsonField.ofNullable(closestStopTimeOffset))

                    fun closestStopTimeOffset(closestStopTimeOffset: JsonField<Long>) = apply {
                        this.closestStopTimeOffset = closestStopTimeOffset
                    }

                    // Distance, in meters, the transit vehicle has progressed along the active
                    // trip.
                    fun distanceAlongTrip(distanceAlongTrip: Double) =
                        distanceAlongTrip(JsonField.of(distanceAlongTrip))

                    fun distanceAlongTrip(distanceAlongTrip: JsonField<Double>) = apply {
                        this.distanceAlongTrip = distanceAlongTrip
                    }

                    // Information about frequency-based scheduling, if applicable to the trip.
                    fun frequency(frequency: String?) = frequency(JsonField.ofNullable(frequency))

                    fun frequency(frequency: JsonField<String>) = apply {
                        this.frequency = frequency
                    }

                    // Last known distance along the trip received in real-time from the transit
                    // vehicle.
                    fun lastKnownDistanceAlongTrip(lastKnownDistanceAlongTrip: Double) =
                        lastKnownDistanceAlongTrip(JsonField.of(lastKnownDistanceAlongTrip))

                    fun lastKnownDistanceAlongTrip(lastKnownDistanceAlongTrip: JsonField<Double>) =
                        apply {
                            this.lastKnownDistanceAlongTrip = lastKnownDistanceAlongTrip
                        }

                    // Last known location of the transit vehicle (optional).
                    fun lastKnownLocation(lastKnownLocation: LastKnownLocation?) =
                        lastKnownLocation(JsonField.ofNullable(lastKnownLocation))

                    fun lastKnownLocation(lastKnownLocation: JsonField<LastKnownLocation>) = apply {
                        this.lastKnownLocation = lastKnownLocation
                    }

                    // Last known orientation value received in real-time from the transit vehicle.
                    fun lastKnownOrientation(lastKnownOrientation: Double?) =
                        lastKnownOrientation(JsonField.ofNullable(lastKnownOrientation))

                    fun lastKnownOrientation(lastKnownOrientation: JsonField<Double>) = apply {
                        this.lastKnownOrientation = lastKnownOrientation
                    }

                    // Timestamp of the last known real-time location update from the transit
                    // vehicle.
                    fun lastLocationUpdateTime(lastLocationUpdateTime: Long) =
                        lastLocationUpdateTime(JsonField.of(lastLocationUpdateTime))

                    fun lastLocationUpdateTime(lastLocationUpdateTime: JsonField<Long>) = apply {
                        this.lastLocationUpdateTime = lastLocationUpdateTime
                    }

                    // Timestamp of the last known real-time update from the transit vehicle.
                    fun lastUpdateTime(lastUpdateTime: Long) =
                        lastUpdateTime(JsonField.of(lastUpdateTime))

                    fun lastUpdateTime(lastUpdateTime: JsonField<Long>) = apply {
                        this.lastUpdateTime = lastUpdateTime
                    }

                    // ID of the next stop the transit vehicle is scheduled to arrive at.
                    fun nextStop(nextStop: String?) = nextStop(JsonField.ofNullable(nextStop))

                    fun nextStop(nextStop: JsonField<String>) = apply { this.nextStop = nextStop }

                    // Time offset from the next stop to the current position of the transit vehicle
                    // (in seconds).
                    fun nextStopTimeOffset(nextStopTimeOffset: Long?) =
                        nextStopTimeOffset(JsonField.ofNullable(nextStopTimeOffset))

                    fun nextStopTimeOffset(nextStopTimeOffset: JsonField<Long>) = apply {
                        this.nextStopTimeOffset = nextStopTimeOffset
                    }

                    // Capacity of the transit vehicle in terms of occupancy.
                    fun occupancyCapacity(occupancyCapacity: Long) =
                        occupancyCapacity(JsonField.of(occupancyCapacity))

                    fun occupancyCapacity(occupancyCapacity: JsonField<Long>) = apply {
                        this.occupancyCapacity = occupancyCapacity
                    }

                    // Current count of occupants in the transit vehicle.
                    fun occupancyCount(occupancyCount: Long) =
                        occupancyCount(JsonField.of(occupancyCount))

                    fun occupancyCount(occupancyCount: JsonField<Long>) = apply {
                        this.occupancyCount = occupancyCount
                    }

                    // Current occupancy status of the transit vehicle.
                    fun occupancyStatus(occupancyStatus: String) =
                        occupancyStatus(JsonField.of(occupancyStatus))

                    fun occupancyStatus(occupancyStatus: JsonField<String>) = apply {
                        this.occupancyStatus = occupancyStatus
                    }

                    // Orientation of the transit vehicle, represented as an angle in degrees.
                    fun orientation(orientation: Double?) =
                        orientation(JsonField.ofNullable(orientation))

                    fun orientation(orientation: JsonField<Double>) = apply {
                        this.orientation = orientation
                    }

                    // Current journey phase of the trip.
                    fun phase(phase: String) = phase(JsonField.of(phase))

                    fun phase(phase: JsonField<String>) = apply { this.phase = phase }

                    // Current position of the transit vehicle.
                    fun position(position: Position?) = position(JsonField.ofNullable(position))

                    fun position(position: JsonField<Position>) = apply { this.position = position }

                    // Indicates if real-time arrival info is available for this trip.
                    fun predicted(predicted: Boolean) = predicted(JsonField.of(predicted))

                    fun predicted(predicted: JsonField<Boolean>) = apply {
                        this.predicted = predicted
                    }

                    // Deviation from the schedule in seconds (positive for late, negative for
                    // early).
                    fun scheduleDeviation(scheduleDeviation: Long) =
                        scheduleDeviation(JsonField.of(scheduleDeviation))

                    fun scheduleDeviation(scheduleDeviation: JsonField<Long>) = apply {
                        this.scheduleDeviation = scheduleDeviation
                    }

                    // Distance, in meters, the transit vehicle is scheduled to have progressed
                    // along the active trip.
                    fun scheduledDistanceAlongTrip(scheduledDistanceAlongTrip: Double?) =
                        scheduledDistanceAlongTrip(JsonField.ofNullable(scheduledDistanceAlongTrip))

                    fun scheduledDistanceAlongTrip(scheduledDistanceAlongTrip: JsonField<Double>) =
                        apply {
                            this.scheduledDistanceAlongTrip = scheduledDistanceAlongTrip
                        }

                    // Time, in milliseconds since the Unix epoch, of midnight for the start of the
                    // service date for the trip.
                    fun serviceDate(serviceDate: Long) = serviceDate(JsonField.of(serviceDate))

                    fun serviceDate(serviceDate: JsonField<Long>) = apply {
                        this.serviceDate = serviceDate
                    }

                    // References to situation elements (if any) applicable to this trip.
                    fun situationIds(situationIds: kotlin.collections.List<String>?) =
                        situationIds(JsonField.ofNullable(situationIds))

                    fun situationIds(situationIds: JsonField<kotlin.collections.List<String>>) =
                        apply {
                            this.situationIds = situationIds
                        }

                    fun addSituationId(situationId: String) = apply {
                        situationIds =
                            JsonField.of(
                                (situationIds.asKnown() ?: emptyList()).plusElement(situationId)
                            )
                    }

                    // Current status modifiers for the trip.
                    fun status(status: String) = status(JsonField.of(status))

                    fun status(status: JsonField<String>) = apply { this.status = status }

                    // Total length of the trip, in meters.
                    fun totalDistanceAlongTrip(totalDistanceAlongTrip: Double) =
                        totalDistanceAlongTrip(JsonField.of(totalDistanceAlongTrip))

                    fun totalDistanceAlongTrip(totalDistanceAlongTrip: JsonField<Double>) = apply {
                        this.totalDistanceAlongTrip = totalDistanceAlongTrip
                    }

                    // ID of the transit vehicle currently serving the trip.
                    fun vehicleId(vehicleId: String?) = vehicleId(JsonField.ofNullable(vehicleId))

                    fun vehicleId(vehicleId: JsonField<String>) = apply {
                        this.vehicleId = vehicleId
                    }

                    fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                        additionalProperties[key] = value
                    }

                    fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                        this.additionalProperties.clear()
                        this.additionalProperties.putAll(additionalProperties)
                    }

                    fun build(): TripStatus =
                        TripStatus(
                            checkRequired("activeTripId", activeTripId),
                            checkRequired("blockTripSequence", blockTripSequence),
                            checkRequired("closestStop", closestStop),
                            closestStopTimeOffset,
                            checkRequired("distanceAlongTrip", distanceAlongTrip),
                            frequency,
                            checkRequired("lastKnownDistanceAlongTrip", lastKnownDistanceAlongTrip),
                            lastKnownLocation,
                            lastKnownOrientation,
                            checkRequired("lastLocationUpdateTime", lastLocationUpdateTime),
                            checkRequired("lastUpdateTime", lastUpdateTime),
                            nextStop,
                            nextStopTimeOffset,
                            checkRequired("occupancyCapacity", occupancyCapacity),
                            checkRequired("occupancyCount", occupancyCount),
                            checkRequired("occupancyStatus", occupancyStatus),
                            orientation,
                            checkRequired("phase", phase),
                            position,
                            checkRequired("predicted", predicted),
                            checkRequired("scheduleDeviation", scheduleDeviation),
                            scheduledDistanceAlongTrip,
                            checkRequired("serviceDate", serviceDate),
                            situationIds,
                            checkRequired("status", status),
                            checkRequired("totalDistanceAlongTrip", totalDistanceAlongTrip),
                            vehicleId,
                            additionalProperties.toMap(),
                        )
                }

                companion object {
                    fun builder(): Builder = Builder()

                    private val KNOWN =
                        setOf(
                            "activeTripId",
                            "blockTripSequence",
                            "closestStop",
                            "closestStopTimeOffset",
                            "distanceAlongTrip",
                            "frequency",
                            "lastKnownDistanceAlongTrip",
                            "lastKnownLocation",
                            "lastKnownOrientation",
                            "lastLocationUpdateTime",
                            "lastUpdateTime",
                            "nextStop",
                            "nextStopTimeOffset",
                            "occupancyCapacity",
                            "occupancyCount",
                            "occupancyStatus",
                            "orientation",
                            "phase",
                            "position",
                            "predicted",
                            "scheduleDeviation",
                            "scheduledDistanceAlongTrip",
                            "serviceDate",
                            "situationIds",
                            "status",
                            "totalDistanceAlongTrip",
                            "vehicleId",
                        )

                    /** The model in [json], or null when it is not a JSON object. */
                    fun fromJson(json: JsonValue): TripStatus? {
                        val o = json.asObject() ?: return null
                        return TripStatus(
                            Decoders.field(o["activeTripId"], Decoders.string),
                            Decoders.field(o["blockTripSequence"], Decoders.long),
                            Decoders.field(o["closestStop"], Decoders.string),
                            Decoders.field(o["closestStopTimeOffset"], Decoders.long),
                            Decoders.field(o["distanceAlongTrip"], Decoders.double),
                            Decoders.field(o["frequency"], Decoders.string),
                            Decoders.field(o["lastKnownDistanceAlongTrip"], Decoders.double),
                            Decoders.field(o["lastKnownLocation"], LastKnownLocation.decoder),
                            Decoders.field(o["lastKnownOrientation"], Decoders.double),
                            Decoders.field(o["lastLocationUpdateTime"], Decoders.long),
                            Decoders.field(o["lastUpdateTime"], Decoders.long),
                            Decoders.field(o["nextStop"], Decoders.string),
                            Decoders.field(o["nextStopTimeOffset"], Decoders.long),
                            Decoders.field(o["occupancyCapacity"], Decoders.long),
                            Decoders.field(o["occupancyCount"], Decoders.long),
                            Decoders.field(o["occupancyStatus"], Decoders.string),
                            Decoders.field(o["orientation"], Decoders.double),
                            Decoders.field(o["phase"], Decoders.string),
                            Decoders.field(o["position"], Position.decoder),
                            Decoders.field(o["predicted"], Decoders.boolean),
                            Decoders.field(o["scheduleDeviation"], Decoders.long),
                            Decoders.field(o["scheduledDistanceAlongTrip"], Decoders.double),
                            Decoders.field(o["serviceDate"], Decoders.long),
                            Decoders.field(o["situationIds"], Decoders.list(Decoders.string)),
                            Decoders.field(o["status"], Decoders.string),
                            Decoders.field(o["totalDistanceAlongTrip"], Decoders.double),
                            Decoders.field(o["vehicleId"], Decoders.string),
                            o.filterKeys { it !in KNOWN },
                        )
                    }

                    val decoder: Decoder<TripStatus> = { fromJson(it) }
                }

                // Last known location of the transit vehicle (optional).
                class LastKnownLocation
                private constructor(
                    private val lat: JsonField<Double>,
                    private val lon: JsonField<Double>,
                    private val additionalProperties: Map<String, JsonValue>,
                ) : JsonModel {

                    // Latitude of the last known location of the transit vehicle.
                    fun lat(): Double? = lat.getNullable("lat")

                    fun _lat(): JsonField<Double> = lat

                    // Longitude of the last known location of the transit vehicle.
                    fun lon(): Double? = lon.getNullable("lon")

                    fun _lon(): JsonField<Double> = lon

                    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                    fun validate(): LastKnownLocation = apply {
                        lat()
                        lon()
                    }

                    override fun toJson(): JsonValue =
                        JsonObject.of(listOf("lat" to lat, "lon" to lon), additionalProperties)

                    fun toBuilder(): Builder = Builder().from(this)

                    override fun equals(other: Any?): Boolean =
                        (other as? LastKnownLocation)?.toJson() == toJson()

                    override fun hashCode(): Int = toJson().hashCode()

                    override fun toString(): String = "LastKnownLocation" + toJson()

                    class Builder internal constructor() {
                        private var lat: JsonField<Double> = JsonMissing
                        private var lon: JsonField<Double> = JsonMissing
                        private val additionalProperties = LinkedHashMap<String, JsonValue>()

                        internal fun from(model: LastKnownLocation) = apply {
                            lat = model.lat
                            lon = model.lon
                            additionalProperties.putAll(model.additionalProperties)
                        }

                        // Latitude of the last known location of the transit vehicle.
                        fun lat(lat: Double?) = lat(JsonField.ofNullable(lat))

                        fun lat(lat: JsonField<Double>) = apply { this.lat = lat }

                        // Longitude of the last known location of the transit vehicle.
                        fun lon(lon: Double?) = lon(JsonField.ofNullable(lon))

                        fun lon(lon: JsonField<Double>) = apply { this.lon = lon }

                        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                            additionalProperties[key] = value
                        }

                        fun additionalProperties(additionalProperties: Map<String, JsonValue>) =
                            apply {
                                this.additionalProperties.clear()
                                this.additionalProperties.putAll(additionalProperties)
                            }

                        fun build(): LastKnownLocation =
                            LastKnownLocation(lat, lon, additionalProperties.toMap())
                    }

                    companion object {
                        fun builder(): Builder = Builder()

                        private val KNOWN = setOf("lat", "lon")

                        /** The model in [json], or null when it is not a JSON object. */
                        fun fromJson(json: JsonValue): LastKnownLocation? {
                            val o = json.asObject() ?: return null
                            return LastKnownLocation(
                                Decoders.field(o["lat"], Decoders.double),
                                Decoders.field(o["lon"], Decoders.double),
                                o.filterKeys { it !in KNOWN },
                            )
                        }

                        val decoder: Decoder<LastKnownLocation> = { fromJson(it) }
                    }
                }

                // Current position of the transit vehicle.
                class Position
                private constructor(
                    private val lat: JsonField<Double>,
                    private val lon: JsonField<Double>,
                    private val additionalProperties: Map<String, JsonValue>,
                ) : JsonModel {

                    // Latitude of the current position of the transit vehicle.
                    fun lat(): Double? = lat.getNullable("lat")

                    fun _lat(): JsonField<Double> = lat

                    // Longitude of the current position of the transit vehicle.
                    fun lon(): Double? = lon.getNullable("lon")

                    fun _lon(): JsonField<Double> = lon

                    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                    fun validate(): Position = apply {
                        lat()
                        lon()
                    }

                    override fun toJson(): JsonValue =
                        JsonObject.of(listOf("lat" to lat, "lon" to lon), additionalProperties)

                    fun toBuilder(): Builder = Builder().from(this)

                    override fun equals(other: Any?): Boolean =
                        (other as? Position)?.toJson() == toJson()

                    override fun hashCode(): Int = toJson().hashCode()

                    override fun toString(): String = "Position" + toJson()

                    class Builder internal constructor() {
                        private var lat: JsonField<Double> = JsonMissing
                        private var lon: JsonField<Double> = JsonMissing
                        private val additionalProperties = LinkedHashMap<String, JsonValue>()

                        internal fun from(model: Position) = apply {
                            lat = model.lat
                            lon = model.lon
                            additionalProperties.putAll(model.additionalProperties)
                        }

                        // Latitude of the current position of the transit vehicle.
                        fun lat(lat: Double?) = lat(JsonField.ofNullable(lat))

                        fun lat(lat: JsonField<Double>) = apply { this.lat = lat }

                        // Longitude of the current position of the transit vehicle.
                        fun lon(lon: Double?) = lon(JsonField.ofNullable(lon))

                        fun lon(lon: JsonField<Double>) = apply { this.lon = lon }

                        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                            additionalProperties[key] = value
                        }

                        fun additionalProperties(additionalProperties: Map<String, JsonValue>) =
                            apply {
                                this.additionalProperties.clear()
                                this.additionalProperties.putAll(additionalProperties)
                            }

                        fun build(): Position = Position(lat, lon, additionalProperties.toMap())
                    }

                    companion object {
                        fun builder(): Builder = Builder()

                        private val KNOWN = setOf("lat", "lon")

                        /** The model in [json], or null when it is not a JSON object. */
                        fun fromJson(json: JsonValue): Position? {
                            val o = json.asObject() ?: return null
                            return Position(
                                Decoders.field(o["lat"], Decoders.double),
                                Decoders.field(o["lon"], Decoders.double),
                                o.filterKeys { it !in KNOWN },
                            )
                        }

                        val decoder: Decoder<Position> = { fromJson(it) }
                    }
                }
            }
        }
    }
}
