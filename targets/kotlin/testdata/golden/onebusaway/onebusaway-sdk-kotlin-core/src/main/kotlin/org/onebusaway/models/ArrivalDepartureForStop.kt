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

class ArrivalDepartureForStop
private constructor(
    private val actualTrack: JsonField<String>,
    private val arrivalEnabled: JsonField<Boolean>,
    private val blockTripSequence: JsonField<Long>,
    private val departureEnabled: JsonField<Boolean>,
    private val distanceFromStop: JsonField<Double>,
    private val frequency: JsonField<String>,
    private val historicalOccupancy: JsonField<String>,
    private val lastUpdateTime: JsonField<Long>,
    private val numberOfStopsAway: JsonField<Long>,
    private val occupancyStatus: JsonField<String>,
    private val predicted: JsonField<Boolean>,
    private val predictedArrivalInterval: JsonField<String>,
    private val predictedArrivalTime: JsonField<Long>,
    private val predictedDepartureInterval: JsonField<String>,
    private val predictedDepartureTime: JsonField<Long>,
    private val predictedOccupancy: JsonField<String>,
    private val routeId: JsonField<String>,
    private val routeLongName: JsonField<String>,
    private val routeShortName: JsonField<String>,
    private val scheduledArrivalInterval: JsonField<String>,
    private val scheduledArrivalTime: JsonField<Long>,
    private val scheduledDepartureInterval: JsonField<String>,
    private val scheduledDepartureTime: JsonField<Long>,
    private val scheduledTrack: JsonField<String>,
    private val serviceDate: JsonField<Long>,
    private val situationIds: JsonField<List<String>>,
    private val status: JsonField<String>,
    private val stopId: JsonField<String>,
    private val stopSequence: JsonField<Long>,
    private val totalStopsInTrip: JsonField<Long>,
    private val tripHeadsign: JsonField<String>,
    private val tripId: JsonField<String>,
    private val tripStatus: JsonField<TripStatus>,
    private val vehicleId: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    // The actual track information of the arriving transit vehicle.
    fun actualTrack(): String? = actualTrack.getNullable("actualTrack")

    fun _actualTrack(): JsonField<String> = actualTrack

    // Indicates if riders can arrive on this transit vehicle.
    fun arrivalEnabled(): Boolean = arrivalEnabled.getRequired("arrivalEnabled")

    fun _arrivalEnabled(): JsonField<Boolean> = arrivalEnabled

    // Index of this arrival’s trip into the sequence of trips for the active block.
    fun blockTripSequence(): Long = blockTripSequence.getRequired("blockTripSequence")

    fun _blockTripSequence(): JsonField<Long> = blockTripSequence

    // Indicates if riders can depart from this transit vehicle.
    fun departureEnabled(): Boolean = departureEnabled.getRequired("departureEnabled")

    fun _departureEnabled(): JsonField<Boolean> = departureEnabled

    // Distance of the arriving transit vehicle from the stop, in meters.
    fun distanceFromStop(): Double? = distanceFromStop.getNullable("distanceFromStop")

    fun _distanceFromStop(): JsonField<Double> = distanceFromStop

    // Information about frequency-based scheduling, if applicable to the trip.
    fun frequency(): String? = frequency.getNullable("frequency")

    fun _frequency(): JsonField<String> = frequency

    // Historical occupancy information of the transit vehicle.
    fun historicalOccupancy(): String? = historicalOccupancy.getNullable("historicalOccupancy")

    fun _historicalOccupancy(): JsonField<String> = historicalOccupancy

    // Timestamp of the last update time for this arrival.
    fun lastUpdateTime(): Long? = lastUpdateTime.getNullable("lastUpdateTime")

    fun _lastUpdateTime(): JsonField<Long> = lastUpdateTime

    // Number of stops between the arriving transit vehicle and the current stop (excluding the
    // current stop).
    fun numberOfStopsAway(): Long = numberOfStopsAway.getRequired("numberOfStopsAway")

    fun _numberOfStopsAway(): JsonField<Long> = numberOfStopsAway

    // Current occupancy status of the transit vehicle.
    fun occupancyStatus(): String? = occupancyStatus.getNullable("occupancyStatus")

    fun _occupancyStatus(): JsonField<String> = occupancyStatus

    // Indicates if real-time arrival info is available for this trip.
    fun predicted(): Boolean? = predicted.getNullable("predicted")

    fun _predicted(): JsonField<Boolean> = predicted

    // Interval for predicted arrival time, if available.
    fun predictedArrivalInterval(): String? =
        predictedArrivalInterval.getNullable("predictedArrivalInterval")

    fun _predictedArrivalInterval(): JsonField<String> = predictedArrivalInterval

    // Predicted arrival time, in milliseconds since Unix epoch (zero if no real-time available).
    fun predictedArrivalTime(): Long = predictedArrivalTime.getRequired("predictedArrivalTime")

    fun _predictedArrivalTime(): JsonField<Long> = predictedArrivalTime

    // Interval for predicted departure time, if available.
    fun predictedDepartureInterval(): String? =
        predictedDepartureInterval.getNullable("predictedDepartureInterval")

    fun _predictedDepartureInterval(): JsonField<String> = predictedDepartureInterval

    // Predicted departure time, in milliseconds since Unix epoch (zero if no real-time available).
    fun predictedDepartureTime(): Long =
        predictedDepartureTime.getRequired("predictedDepartureTime")

    fun _predictedDepartureTime(): JsonField<Long> = predictedDepartureTime

    // Predicted occupancy status of the transit vehicle.
    fun predictedOccupancy(): String? = predictedOccupancy.getNullable("predictedOccupancy")

    fun _predictedOccupancy(): JsonField<String> = predictedOccupancy

    // The ID of the route for the arriving vehicle.
    fun routeId(): String = routeId.getRequired("routeId")

    fun _routeId(): JsonField<String> = routeId

    // Optional route long name that potentially overrides the route long name in the referenced
    // route element.
    fun routeLongName(): String? = routeLongName.getNullable("routeLongName")

    fun _routeLongName(): JsonField<String> = routeLongName

    // Optional route short name that potentially overrides the route short name in the referenced
    // route element.
    fun routeShortName(): String? = routeShortName.getNullable("routeShortName")

    fun _routeShortName(): JsonField<String> = routeShortName

    // Interval for scheduled arrival time.
    fun scheduledArrivalInterval(): String? =
        scheduledArrivalInterval.getNullable("scheduledArrivalInterval")

    fun _scheduledArrivalInterval(): JsonField<String> = scheduledArrivalInterval

    // Scheduled arrival time, in milliseconds since Unix epoch.
    fun scheduledArrivalTime(): Long = scheduledArrivalTime.getRequired("scheduledArrivalTime")

    fun _scheduledArrivalTime(): JsonField<Long> = scheduledArrivalTime

    // Interval for scheduled departure time.
    fun scheduledDepartureInterval(): String? =
        scheduledDepartureInterval.getNullable("scheduledDepartureInterval")

    fun _scheduledDepartureInterval(): JsonField<String> = scheduledDepartureInterval

    // Scheduled departure time, in milliseconds since Unix epoch.
    fun scheduledDepartureTime(): Long =
        scheduledDepartureTime.getRequired("scheduledDepartureTime")

    fun _scheduledDepartureTime(): JsonField<Long> = scheduledDepartureTime

    // Scheduled track information of the arriving transit vehicle.
    fun scheduledTrack(): String? = scheduledTrack.getNullable("scheduledTrack")

    fun _scheduledTrack(): JsonField<String> = scheduledTrack

    // Time, in milliseconds since the Unix epoch, of midnight for the start of the service date for
    // the trip.
    fun serviceDate(): Long = serviceDate.getRequired("serviceDate")

    fun _serviceDate(): JsonField<Long> = serviceDate

    // References to situation elements (if any) applicable to this arrival.
    fun situationIds(): List<String>? = situationIds.getNullable("situationIds")

    fun _situationIds(): JsonField<List<String>> = situationIds

    // Current status of the arrival.
    fun status(): String? = status.getNullable("status")

    fun _status(): JsonField<String> = status

    // The ID of the stop the vehicle is arriving at.
    fun stopId(): String = stopId.getRequired("stopId")

    fun _stopId(): JsonField<String> = stopId

    // Index of the stop into the sequence of stops that make up the trip for this arrival.
    fun stopSequence(): Long = stopSequence.getRequired("stopSequence")

    fun _stopSequence(): JsonField<Long> = stopSequence

    // Total number of stops visited on the trip for this arrival.
    fun totalStopsInTrip(): Long = totalStopsInTrip.getRequired("totalStopsInTrip")

    fun _totalStopsInTrip(): JsonField<Long> = totalStopsInTrip

    // Optional trip headsign that potentially overrides the trip headsign in the referenced trip
    // element.
    fun tripHeadsign(): String = tripHeadsign.getRequired("tripHeadsign")

    fun _tripHeadsign(): JsonField<String> = tripHeadsign

    // The ID of the trip for the arriving vehicle.
    fun tripId(): String = tripId.getRequired("tripId")

    fun _tripId(): JsonField<String> = tripId

    // Trip-specific status for the arriving transit vehicle.
    fun tripStatus(): TripStatus? = tripStatus.getNullable("tripStatus")

    fun _tripStatus(): JsonField<TripStatus> = tripStatus

    // ID of the transit vehicle serving this trip.
    fun vehicleId(): String = vehicleId.getRequired("vehicleId")

    fun _vehicleId(): JsonField<String> = vehicleId

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): ArrivalDepartureForStop = apply {
        actualTrack()
        arrivalEnabled()
        blockTripSequence()
        departureEnabled()
        distanceFromStop()
        frequency()
        historicalOccupancy()
        lastUpdateTime()
        numberOfStopsAway()
        occupancyStatus()
        predicted()
        predictedArrivalInterval()
        predictedArrivalTime()
        predictedDepartureInterval()
        predictedDepartureTime()
        predictedOccupancy()
        routeId()
        routeLongName()
        routeShortName()
        scheduledArrivalInterval()
        scheduledArrivalTime()
        scheduledDepartureInterval()
        scheduledDepartureTime()
        scheduledTrack()
        serviceDate()
        situationIds()
        status()
        stopId()
        stopSequence()
        totalStopsInTrip()
        tripHeadsign()
        tripId()
        tripStatus()?.let { v -> v.validate() }
        vehicleId()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "actualTrack" to actualTrack,
                "arrivalEnabled" to arrivalEnabled,
                "blockTripSequence" to blockTripSequence,
                "departureEnabled" to departureEnabled,
                "distanceFromStop" to distanceFromStop,
                "frequency" to frequency,
                "historicalOccupancy" to historicalOccupancy,
                "lastUpdateTime" to lastUpdateTime,
                "numberOfStopsAway" to numberOfStopsAway,
                "occupancyStatus" to occupancyStatus,
                "predicted" to predicted,
                "predictedArrivalInterval" to predictedArrivalInterval,
                "predictedArrivalTime" to predictedArrivalTime,
                "predictedDepartureInterval" to predictedDepartureInterval,
                "predictedDepartureTime" to predictedDepartureTime,
                "predictedOccupancy" to predictedOccupancy,
                "routeId" to routeId,
                "routeLongName" to routeLongName,
                "routeShortName" to routeShortName,
                "scheduledArrivalInterval" to scheduledArrivalInterval,
                "scheduledArrivalTime" to scheduledArrivalTime,
                "scheduledDepartureInterval" to scheduledDepartureInterval,
                "scheduledDepartureTime" to scheduledDepartureTime,
                "scheduledTrack" to scheduledTrack,
                "serviceDate" to serviceDate,
                "situationIds" to situationIds,
                "status" to status,
                "stopId" to stopId,
                "stopSequence" to stopSequence,
                "totalStopsInTrip" to totalStopsInTrip,
                "tripHeadsign" to tripHeadsign,
                "tripId" to tripId,
                "tripStatus" to tripStatus,
                "vehicleId" to vehicleId,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? ArrivalDepartureForStop)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ArrivalDepartureForStop" + toJson()

    class Builder internal constructor() {
        private var actualTrack: JsonField<String> = JsonMissing
        private var arrivalEnabled: JsonField<Boolean> = JsonMissing
        private var blockTripSequence: JsonField<Long> = JsonMissing
        private var departureEnabled: JsonField<Boolean> = JsonMissing
        private var distanceFromStop: JsonField<Double> = JsonMissing
        private var frequency: JsonField<String> = JsonMissing
        private var historicalOccupancy: JsonField<String> = JsonMissing
        private var lastUpdateTime: JsonField<Long> = JsonMissing
        private var numberOfStopsAway: JsonField<Long> = JsonMissing
        private var occupancyStatus: JsonField<String> = JsonMissing
        private var predicted: JsonField<Boolean> = JsonMissing
        private var predictedArrivalInterval: JsonField<String> = JsonMissing
        private var predictedArrivalTime: JsonField<Long> = JsonMissing
        private var predictedDepartureInterval: JsonField<String> = JsonMissing
        private var predictedDepartureTime: JsonField<Long> = JsonMissing
        private var predictedOccupancy: JsonField<String> = JsonMissing
        private var routeId: JsonField<String> = JsonMissing
        private var routeLongName: JsonField<String> = JsonMissing
        private var routeShortName: JsonField<String> = JsonMissing
        private var scheduledArrivalInterval: JsonField<String> = JsonMissing
        private var scheduledArrivalTime: JsonField<Long> = JsonMissing
        private var scheduledDepartureInterval: JsonField<String> = JsonMissing
        private var scheduledDepartureTime: JsonField<Long> = JsonMissing
        private var scheduledTrack: JsonField<String> = JsonMissing
        private var serviceDate: JsonField<Long> = JsonMissing
        private var situationIds: JsonField<List<String>> = JsonMissing
        private var status: JsonField<String> = JsonMissing
        private var stopId: JsonField<String> = JsonMissing
        private var stopSequence: JsonField<Long> = JsonMissing
        private var totalStopsInTrip: JsonField<Long> = JsonMissing
        private var tripHeadsign: JsonField<String> = JsonMissing
        private var tripId: JsonField<String> = JsonMissing
        private var tripStatus: JsonField<TripStatus> = JsonMissing
        private var vehicleId: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ArrivalDepartureForStop) = apply {
            actualTrack = model.actualTrack
            arrivalEnabled = model.arrivalEnabled
            blockTripSequence = model.blockTripSequence
            departureEnabled = model.departureEnabled
            distanceFromStop = model.distanceFromStop
            frequency = model.frequency
            historicalOccupancy = model.historicalOccupancy
            lastUpdateTime = model.lastUpdateTime
            numberOfStopsAway = model.numberOfStopsAway
            occupancyStatus = model.occupancyStatus
            predicted = model.predicted
            predictedArrivalInterval = model.predictedArrivalInterval
            predictedArrivalTime = model.predictedArrivalTime
            predictedDepartureInterval = model.predictedDepartureInterval
            predictedDepartureTime = model.predictedDepartureTime
            predictedOccupancy = model.predictedOccupancy
            routeId = model.routeId
            routeLongName = model.routeLongName
            routeShortName = model.routeShortName
            scheduledArrivalInterval = model.scheduledArrivalInterval
            scheduledArrivalTime = model.scheduledArrivalTime
            scheduledDepartureInterval = model.scheduledDepartureInterval
            scheduledDepartureTime = model.scheduledDepartureTime
            scheduledTrack = model.scheduledTrack
            serviceDate = model.serviceDate
            situationIds = model.situationIds
            status = model.status
            stopId = model.stopId
            stopSequence = model.stopSequence
            totalStopsInTrip = model.totalStopsInTrip
            tripHeadsign = model.tripHeadsign
            tripId = model.tripId
            tripStatus = model.tripStatus
            vehicleId = model.vehicleId
            additionalProperties.putAll(model.additionalProperties)
        }

        // The actual track information of the arriving transit vehicle.
        fun actualTrack(actualTrack: String?) = actualTrack(JsonField.ofNullable(actualTrack))

        fun actualTrack(actualTrack: JsonField<String>) = apply { this.actualTrack = actualTrack }

        // Indicates if riders can arrive on this transit vehicle.
        fun arrivalEnabled(arrivalEnabled: Boolean) = arrivalEnabled(JsonField.of(arrivalEnabled))

        fun arrivalEnabled(arrivalEnabled: JsonField<Boolean>) = apply {
            this.arrivalEnabled = arrivalEnabled
        }

        // Index of this arrival’s trip into the sequence of trips for the active block.
        fun blockTripSequence(blockTripSequence: Long) =
            blockTripSequence(JsonField.of(blockTripSequence))

        fun blockTripSequence(blockTripSequence: JsonField<Long>) = apply {
            this.blockTripSequence = blockTripSequence
        }

        // Indicates if riders can depart from this transit vehicle.
        fun departureEnabled(departureEnabled: Boolean) =
            departureEnabled(JsonField.of(departureEnabled))

        fun departureEnabled(departureEnabled: JsonField<Boolean>) = apply {
            this.departureEnabled = departureEnabled
        }

        // Distance of the arriving transit vehicle from the stop, in meters.
        fun distanceFromStop(distanceFromStop: Double?) =
            distanceFromStop(JsonField.ofNullable(distanceFromStop))

        fun distanceFromStop(distanceFromStop: JsonField<Double>) = apply {
            this.distanceFromStop = distanceFromStop
        }

        // Information about frequency-based scheduling, if applicable to the trip.
        fun frequency(frequency: String?) = frequency(JsonField.ofNullable(frequency))

        fun frequency(frequency: JsonField<String>) = apply { this.frequency = frequency }

        // Historical occupancy information of the transit vehicle.
        fun historicalOccupancy(historicalOccupancy: String?) =
            historicalOccupancy(JsonField.ofNullable(historicalOccupancy))

        fun historicalOccupancy(historicalOccupancy: JsonField<String>) = apply {
            this.historicalOccupancy = historicalOccupancy
        }

        // Timestamp of the last update time for this arrival.
        fun lastUpdateTime(lastUpdateTime: Long?) =
            lastUpdateTime(JsonField.ofNullable(lastUpdateTime))

        fun lastUpdateTime(lastUpdateTime: JsonField<Long>) = apply {
            this.lastUpdateTime = lastUpdateTime
        }

        // Number of stops between the arriving transit vehicle and the current stop (excluding the
        // current stop).
        fun numberOfStopsAway(numberOfStopsAway: Long) =
            numberOfStopsAway(JsonField.of(numberOfStopsAway))

        fun numberOfStopsAway(numberOfStopsAway: JsonField<Long>) = apply {
            this.numberOfStopsAway = numberOfStopsAway
        }

        // Current occupancy status of the transit vehicle.
        fun occupancyStatus(occupancyStatus: String?) =
            occupancyStatus(JsonField.ofNullable(occupancyStatus))

        fun occupancyStatus(occupancyStatus: JsonField<String>) = apply {
            this.occupancyStatus = occupancyStatus
        }

        // Indicates if real-time arrival info is available for this trip.
        fun predicted(predicted: Boolean?) = predicted(JsonField.ofNullable(predicted))

        fun predicted(predicted: JsonField<Boolean>) = apply { this.predicted = predicted }

        // Interval for predicted arrival time, if available.
        fun predictedArrivalInterval(predictedArrivalInterval: String?) =
            predictedArrivalInterval(JsonField.ofNullable(predictedArrivalInterval))

        fun predictedArrivalInterval(predictedArrivalInterval: JsonField<String>) = apply {
            this.predictedArrivalInterval = predictedArrivalInterval
        }

        // Predicted arrival time, in milliseconds since Unix epoch (zero if no real-time
        // available).
        fun predictedArrivalTime(predictedArrivalTime: Long) =
            predictedArrivalTime(JsonField.of(predictedArrivalTime))

        fun predictedArrivalTime(predictedArrivalTime: JsonField<Long>) = apply {
            this.predictedArrivalTime = predictedArrivalTime
        }

        // Interval for predicted departure time, if available.
        fun predictedDepartureInterval(predictedDepartureInterval: String?) =
            predictedDepartureInterval(JsonField.ofNullable(predictedDepartureInterval))

        fun predictedDepartureInterval(predictedDepartureInterval: JsonField<String>) = apply {
            this.predictedDepartureInterval = predictedDepartureInterval
        }

        // Predicted departure time, in milliseconds since Unix epoch (zero if no real-time
        // available).
        fun predictedDepartureTime(predictedDepartureTime: Long) =
            predictedDepartureTime(JsonField.of(predictedDepartureTime))

        fun predictedDepartureTime(predictedDepartureTime: JsonField<Long>) = apply {
            this.predictedDepartureTime = predictedDepartureTime
        }

        // Predicted occupancy status of the transit vehicle.
        fun predictedOccupancy(predictedOccupancy: String?) =
            predictedOccupancy(JsonField.ofNullable(predictedOccupancy))

        fun predictedOccupancy(predictedOccupancy: JsonField<String>) = apply {
            this.predictedOccupancy = predictedOccupancy
        }

        // The ID of the route for the arriving vehicle.
        fun routeId(routeId: String) = routeId(JsonField.of(routeId))

        fun routeId(routeId: JsonField<String>) = apply { this.routeId = routeId }

        // Optional route long name that potentially overrides the route long name in the referenced
        // route element.
        fun routeLongName(routeLongName: String?) =
            routeLongName(JsonField.ofNullable(routeLongName))

        fun routeLongName(routeLongName: JsonField<String>) = apply {
            this.routeLongName = routeLongName
        }

        // Optional route short name that potentially overrides the route short name in the
        // referenced route element.
        fun routeShortName(routeShortName: String?) =
            routeShortName(JsonField.ofNullable(routeShortName))

        fun routeShortName(routeShortName: JsonField<String>) = apply {
            this.routeShortName = routeShortName
        }

        // Interval for scheduled arrival time.
        fun scheduledArrivalInterval(scheduledArrivalInterval: String?) =
            scheduledArrivalInterval(JsonField.ofNullable(scheduledArrivalInterval))

        fun scheduledArrivalInterval(scheduledArrivalInterval: JsonField<String>) = apply {
            this.scheduledArrivalInterval = scheduledArrivalInterval
        }

        // Scheduled arrival time, in milliseconds since Unix epoch.
        fun scheduledArrivalTime(scheduledArrivalTime: Long) =
            scheduledArrivalTime(JsonField.of(scheduledArrivalTime))

        fun scheduledArrivalTime(scheduledArrivalTime: JsonField<Long>) = apply {
            this.scheduledArrivalTime = scheduledArrivalTime
        }

        // Interval for scheduled departure time.
        fun scheduledDepartureInterval(scheduledDepartureInterval: String?) =
            scheduledDepartureInterval(JsonField.ofNullable(scheduledDepartureInterval))

        fun scheduledDepartureInterval(scheduledDepartureInterval: JsonField<String>) = apply {
            this.scheduledDepartureInterval = scheduledDepartureInterval
        }

        // Scheduled departure time, in milliseconds since Unix epoch.
        fun scheduledDepartureTime(scheduledDepartureTime: Long) =
            scheduledDepartureTime(JsonField.of(scheduledDepartureTime))

        fun scheduledDepartureTime(scheduledDepartureTime: JsonField<Long>) = apply {
            this.scheduledDepartureTime = scheduledDepartureTime
        }

        // Scheduled track information of the arriving transit vehicle.
        fun scheduledTrack(scheduledTrack: String?) =
            scheduledTrack(JsonField.ofNullable(scheduledTrack))

        fun scheduledTrack(scheduledTrack: JsonField<String>) = apply {
            this.scheduledTrack = scheduledTrack
        }

        // Time, in milliseconds since the Unix epoch, of midnight for the start of the service date
        // for the trip.
        fun serviceDate(serviceDate: Long) = serviceDate(JsonField.of(serviceDate))

        fun serviceDate(serviceDate: JsonField<Long>) = apply { this.serviceDate = serviceDate }

        // References to situation elements (if any) applicable to this arrival.
        fun situationIds(situationIds: List<String>?) =
            situationIds(JsonField.ofNullable(situationIds))

        fun situationIds(situationIds: JsonField<List<String>>) = apply {
            this.situationIds = situationIds
        }

        // Current status of the arrival.
        fun status(status: String?) = status(JsonField.ofNullable(status))

        fun status(status: JsonField<String>) = apply { this.status = status }

        // The ID of the stop the vehicle is arriving at.
        fun stopId(stopId: String) = stopId(JsonField.of(stopId))

        fun stopId(stopId: JsonField<String>) = apply { this.stopId = stopId }

        // Index of the stop into the sequence of stops that make up the trip for this arrival.
        fun stopSequence(stopSequence: Long) = stopSequence(JsonField.of(stopSequence))

        fun stopSequence(stopSequence: JsonField<Long>) = apply { this.stopSequence = stopSequence }

        // Total number of stops visited on the trip for this arrival.
        fun totalStopsInTrip(totalStopsInTrip: Long) =
            totalStopsInTrip(JsonField.of(totalStopsInTrip))

        fun totalStopsInTrip(totalStopsInTrip: JsonField<Long>) = apply {
            this.totalStopsInTrip = totalStopsInTrip
        }

        // Optional trip headsign that potentially overrides the trip headsign in the referenced
        // trip element.
        fun tripHeadsign(tripHeadsign: String) = tripHeadsign(JsonField.of(tripHeadsign))

        fun tripHeadsign(tripHeadsign: JsonField<String>) = apply {
            this.tripHeadsign = tripHeadsign
        }

        // The ID of the trip for the arriving vehicle.
        fun tripId(tripId: String) = tripId(JsonField.of(tripId))

        fun tripId(tripId: JsonField<String>) = apply { this.tripId = tripId }

        // Trip-specific status for the arriving transit vehicle.
        fun tripStatus(tripStatus: TripStatus?) = tripStatus(JsonField.ofNullable(tripStatus))

        fun tripStatus(tripStatus: JsonField<TripStatus>) = apply { this.tripStatus = tripStatus }

        // ID of the transit vehicle serving this trip.
        fun vehicleId(vehicleId: String) = vehicleId(JsonField.of(vehicleId))

        fun vehicleId(vehicleId: JsonField<String>) = apply { this.vehicleId = vehicleId }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): ArrivalDepartureForStop =
            ArrivalDepartureForStop(
                actualTrack,
                checkRequired("arrivalEnabled", arrivalEnabled),
                checkRequired("blockTripSequence", blockTripSequence),
                checkRequired("departureEnabled", departureEnabled),
                distanceFromStop,
                frequency,
                historicalOccupancy,
                lastUpdateTime,
                checkRequired("numberOfStopsAway", numberOfStopsAway),
                occupancyStatus,
                predicted,
                predictedArrivalInterval,
                checkRequired("predictedArrivalTime", predictedArrivalTime),
                predictedDepartureInterval,
                checkRequired("predictedDepartureTime", predictedDepartureTime),
                predictedOccupancy,
                checkRequired("routeId", routeId),
                routeLongName,
                routeShortName,
                scheduledArrivalInterval,
                checkRequired("scheduledArrivalTime", scheduledArrivalTime),
                scheduledDepartureInterval,
                checkRequired("scheduledDepartureTime", scheduledDepartureTime),
                scheduledTrack,
                checkRequired("serviceDate", serviceDate),
                situationIds,
                status,
                checkRequired("stopId", stopId),
                checkRequired("stopSequence", stopSequence),
                checkRequired("totalStopsInTrip", totalStopsInTrip),
                checkRequired("tripHeadsign", tripHeadsign),
                checkRequired("tripId", tripId),
                tripStatus,
                checkRequired("vehicleId", vehicleId),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf(
                "actualTrack",
                "arrivalEnabled",
                "blockTripSequence",
                "departureEnabled",
                "distanceFromStop",
                "frequency",
                "historicalOccupancy",
                "lastUpdateTime",
                "numberOfStopsAway",
                "occupancyStatus",
                "predicted",
                "predictedArrivalInterval",
                "predictedArrivalTime",
                "predictedDepartureInterval",
                "predictedDepartureTime",
                "predictedOccupancy",
                "routeId",
                "routeLongName",
                "routeShortName",
                "scheduledArrivalInterval",
                "scheduledArrivalTime",
                "scheduledDepartureInterval",
                "scheduledDepartureTime",
                "scheduledTrack",
                "serviceDate",
                "situationIds",
                "status",
                "stopId",
                "stopSequence",
                "totalStopsInTrip",
                "tripHeadsign",
                "tripId",
                "tripStatus",
                "vehicleId",
            )

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): ArrivalDepartureForStop? {
            val o = json.asObject() ?: return null
            return ArrivalDepartureForStop(
                Decoders.field(o["actualTrack"], Decoders.string),
                Decoders.field(o["arrivalEnabled"], Decoders.boolean),
                Decoders.field(o["blockTripSequence"], Decoders.long),
                Decoders.field(o["departureEnabled"], Decoders.boolean),
                Decoders.field(o["distanceFromStop"], Decoders.double),
                Decoders.field(o["frequency"], Decoders.string),
                Decoders.field(o["historicalOccupancy"], Decoders.string),
                Decoders.field(o["lastUpdateTime"], Decoders.long),
                Decoders.field(o["numberOfStopsAway"], Decoders.long),
                Decoders.field(o["occupancyStatus"], Decoders.string),
                Decoders.field(o["predicted"], Decoders.boolean),
                Decoders.field(o["predictedArrivalInterval"], Decoders.string),
                Decoders.field(o["predictedArrivalTime"], Decoders.long),
                Decoders.field(o["predictedDepartureInterval"], Decoders.string),
                Decoders.field(o["predictedDepartureTime"], Decoders.long),
                Decoders.field(o["predictedOccupancy"], Decoders.string),
                Decoders.field(o["routeId"], Decoders.string),
                Decoders.field(o["routeLongName"], Decoders.string),
                Decoders.field(o["routeShortName"], Decoders.string),
                Decoders.field(o["scheduledArrivalInterval"], Decoders.string),
                Decoders.field(o["scheduledArrivalTime"], Decoders.long),
                Decoders.field(o["scheduledDepartureInterval"], Decoders.string),
                Decoders.field(o["scheduledDepartureTime"], Decoders.long),
                Decoders.field(o["scheduledTrack"], Decoders.string),
                Decoders.field(o["serviceDate"], Decoders.long),
                Decoders.field(o["situationIds"], Decoders.list(Decoders.string)),
                Decoders.field(o["status"], Decoders.string),
                Decoders.field(o["stopId"], Decoders.string),
                Decoders.field(o["stopSequence"], Decoders.long),
                Decoders.field(o["totalStopsInTrip"], Decoders.long),
                Decoders.field(o["tripHeadsign"], Decoders.string),
                Decoders.field(o["tripId"], Decoders.string),
                Decoders.field(o["tripStatus"], TripStatus.decoder),
                Decoders.field(o["vehicleId"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ArrivalDepartureForStop> = { fromJson(it) }
    }
}
