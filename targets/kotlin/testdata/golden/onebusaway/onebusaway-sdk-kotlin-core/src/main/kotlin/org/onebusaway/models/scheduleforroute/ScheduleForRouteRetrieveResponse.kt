// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.scheduleforroute

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired

class ScheduleForRouteRetrieveResponse
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

    fun validate(): ScheduleForRouteRetrieveResponse = apply {
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
        (other as? ScheduleForRouteRetrieveResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ScheduleForRouteRetrieveResponse" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<Long> = JsonMissing
        private var currentTime: JsonField<Long> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private var version: JsonField<Long> = JsonMissing
        private var data: JsonField<Data> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ScheduleForRouteRetrieveResponse) = apply {
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

        fun build(): ScheduleForRouteRetrieveResponse =
            ScheduleForRouteRetrieveResponse(
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
        fun fromJson(json: JsonValue): ScheduleForRouteRetrieveResponse? {
            val o = json.asObject() ?: return null
            return ScheduleForRouteRetrieveResponse(
                Decoders.field(o["code"], Decoders.long),
                Decoders.field(o["currentTime"], Decoders.long),
                Decoders.field(o["text"], Decoders.string),
                Decoders.field(o["version"], Decoders.long),
                Decoders.field(o["data"], Data.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ScheduleForRouteRetrieveResponse> = { fromJson(it) }
    }

    class Data
    private constructor(
        private val entry: JsonField<Entry>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun entry(): Entry = entry.getRequired("entry")

        fun _entry(): JsonField<Entry> = entry

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Data = apply {
            entry().validate()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(listOf("entry" to entry), additionalProperties)

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? Data)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "Data" + toJson()

        class Builder internal constructor() {
            private var entry: JsonField<Entry> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Data) = apply {
                entry = model.entry
                additionalProperties.putAll(model.additionalProperties)
            }

            fun entry(entry: Entry) = entry(JsonField.of(entry))

            fun entry(entry: JsonField<Entry>) = apply { this.entry = entry }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): Data = Data(checkRequired("entry", entry), additionalProperties.toMap())
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN = setOf("entry")

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Data? {
                val o = json.asObject() ?: return null
                return Data(
                    Decoders.field(o["entry"], Entry.decoder),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Data> = { fromJson(it) }
        }

        class Entry
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

            fun validate(): Entry = apply {
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

            override fun equals(other: Any?): Boolean = (other as? Entry)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Entry" + toJson()

            class Builder internal constructor() {
                private var routeId: JsonField<String> = JsonMissing
                private var scheduleDate: JsonField<Long> = JsonMissing
                private var serviceIds: JsonField<List<String>> = JsonMissing
                private var stopTripGroupings: JsonField<List<StopTripGrouping>> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: Entry) = apply {
                    routeId = model.routeId
                    scheduleDate = model.scheduleDate
                    serviceIds = model.serviceIds
                    stopTripGroupings = model.stopTripGroupings
                    additionalProperties.putAll(model.additionalProperties)
                }

                fun routeId(routeId: String) = routeId(JsonField.of(routeId))

                fun routeId(routeId: JsonField<String>) = apply { this.routeId = routeId }

                fun scheduleDate(scheduleDate: Long) = scheduleDate(JsonField.of(scheduleDate))

                fun scheduleDate(scheduleDate: JsonField<Long>) = apply {
                    this.scheduleDate = scheduleDate
                }

                fun serviceIds(serviceIds: List<String>) = serviceIds(JsonField.of(serviceIds))

                fun serviceIds(serviceIds: JsonField<List<String>>) = apply {
                    this.serviceIds = serviceIds
                }

                fun addServiceId(serviceId: String) = apply {
                    serviceIds =
                        JsonField.of((serviceIds.asKnown() ?: emptyList()).plusElement(serviceId))
                }

                fun stopTripGroupings(stopTripGroupings: List<StopTripGrouping>) =
                    stopTripGroupings(JsonField.of(stopTripGroupings))

                fun stopTripGroupings(stopTripGroupings: JsonField<List<StopTripGrouping>>) =
                    apply {
                        this.stopTripGroupings = stopTripGroupings
                    }

                fun addStopTripGrouping(stopTripGrouping: StopTripGrouping) = apply {
                    stopTripGroupings =
                        JsonField.of(
                            (stopTripGroupings.asKnown() ?: emptyList()).plusElement(
                                stopTripGrouping
                            )
                        )
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
                        checkRequired("routeId", routeId),
                        checkRequired("scheduleDate", scheduleDate),
                        checkRequired("serviceIds", serviceIds),
                        checkRequired("stopTripGroupings", stopTripGroupings),
                        additionalProperties.toMap(),
                    )
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN =
                    setOf("routeId", "scheduleDate", "serviceIds", "stopTripGroupings")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): Entry? {
                    val o = json.asObject() ?: return null
                    return Entry(
                        Decoders.field(o["routeId"], Decoders.string),
                        Decoders.field(o["scheduleDate"], Decoders.long),
                        Decoders.field(o["serviceIds"], Decoders.list(Decoders.string)),
                        Decoders.field(
                            o["stopTripGroupings"],
                            Decoders.list(StopTripGrouping.decoder),
                        ),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<Entry> = { fromJson(it) }
            }

            class StopTripGrouping
            private constructor(
                private val directionId: JsonField<String>,
                private val stopIds: JsonField<List<String>>,
                private val tripHeadsigns: JsonField<List<String>>,
                private val tripIds: JsonField<List<String>>,
                private val tripsWithStopTimes: JsonField<List<TripsWithStopTime>>,
                private val additionalProperties: Map<String, JsonValue>,
            ) : JsonModel {

                fun directionId(): String = directionId.getRequired("directionId")

                fun _directionId(): JsonField<String> = directionId

                fun stopIds(): List<String> = stopIds.getRequired("stopIds")

                fun _stopIds(): JsonField<List<String>> = stopIds

                fun tripHeadsigns(): List<String> = tripHeadsigns.getRequired("tripHeadsigns")

                fun _tripHeadsigns(): JsonField<List<String>> = tripHeadsigns

                fun tripIds(): List<String> = tripIds.getRequired("tripIds")

                fun _tripIds(): JsonField<List<String>> = tripIds

                fun tripsWithStopTimes(): List<TripsWithStopTime>? =
                    tripsWithStopTimes.getNullable("tripsWithStopTimes")

                fun _tripsWithStopTimes(): JsonField<List<TripsWithStopTime>> = tripsWithStopTimes

                fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                fun validate(): StopTripGrouping = apply {
                    directionId()
                    stopIds()
                    tripHeadsigns()
                    tripIds()
                    tripsWithStopTimes()?.let { v -> v.forEach { e1 -> e1.validate() } }
                }

                override fun toJson(): JsonValue =
                    JsonObject.of(
                        listOf(
                            "directionId" to directionId,
                            "stopIds" to stopIds,
                            "tripHeadsigns" to tripHeadsigns,
                            "tripIds" to tripIds,
                            "tripsWithStopTimes" to tripsWithStopTimes,
                        ),
                        additionalProperties,
                    )

                fun toBuilder(): Builder = Builder().from(this)

                override fun equals(other: Any?): Boolean =
                    (other as? StopTripGrouping)?.toJson() == toJson()

                override fun hashCode(): Int = toJson().hashCode()

                override fun toString(): String = "StopTripGrouping" + toJson()

                class Builder internal constructor() {
                    private var directionId: JsonField<String> = JsonMissing
                    private var stopIds: JsonField<List<String>> = JsonMissing
                    private var tripHeadsigns: JsonField<List<String>> = JsonMissing
                    private var tripIds: JsonField<List<String>> = JsonMissing
                    private var tripsWithStopTimes: JsonField<List<TripsWithStopTime>> = JsonMissing
                    private val additionalProperties = LinkedHashMap<String, JsonValue>()

                    internal fun from(model: StopTripGrouping) = apply {
                        directionId = model.directionId
                        stopIds = model.stopIds
                        tripHeadsigns = model.tripHeadsigns
                        tripIds = model.tripIds
                        tripsWithStopTimes = model.tripsWithStopTimes
                        additionalProperties.putAll(model.additionalProperties)
                    }

                    fun directionId(directionId: String) = directionId(JsonField.of(directionId))

                    fun directionId(directionId: JsonField<String>) = apply {
                        this.directionId = directionId
                    }

                    fun stopIds(stopIds: List<String>) = stopIds(JsonField.of(stopIds))

                    fun stopIds(stopIds: JsonField<List<String>>) = apply { this.stopIds = stopIds }

                    fun addStopId(stopId: String) = apply {
                        stopIds =
                            JsonField.of((stopIds.asKnown() ?: emptyList()).plusElement(stopId))
                    }

                    fun tripHeadsigns(tripHeadsigns: List<String>) =
                        tripHeadsigns(JsonField.of(tripHeadsigns))

                    fun tripHeadsigns(tripHeadsigns: JsonField<List<String>>) = apply {
                        this.tripHeadsigns = tripHeadsigns
                    }

                    fun addTripHeadsign(tripHeadsign: String) = apply {
                        tripHeadsigns =
                            JsonField.of(
                                (tripHeadsigns.asKnown() ?: emptyList()).plusElement(tripHeadsign)
                            )
                    }

                    fun tripIds(tripIds: List<String>) = tripIds(JsonField.of(tripIds))

                    fun tripIds(tripIds: JsonField<List<String>>) = apply { this.tripIds = tripIds }

                    fun addTripId(tripId: String) = apply {
                        tripIds =
                            JsonField.of((tripIds.asKnown() ?: emptyList()).plusElement(tripId))
                    }

                    fun tripsWithStopTimes(tripsWithStopTimes: List<TripsWithStopTime>?) =
                        tripsWithStopTimes(JsonField.ofNullable(tripsWithStopTimes))

                    fun tripsWithStopTimes(tripsWithStopTimes: JsonField<List<TripsWithStopTime>>) =
                        apply {
                            this.tripsWithStopTimes = tripsWithStopTimes
                        }

                    fun addTripsWithStopTime(tripsWithStopTime: TripsWithStopTime) = apply {
                        tripsWithStopTimes =
                            JsonField.of(
                                (tripsWithStopTimes.asKnown() ?: emptyList()).plusElement(
                                    tripsWithStopTime
                                )
                            )
                    }

                    fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                        additionalProperties[key] = value
                    }

                    fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                        this.additionalProperties.clear()
                        this.additionalProperties.putAll(additionalProperties)
                    }

                    fun build(): StopTripGrouping =
                        StopTripGrouping(
                            checkRequired("directionId", directionId),
                            checkRequired("stopIds", stopIds),
                            checkRequired("tripHeadsigns", tripHeadsigns),
                            checkRequired("tripIds", tripIds),
                            tripsWithStopTimes,
                            additionalProperties.toMap(),
                        )
                }

                companion object {
                    fun builder(): Builder = Builder()

                    private val KNOWN =
                        setOf(
                            "directionId",
                            "stopIds",
                            "tripHeadsigns",
                            "tripIds",
                            "tripsWithStopTimes",
                        )

                    /** The model in [json], or null when it is not a JSON object. */
                    fun fromJson(json: JsonValue): StopTripGrouping? {
                        val o = json.asObject() ?: return null
                        return StopTripGrouping(
                            Decoders.field(o["directionId"], Decoders.string),
                            Decoders.field(o["stopIds"], Decoders.list(Decoders.string)),
                            Decoders.field(o["tripHeadsigns"], Decoders.list(Decoders.string)),
                            Decoders.field(o["tripIds"], Decoders.list(Decoders.string)),
                            Decoders.field(
                                o["tripsWithStopTimes"],
                                Decoders.list(TripsWithStopTime.decoder),
                            ),
                            o.filterKeys { it !in KNOWN },
                        )
                    }

                    val decoder: Decoder<StopTripGrouping> = { fromJson(it) }
                }

                class TripsWithStopTime
                private constructor(
                    private val tripId: JsonField<String>,
                    private val stopTimes: JsonField<List<StopTime>>,
                    private val additionalProperties: Map<String, JsonValue>,
                ) : JsonModel {

                    fun tripId(): String = tripId.getRequired("tripId")

                    fun _tripId(): JsonField<String> = tripId

                    fun stopTimes(): List<StopTime> = stopTimes.getRequired("stopTimes")

                    fun _stopTimes(): JsonField<List<StopTime>> = stopTimes

                    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                    fun validate(): TripsWithStopTime = apply {
                        tripId()
                        stopTimes().forEach { e1 -> e1.validate() }
                    }

                    override fun toJson(): JsonValue =
                        JsonObject.of(
                            listOf("tripId" to tripId, "stopTimes" to stopTimes),
                            additionalProperties,
                        )

                    fun toBuilder(): Builder = Builder().from(this)

                    override fun equals(other: Any?): Boolean =
                        (other as? TripsWithStopTime)?.toJson() == toJson()

                    override fun hashCode(): Int = toJson().hashCode()

                    override fun toString(): String = "TripsWithStopTime" + toJson()

                    class Builder internal constructor() {
                        private var tripId: JsonField<String> = JsonMissing
                        private var stopTimes: JsonField<List<StopTime>> = JsonMissing
                        private val additionalProperties = LinkedHashMap<String, JsonValue>()

                        internal fun from(model: TripsWithStopTime) = apply {
                            tripId = model.tripId
                            stopTimes = model.stopTimes
                            additionalProperties.putAll(model.additionalProperties)
                        }

                        fun tripId(tripId: String) = tripId(JsonField.of(tripId))

                        fun tripId(tripId: JsonField<String>) = apply { this.tripId = tripId }

                        fun stopTimes(stopTimes: List<StopTime>) =
                            stopTimes(JsonField.of(stopTimes))

                        fun stopTimes(stopTimes: JsonField<List<StopTime>>) = apply {
                            this.stopTimes = stopTimes
                        }

                        fun addStopTime(stopTime: StopTime) = apply {
                            stopTimes =
                                JsonField.of(
                                    (stopTimes.asKnown() ?: emptyList()).plusElement(stopTime)
                                )
                        }

                        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                            additionalProperties[key] = value
                        }

                        fun additionalProperties(additionalProperties: Map<String, JsonValue>) =
                            apply {
                                this.additionalProperties.clear()
                                this.additionalProperties.putAll(additionalProperties)
                            }

                        fun build(): TripsWithStopTime =
                            TripsWithStopTime(
                                checkRequired("tripId", tripId),
                                checkRequired("stopTimes", stopTimes),
                                additionalProperties.toMap(),
                            )
                    }

                    companion object {
                        fun builder(): Builder = Builder()

                        private val KNOWN = setOf("tripId", "stopTimes")

                        /** The model in [json], or null when it is not a JSON object. */
                        fun fromJson(json: JsonValue): TripsWithStopTime? {
                            val o = json.asObject() ?: return null
                            return TripsWithStopTime(
                                Decoders.field(o["tripId"], Decoders.string),
                                Decoders.field(o["stopTimes"], Decoders.list(StopTime.decoder)),
                                o.filterKeys { it !in KNOWN },
                            )
                        }

                        val decoder: Decoder<TripsWithStopTime> = { fromJson(it) }
                    }

                    class StopTime
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

                        fun departureEnabled(): Boolean =
                            departureEnabled.getRequired("departureEnabled")

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

                        fun validate(): StopTime = apply {
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
                            (other as? StopTime)?.toJson() == toJson()

                        override fun hashCode(): Int = toJson().hashCode()

                        override fun toString(): String = "StopTime" + toJson()

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

                            internal fun from(model: StopTime) = apply {
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

                            fun arrivalEnabled(arrivalEnabled: Boolean) =
                                arrivalEnabled(JsonField.of(arrivalEnabled))

                            fun arrivalEnabled(arrivalEnabled: JsonField<Boolean>) = apply {
                                this.arrivalEnabled = arrivalEnabled
                            }

                            fun arrivalTime(arrivalTime: Long) =
                                arrivalTime(JsonField.of(arrivalTime))

                            fun arrivalTime(arrivalTime: JsonField<Long>) = apply {
                                this.arrivalTime = arrivalTime
                            }

                            fun departureEnabled(departureEnabled: Boolean) =
                                departureEnabled(JsonField.of(departureEnabled))

                            fun departureEnabled(departureEnabled: JsonField<Boolean>) = apply {
                                this.departureEnabled = departureEnabled
                            }

                            fun departureTime(departureTime: Long) =
                                departureTime(JsonField.of(departureTime))

                            fun departureTime(departureTime: JsonField<Long>) = apply {
                                this.departureTime = departureTime
                            }

                            fun serviceId(serviceId: String?) =
                                serviceId(JsonField.ofNullable(serviceId))

                            fun serviceId(serviceId: JsonField<String>) = apply {
                                this.serviceId = serviceId
                            }

                            fun stopHeadsign(stopHeadsign: String?) =
                                stopHeadsign(JsonField.ofNullable(stopHeadsign))

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

                            fun additionalProperties(additionalProperties: Map<String, JsonValue>) =
                                apply {
                                    this.additionalProperties.clear()
                                    this.additionalProperties.putAll(additionalProperties)
                                }

                            fun build(): StopTime =
                                StopTime(
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
                            fun fromJson(json: JsonValue): StopTime? {
                                val o = json.asObject() ?: return null
                                return StopTime(
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

                            val decoder: Decoder<StopTime> = { fromJson(it) }
                        }
                    }
                }
            }
        }
    }
}
