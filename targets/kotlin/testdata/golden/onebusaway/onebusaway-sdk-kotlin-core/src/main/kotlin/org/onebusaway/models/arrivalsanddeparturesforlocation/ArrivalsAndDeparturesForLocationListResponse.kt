// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.arrivalsanddeparturesforlocation

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired
import org.onebusaway.models.References

class ArrivalsAndDeparturesForLocationListResponse
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

    fun validate(): ArrivalsAndDeparturesForLocationListResponse = apply {
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
        (other as? ArrivalsAndDeparturesForLocationListResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ArrivalsAndDeparturesForLocationListResponse" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<Long> = JsonMissing
        private var currentTime: JsonField<Long> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private var version: JsonField<Long> = JsonMissing
        private var data: JsonField<Data> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ArrivalsAndDeparturesForLocationListResponse) = apply {
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

        fun build(): ArrivalsAndDeparturesForLocationListResponse =
            ArrivalsAndDeparturesForLocationListResponse(
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
        fun fromJson(json: JsonValue): ArrivalsAndDeparturesForLocationListResponse? {
            val o = json.asObject() ?: return null
            return ArrivalsAndDeparturesForLocationListResponse(
                Decoders.field(o["code"], Decoders.long),
                Decoders.field(o["currentTime"], Decoders.long),
                Decoders.field(o["text"], Decoders.string),
                Decoders.field(o["version"], Decoders.long),
                Decoders.field(o["data"], Data.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ArrivalsAndDeparturesForLocationListResponse> = { fromJson(it) }
    }

    class Data
    private constructor(
        private val entry: JsonField<Entry>,
        private val references: JsonField<References>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun entry(): Entry = entry.getRequired("entry")

        fun _entry(): JsonField<Entry> = entry

        fun references(): References = references.getRequired("references")

        fun _references(): JsonField<References> = references

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Data = apply {
            entry().validate()
            references().validate()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(
                listOf("entry" to entry, "references" to references),
                additionalProperties,
            )

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? Data)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "Data" + toJson()

        class Builder internal constructor() {
            private var entry: JsonField<Entry> = JsonMissing
            private var references: JsonField<References> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Data) = apply {
                entry = model.entry
                references = model.references
                additionalProperties.putAll(model.additionalProperties)
            }

            fun entry(entry: Entry) = entry(JsonField.of(entry))

            fun entry(entry: JsonField<Entry>) = apply { this.entry = entry }

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
                    checkRequired("entry", entry),
                    checkRequired("references", references),
                    additionalProperties.toMap(),
                )
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN = setOf("entry", "references")

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Data? {
                val o = json.asObject() ?: return null
                return Data(
                    Decoders.field(o["entry"], Entry.decoder),
                    Decoders.field(o["references"], References.decoder),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Data> = { fromJson(it) }
        }

        class Entry
        private constructor(
            private val stopIds: JsonField<List<String>>,
            private val arrivalsAndDepartures: JsonField<List<ArrivalsAndDeparture>>,
            private val nearbyStopIds: JsonField<List<NearbyStopId>>,
            private val situationIds: JsonField<List<String>>,
            private val limitExceeded: JsonField<Boolean>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            fun stopIds(): List<String> = stopIds.getRequired("stopIds")

            fun _stopIds(): JsonField<List<String>> = stopIds

            fun arrivalsAndDepartures(): List<ArrivalsAndDeparture> =
                arrivalsAndDepartures.getRequired("arrivalsAndDepartures")

            fun _arrivalsAndDepartures(): JsonField<List<ArrivalsAndDeparture>> =
                arrivalsAndDepartures

            fun nearbyStopIds(): List<NearbyStopId> = nearbyStopIds.getRequired("nearbyStopIds")

            fun _nearbyStopIds(): JsonField<List<NearbyStopId>> = nearbyStopIds

            fun situationIds(): List<String>? = situationIds.getNullable("situationIds")

            fun _situationIds(): JsonField<List<String>> = situationIds

            fun limitExceeded(): Boolean = limitExceeded.getRequired("limitExceeded")

            fun _limitExceeded(): JsonField<Boolean> = limitExceeded

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): Entry = apply {
                stopIds()
                arrivalsAndDepartures().forEach { e1 -> e1.validate() }
                nearbyStopIds().forEach { e1 -> e1.validate() }
                situationIds()
                limitExceeded()
            }

            override fun toJson(): JsonValue =
                JsonObject.of(
                    listOf(
                        "stopIds" to stopIds,
                        "arrivalsAndDepartures" to arrivalsAndDepartures,
                        "nearbyStopIds" to nearbyStopIds,
                        "situationIds" to situationIds,
                        "limitExceeded" to limitExceeded,
                    ),
                    additionalProperties,
                )

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean = (other as? Entry)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Entry" + toJson()

            class Builder internal constructor() {
                private var stopIds: JsonField<List<String>> = JsonMissing
                private var arrivalsAndDepartures: JsonField<List<ArrivalsAndDeparture>> =
                    JsonMissing
                private var nearbyStopIds: JsonField<List<NearbyStopId>> = JsonMissing
                private var situationIds: JsonField<List<String>> = JsonMissing
                private var limitExceeded: JsonField<Boolean> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: Entry) = apply {
                    stopIds = model.stopIds
                    arrivalsAndDepartures = model.arrivalsAndDepartures
                    nearbyStopIds = model.nearbyStopIds
                    situationIds = model.situationIds
                    limitExceeded = model.limitExceeded
                    additionalProperties.putAll(model.additionalProperties)
                }

                fun stopIds(stopIds: List<String>) = stopIds(JsonField.of(stopIds))

                fun stopIds(stopIds: JsonField<List<String>>) = apply { this.stopIds = stopIds }

                fun addStopId(stopId: String) = apply {
                    stopIds = JsonField.of((stopIds.asKnown() ?: emptyList()).plusElement(stopId))
                }

                fun arrivalsAndDepartures(arrivalsAndDepartures: List<ArrivalsAndDeparture>) =
                    arrivalsAndDepartures(JsonField.of(arrivalsAndDepartures))

                fun arrivalsAndDepartures(
                    arrivalsAndDepartures: JsonField<List<ArrivalsAndDeparture>>
                ) = apply {
                    this.arrivalsAndDepartures = arrivalsAndDepartures
                }

                fun addArrivalsAndDeparture(arrivalsAndDeparture: ArrivalsAndDeparture) = apply {
                    arrivalsAndDepartures =
                        JsonField.of(
                            (arrivalsAndDepartures.asKnown() ?: emptyList()).plusElement(
                                arrivalsAndDeparture
                            )
                        )
                }

                fun nearbyStopIds(nearbyStopIds: List<NearbyStopId>) =
                    nearbyStopIds(JsonField.of(nearbyStopIds))

                fun nearbyStopIds(nearbyStopIds: JsonField<List<NearbyStopId>>) = apply {
                    this.nearbyStopIds = nearbyStopIds
                }

                fun addNearbyStopId(nearbyStopId: NearbyStopId) = apply {
                    nearbyStopIds =
                        JsonField.of(
                            (nearbyStopIds.asKnown() ?: emptyList()).plusElement(nearbyStopId)
                        )
                }

                fun situationIds(situationIds: List<String>?) =
                    situationIds(JsonField.ofNullable(situationIds))

                fun situationIds(situationIds: JsonField<List<String>>) = apply {
                    this.situationIds = situationIds
                }

                fun addSituationId(situationId: String) = apply {
                    situationIds =
                        JsonField.of(
                            (situationIds.asKnown() ?: emptyList()).plusElement(situationId)
                        )
                }

                fun limitExceeded(limitExceeded: Boolean) =
                    limitExceeded(JsonField.of(limitExceeded))

                fun limitExceeded(limitExceeded: JsonField<Boolean>) = apply {
                    this.limitExceeded = limitExceeded
                }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): Entry =
                    Entry(
                        checkRequired("stopIds", stopIds),
                        checkRequired("arrivalsAndDepartures", arrivalsAndDepartures),
                        checkRequired("nearbyStopIds", nearbyStopIds),
                        situationIds,
                        checkRequired("limitExceeded", limitExceeded),
                        additionalProperties.toMap(),
                    )
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN =
                    setOf(
                        "stopIds",
                        "arrivalsAndDepartures",
                        "nearbyStopIds",
                        "situationIds",
                        "limitExceeded",
                    )

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): Entry? {
                    val o = json.asObject() ?: return null
                    return Entry(
                        Decoders.field(o["stopIds"], Decoders.list(Decoders.string)),
                        Decoders.field(
                            o["arrivalsAndDepartures"],
                            Decoders.list(ArrivalsAndDeparture.decoder),
                        ),
                        Decoders.field(o["nearbyStopIds"], Decoders.list(NearbyStopId.decoder)),
                        Decoders.field(o["situationIds"], Decoders.list(Decoders.string)),
                        Decoders.field(o["limitExceeded"], Decoders.boolean),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<Entry> = { fromJson(it) }
            }

            class ArrivalsAndDeparture
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
                fun historicalOccupancy(): String? =
                    historicalOccupancy.getNullable("historicalOccupancy")

                fun _historicalOccupancy(): JsonField<String> = historicalOccupancy

                // Timestamp of the last update time for this arrival.
                fun lastUpdateTime(): Long? = lastUpdateTime.getNullable("lastUpdateTime")

                fun _lastUpdateTime(): JsonField<Long> = lastUpdateTime

                // Number of stops between the arriving transit vehicle and the current stop
                // (excluding the current stop).
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

                // Predicted arrival time, in milliseconds since Unix epoch (zero if no real-time
                // available).
                fun predictedArrivalTime(): Long =
                    predictedArrivalTime.getRequired("predictedArrivalTime")

                fun _predictedArrivalTime(): JsonField<Long> = predictedArrivalTime

                // Interval for predicted departure time, if available.
                fun predictedDepartureInterval(): String? =
                    predictedDepartureInterval.getNullable("predictedDepartureInterval")

                fun _predictedDepartureInterval(): JsonField<String> = predictedDepartureInterval

                // Predicted departure time, in milliseconds since Unix epoch (zero if no real-time
                // available).
                fun predictedDepartureTime(): Long =
                    predictedDepartureTime.getRequired("predictedDepartureTime")

                fun _predictedDepartureTime(): JsonField<Long> = predictedDepartureTime

                // Predicted occupancy status of the transit vehicle.
                fun predictedOccupancy(): String? =
                    predictedOccupancy.getNullable("predictedOccupancy")

                fun _predictedOccupancy(): JsonField<String> = predictedOccupancy

                // The ID of the route for the arriving vehicle.
                fun routeId(): String = routeId.getRequired("routeId")

                fun _routeId(): JsonField<String> = routeId

                // Optional route long name that potentially overrides the route long name in the
                // referenced route element.
                fun routeLongName(): String? = routeLongName.getNullable("routeLongName")

                fun _routeLongName(): JsonField<String> = routeLongName

                // Optional route short name that potentially overrides the route short name in the
                // referenced route element.
                fun routeShortName(): String? = routeShortName.getNullable("routeShortName")

                fun _routeShortName(): JsonField<String> = routeShortName

                // Interval for scheduled arrival time.
                fun scheduledArrivalInterval(): String? =
                    scheduledArrivalInterval.getNullable("scheduledArrivalInterval")

                fun _scheduledArrivalInterval(): JsonField<String> = scheduledArrivalInterval

                // Scheduled arrival time, in milliseconds since Unix epoch.
                fun scheduledArrivalTime(): Long =
                    scheduledArrivalTime.getRequired("scheduledArrivalTime")

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

                // Time, in milliseconds since the Unix epoch, of midnight for the start of the
                // service date for the trip.
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

                // Index of the stop into the sequence of stops that make up the trip for this
                // arrival.
                fun stopSequence(): Long = stopSequence.getRequired("stopSequence")

                fun _stopSequence(): JsonField<Long> = stopSequence

                // Total number of stops visited on the trip for this arrival.
                fun totalStopsInTrip(): Long = totalStopsInTrip.getRequired("totalStopsInTrip")

                fun _totalStopsInTrip(): JsonField<Long> = totalStopsInTrip

                // Optional trip headsign that potentially overrides the trip headsign in the
                // referenced trip element.
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

                fun validate(): ArrivalsAndDeparture = apply {
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
                    (other as? ArrivalsAndDeparture)?.toJson() == toJson()

                override fun hashCode(): Int = toJson().hashCode()

                override fun toString(): String = "ArrivalsAndDeparture" + toJson()

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

                    internal fun from(model: ArrivalsAndDeparture) = apply {
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
                    fun actualTrack(actualTrack: String?) =
                        actualTrack(JsonField.ofNullable(actualTrack))

                    fun actualTrack(actualTrack: JsonField<String>) = apply {
                        this.actualTrack = actualTrack
                    }

                    // Indicates if riders can arrive on this transit vehicle.
                    fun arrivalEnabled(arrivalEnabled: Boolean) =
                        arrivalEnabled(JsonField.of(arrivalEnabled))

                    fun arrivalEnabled(arrivalEnabled: JsonField<Boolean>) = apply {
                        this.arrivalEnabled = arrivalEnabled
                    }

                    // Index of this arrival’s trip into the sequence of trips for the active
                    // block.
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

                    fun frequency(frequency: JsonField<String>) = apply {
                        this.frequency = frequency
                    }

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

                    // Number of stops between the arriving transit vehicle and the current stop
                    // (excluding the current stop).
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

                    fun predicted(predicted: JsonField<Boolean>) = apply {
                        this.predicted = predicted
                    }

                    // Interval for predicted arrival time, if available.
                    fun predictedArrivalInterval(predictedArrivalInterval: String?) =
                        predictedArrivalInterval(JsonField.ofNullable(predictedArrivalInterval))

                    fun predictedArrivalInterval(predictedArrivalInterval: JsonField<String>) =
                        apply {
                            this.predictedArrivalInterval = predictedArrivalInterval
                        }

                    // Predicted arrival time, in milliseconds since Unix epoch (zero if no
                    // real-time available).
                    fun predictedArrivalTime(predictedArrivalTime: Long) =
                        predictedArrivalTime(JsonField.of(predictedArrivalTime))

                    fun predictedArrivalTime(predictedArrivalTime: JsonField<Long>) = apply {
                        this.predictedArrivalTime = predictedArrivalTime
                    }

                    // Interval for predicted departure time, if available.
                    fun predictedDepartureInterval(predictedDepartureInterval: String?) =
                        predictedDepartureInterval(JsonField.ofNullable(predictedDepartureInterval))

                    fun predictedDepartureInterval(predictedDepartureInterval: JsonField<String>) =
                        apply {
                            this.predictedDepartureInterval = predictedDepartureInterval
                        }

                    // Predicted departure time, in milliseconds since Unix epoch (zero if no
                    // real-time available).
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

                    // Optional route long name that potentially overrides the route long name in
                    // the referenced route element.
                    fun routeLongName(routeLongName: String?) =
                        routeLongName(JsonField.ofNullable(routeLongName))

                    fun routeLongName(routeLongName: JsonField<String>) = apply {
                        this.routeLongName = routeLongName
                    }

                    // Optional route short name that potentially overrides the route short name in
                    // the referenced route element.
                    fun routeShortName(routeShortName: String?) =
                        routeShortName(JsonField.ofNullable(routeShortName))

                    fun routeShortName(routeShortName: JsonField<String>) = apply {
                        this.routeShortName = routeShortName
                    }

                    // Interval for scheduled arrival time.
                    fun scheduledArrivalInterval(scheduledArrivalInterval: String?) =
                        scheduledArrivalInterval(JsonField.ofNullable(scheduledArrivalInterval))

                    fun scheduledArrivalInterval(scheduledArrivalInterval: JsonField<String>) =
                        apply {
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

                    fun scheduledDepartureInterval(scheduledDepartureInterval: JsonField<String>) =
                        apply {
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

                    // Time, in milliseconds since the Unix epoch, of midnight for the start of the
                    // service date for the trip.
                    fun serviceDate(serviceDate: Long) = serviceDate(JsonField.of(serviceDate))

                    fun serviceDate(serviceDate: JsonField<Long>) = apply {
                        this.serviceDate = serviceDate
                    }

                    // References to situation elements (if any) applicable to this arrival.
                    fun situationIds(situationIds: List<String>?) =
                        situationIds(JsonField.ofNullable(situationIds))

                    fun situationIds(situationIds: JsonField<List<String>>) = apply {
                        this.situationIds = situationIds
                    }

                    fun addSituationId(situationId: String) = apply {
                        situationIds =
                            JsonField.of(
                                (situationIds.asKnown() ?: emptyList()).plusElement(situationId)
                            )
                    }

                    // Current status of the arrival.
                    fun status(status: String?) = status(JsonField.ofNullable(status))

                    fun status(status: JsonField<String>) = apply { this.status = status }

                    // The ID of the stop the vehicle is arriving at.
                    fun stopId(stopId: String) = stopId(JsonField.of(stopId))

                    fun stopId(stopId: JsonField<String>) = apply { this.stopId = stopId }

                    // Index of the stop into the sequence of stops that make up the trip for this
                    // arrival.
                    fun stopSequence(stopSequence: Long) = stopSequence(JsonField.of(stopSequence))

                    fun stopSequence(stopSequence: JsonField<Long>) = apply {
                        this.stopSequence = stopSequence
                    }

                    // Total number of stops visited on the trip for this arrival.
                    fun totalStopsInTrip(totalStopsInTrip: Long) =
                        totalStopsInTrip(JsonField.of(totalStopsInTrip))

                    fun totalStopsInTrip(totalStopsInTrip: JsonField<Long>) = apply {
                        this.totalStopsInTrip = totalStopsInTrip
                    }

                    // Optional trip headsign that potentially overrides the trip headsign in the
                    // referenced trip element.
                    fun tripHeadsign(tripHeadsign: String) =
                        tripHeadsign(JsonField.of(tripHeadsign))

                    fun tripHeadsign(tripHeadsign: JsonField<String>) = apply {
                        this.tripHeadsign = tripHeadsign
                    }

                    // The ID of the trip for the arriving vehicle.
                    fun tripId(tripId: String) = tripId(JsonField.of(tripId))

                    fun tripId(tripId: JsonField<String>) = apply { this.tripId = tripId }

                    // Trip-specific status for the arriving transit vehicle.
                    fun tripStatus(tripStatus: TripStatus?) =
                        tripStatus(JsonField.ofNullable(tripStatus))

                    fun tripStatus(tripStatus: JsonField<TripStatus>) = apply {
                        this.tripStatus = tripStatus
                    }

                    // ID of the transit vehicle serving this trip.
                    fun vehicleId(vehicleId: String) = vehicleId(JsonField.of(vehicleId))

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

                    fun build(): ArrivalsAndDeparture =
                        ArrivalsAndDeparture(
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
                    fun fromJson(json: JsonValue): ArrivalsAndDeparture? {
                        val o = json.asObject() ?: return null
                        return ArrivalsAndDeparture(
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

                    val decoder: Decoder<ArrivalsAndDeparture> = { fromJson(it) }
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
                    private val situationIds: JsonField<List<String>>,
                    private val status: JsonField<String>,
                    private val totalDistanceAlongTrip: JsonField<Double>,
                    private val vehicleId: JsonField<String>,
                    private val additionalProperties: Map<String, JsonValue>,
                ) : JsonModel {

                    // Trip ID of the trip the vehicle is actively serving.
                    fun activeTripId(): String = activeTripId.getRequired("activeTripId")

                    fun _activeTripId(): JsonField<String> = activeTripId

                    // Index of the active trip into the sequence of trips for the active block.
                    fun blockTripSequence(): Long =
                        blockTripSequence.getRequired("blockTripSequence")

                    fun _blockTripSequence(): JsonField<Long> = blockTripSequence

                    // ID of the closest stop to the current location of the transit vehicle.
                    fun closestStop(): String = closestStop.getRequired("closestStop")

                    fun _closestStop(): JsonField<String> = closestStop

                    // Time offset from the closest stop to the current position of the transit
                    // vehicle (in seconds).
                    fun closestStopTimeOffset(): Long? =
                        closestStopTimeOffset.getNullable("closestStopTimeOffset")

                    fun _closestStopTimeOffset(): JsonField<Long> = closestStopTimeOffset

                    // Distance, in meters, the transit vehicle has progressed along the active
                    // trip.
                    fun distanceAlongTrip(): Double =
                        distanceAlongTrip.getRequired("distanceAlongTrip")

                    fun _distanceAlongTrip(): JsonField<Double> = distanceAlongTrip

                    // Information about frequency-based scheduling, if applicable to the trip.
                    fun frequency(): String? = frequency.getNullable("frequency")

                    fun _frequency(): JsonField<String> = frequency

                    // Last known distance along the trip received in real-time from the transit
                    // vehicle.
                    fun lastKnownDistanceAlongTrip(): Double =
                        lastKnownDistanceAlongTrip.getRequired("lastKnownDistanceAlongTrip")

                    fun _lastKnownDistanceAlongTrip(): JsonField<Double> =
                        lastKnownDistanceAlongTrip

                    // Last known location of the transit vehicle (optional).
                    fun lastKnownLocation(): LastKnownLocation? =
                        lastKnownLocation.getNullable("lastKnownLocation")

                    fun _lastKnownLocation(): JsonField<LastKnownLocation> = lastKnownLocation

                    // Last known orientation value received in real-time from the transit vehicle.
                    fun lastKnownOrientation(): Double? =
                        lastKnownOrientation.getNullable("lastKnownOrientation")

                    fun _lastKnownOrientation(): JsonField<Double> = lastKnownOrientation

                    // Timestamp of the last known real-time location update from the transit
                    // vehicle.
                    fun lastLocationUpdateTime(): Long =
                        lastLocationUpdateTime.getRequired("lastLocationUpdateTime")

                    fun _lastLocationUpdateTime(): JsonField<Long> = lastLocationUpdateTime

                    // Timestamp of the last known real-time update from the transit vehicle.
                    fun lastUpdateTime(): Long = lastUpdateTime.getRequired("lastUpdateTime")

                    fun _lastUpdateTime(): JsonField<Long> = lastUpdateTime

                    // ID of the next stop the transit vehicle is scheduled to arrive at.
                    fun nextStop(): String? = nextStop.getNullable("nextStop")

                    fun _nextStop(): JsonField<String> = nextStop

                    // Time offset from the next stop to the current position of the transit vehicle
                    // (in seconds).
                    fun nextStopTimeOffset(): Long? =
                        nextStopTimeOffset.getNullable("nextStopTimeOffset")

                    fun _nextStopTimeOffset(): JsonField<Long> = nextStopTimeOffset

                    // Capacity of the transit vehicle in terms of occupancy.
                    fun occupancyCapacity(): Long =
                        occupancyCapacity.getRequired("occupancyCapacity")

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

                    // Deviation from the schedule in seconds (positive for late, negative for
                    // early).
                    fun scheduleDeviation(): Long =
                        scheduleDeviation.getRequired("scheduleDeviation")

                    fun _scheduleDeviation(): JsonField<Long> = scheduleDeviation

                    // Distance, in meters, the transit vehicle is scheduled to have progressed
                    // along the active trip.
                    fun scheduledDistanceAlongTrip(): Double? =
                        scheduledDistanceAlongTrip.getNullable("scheduledDistanceAlongTrip")

                    fun _scheduledDistanceAlongTrip(): JsonField<Double> =
                        scheduledDistanceAlongTrip

                    // Time, in milliseconds since the Unix epoch, of midnight for the start of the
                    // service date for the trip.
                    fun serviceDate(): Long = serviceDate.getRequired("serviceDate")

                    fun _serviceDate(): JsonField<Long> = serviceDate

                    // References to situation elements (if any) applicable to this trip.
                    fun situationIds(): List<String>? = situationIds.getNullable("situationIds")

                    fun _situationIds(): JsonField<List<String>> = situationIds

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
                        private var situationIds: JsonField<List<String>> = JsonMissing
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
                        fun closestStop(closestStop: String) =
                            closestStop(JsonField.of(closestStop))

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
                        fun frequency(frequency: String?) =
                            frequency(JsonField.ofNullable(frequency))

                        fun frequency(frequency: JsonField<String>) = apply {
                            this.frequency = frequency
                        }

                        // Last known distance along the trip received in real-time from the transit
                        // vehicle.
                        fun lastKnownDistanceAlongTrip(lastKnownDistanceAlongTrip: Double) =
                            lastKnownDistanceAlongTrip(JsonField.of(lastKnownDistanceAlongTrip))

                        fun lastKnownDistanceAlongTrip(
                            lastKnownDistanceAlongTrip: JsonField<Double>
                        ) = apply {
                            this.lastKnownDistanceAlongTrip = lastKnownDistanceAlongTrip
                        }

                        // Last known location of the transit vehicle (optional).
                        fun lastKnownLocation(lastKnownLocation: LastKnownLocation?) =
                            lastKnownLocation(JsonField.ofNullable(lastKnownLocation))

                        fun lastKnownLocation(lastKnownLocation: JsonField<LastKnownLocation>) =
                            apply {
                                this.lastKnownLocation = lastKnownLocation
                            }

                        // Last known orientation value received in real-time from the transit
                        // vehicle.
                        fun lastKnownOrientation(lastKnownOrientation: Double?) =
                            lastKnownOrientation(JsonField.ofNullable(lastKnownOrientation))

                        fun lastKnownOrientation(lastKnownOrientation: JsonField<Double>) = apply {
                            this.lastKnownOrientation = lastKnownOrientation
                        }

                        // Timestamp of the last known real-time location update from the transit
                        // vehicle.
                        fun lastLocationUpdateTime(lastLocationUpdateTime: Long) =
                            lastLocationUpdateTime(JsonField.of(lastLocationUpdateTime))

                        fun lastLocationUpdateTime(lastLocationUpdateTime: JsonField<Long>) =
                            apply {
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

                        fun nextStop(nextStop: JsonField<String>) = apply {
                            this.nextStop = nextStop
                        }

                        // Time offset from the next stop to the current position of the transit
                        // vehicle (in seconds).
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

                        fun position(position: JsonField<Position>) = apply {
                            this.position = position
                        }

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
                            scheduledDistanceAlongTrip(
                                JsonField.ofNullable(scheduledDistanceAlongTrip)
                            )

                        fun scheduledDistanceAlongTrip(
                            scheduledDistanceAlongTrip: JsonField<Double>
                        ) = apply {
                            this.scheduledDistanceAlongTrip = scheduledDistanceAlongTrip
                        }

                        // Time, in milliseconds since the Unix epoch, of midnight for the start of
                        // the service date for the trip.
                        fun serviceDate(serviceDate: Long) = serviceDate(JsonField.of(serviceDate))

                        fun serviceDate(serviceDate: JsonField<Long>) = apply {
                            this.serviceDate = serviceDate
                        }

                        // References to situation elements (if any) applicable to this trip.
                        fun situationIds(situationIds: List<String>?) =
                            situationIds(JsonField.ofNullable(situationIds))

                        fun situationIds(situationIds: JsonField<List<String>>) = apply {
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

                        fun totalDistanceAlongTrip(totalDistanceAlongTrip: JsonField<Double>) =
                            apply {
                                this.totalDistanceAlongTrip = totalDistanceAlongTrip
                            }

                        // ID of the transit vehicle currently serving the trip.
                        fun vehicleId(vehicleId: String?) =
                            vehicleId(JsonField.ofNullable(vehicleId))

                        fun vehicleId(vehicleId: JsonField<String>) = apply {
                            this.vehicleId = vehicleId
                        }

                        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                            additionalProperties[key] = value
                        }

                        fun additionalProperties(additionalProperties: Map<String, JsonValue>) =
                            apply {
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
                                checkRequired(
                                    "lastKnownDistanceAlongTrip",
                                    lastKnownDistanceAlongTrip,
                                ),
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

            class NearbyStopId
            private constructor(
                private val stopId: JsonField<String>,
                private val distanceFromQuery: JsonField<Double>,
                private val additionalProperties: Map<String, JsonValue>,
            ) : JsonModel {

                fun stopId(): String? = stopId.getNullable("stopId")

                fun _stopId(): JsonField<String> = stopId

                fun distanceFromQuery(): Double? =
                    distanceFromQuery.getNullable("distanceFromQuery")

                fun _distanceFromQuery(): JsonField<Double> = distanceFromQuery

                fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                fun validate(): NearbyStopId = apply {
                    stopId()
                    distanceFromQuery()
                }

                override fun toJson(): JsonValue =
                    JsonObject.of(
                        listOf("stopId" to stopId, "distanceFromQuery" to distanceFromQuery),
                        additionalProperties,
                    )

                fun toBuilder(): Builder = Builder().from(this)

                override fun equals(other: Any?): Boolean =
                    (other as? NearbyStopId)?.toJson() == toJson()

                override fun hashCode(): Int = toJson().hashCode()

                override fun toString(): String = "NearbyStopId" + toJson()

                class Builder internal constructor() {
                    private var stopId: JsonField<String> = JsonMissing
                    private var distanceFromQuery: JsonField<Double> = JsonMissing
                    private val additionalProperties = LinkedHashMap<String, JsonValue>()

                    internal fun from(model: NearbyStopId) = apply {
                        stopId = model.stopId
                        distanceFromQuery = model.distanceFromQuery
                        additionalProperties.putAll(model.additionalProperties)
                    }

                    fun stopId(stopId: String?) = stopId(JsonField.ofNullable(stopId))

                    fun stopId(stopId: JsonField<String>) = apply { this.stopId = stopId }

                    fun distanceFromQuery(distanceFromQuery: Double?) =
                        distanceFromQuery(JsonField.ofNullable(distanceFromQuery))

                    fun distanceFromQuery(distanceFromQuery: JsonField<Double>) = apply {
                        this.distanceFromQuery = distanceFromQuery
                    }

                    fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                        additionalProperties[key] = value
                    }

                    fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                        this.additionalProperties.clear()
                        this.additionalProperties.putAll(additionalProperties)
                    }

                    fun build(): NearbyStopId =
                        NearbyStopId(stopId, distanceFromQuery, additionalProperties.toMap())
                }

                companion object {
                    fun builder(): Builder = Builder()

                    private val KNOWN = setOf("stopId", "distanceFromQuery")

                    /** The model in [json], or null when it is not a JSON object. */
                    fun fromJson(json: JsonValue): NearbyStopId? {
                        val o = json.asObject() ?: return null
                        return NearbyStopId(
                            Decoders.field(o["stopId"], Decoders.string),
                            Decoders.field(o["distanceFromQuery"], Decoders.double),
                            o.filterKeys { it !in KNOWN },
                        )
                    }

                    val decoder: Decoder<NearbyStopId> = { fromJson(it) }
                }
            }
        }
    }
}
