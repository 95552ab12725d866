// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.scheduleforstop

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired
import org.onebusaway.models.References

class ScheduleForStopRetrieveResponse
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

    fun validate(): ScheduleForStopRetrieveResponse = apply {
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
        (other as? ScheduleForStopRetrieveResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ScheduleForStopRetrieveResponse" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<Long> = JsonMissing
        private var currentTime: JsonField<Long> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private var version: JsonField<Long> = JsonMissing
        private var data: JsonField<Data> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ScheduleForStopRetrieveResponse) = apply {
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

        fun build(): ScheduleForStopRetrieveResponse =
            ScheduleForStopRetrieveResponse(
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
        fun fromJson(json: JsonValue): ScheduleForStopRetrieveResponse? {
            val o = json.asObject() ?: return null
            return ScheduleForStopRetrieveResponse(
                Decoders.field(o["code"], Decoders.long),
                Decoders.field(o["currentTime"], Decoders.long),
                Decoders.field(o["text"], Decoders.string),
                Decoders.field(o["version"], Decoders.long),
                Decoders.field(o["data"], Data.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ScheduleForStopRetrieveResponse> = { fromJson(it) }
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
            private val date: JsonField<Long>,
            private val stopId: JsonField<String>,
            private val stopRouteSchedules: JsonField<List<StopRouteSchedule>>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            fun date(): Long = date.getRequired("date")

            fun _date(): JsonField<Long> = date

            fun stopId(): String = stopId.getRequired("stopId")

            fun _stopId(): JsonField<String> = stopId

            fun stopRouteSchedules(): List<StopRouteSchedule> =
                stopRouteSchedules.getRequired("stopRouteSchedules")

            fun _stopRouteSchedules(): JsonField<List<StopRouteSchedule>> = stopRouteSchedules

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): Entry = apply {
                date()
                stopId()
                stopRouteSchedules().forEach { e1 -> e1.validate() }
            }

            override fun toJson(): JsonValue =
                JsonObject.of(
                    listOf(
                        "date" to date,
                        "stopId" to stopId,
                        "stopRouteSchedules" to stopRouteSchedules,
                    ),
                    additionalProperties,
                )

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean = (other as? Entry)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Entry" + toJson()

            class Builder internal constructor() {
                private var date: JsonField<Long> = JsonMissing
                private var stopId: JsonField<String> = JsonMissing
                private var stopRouteSchedules: JsonField<List<StopRouteSchedule>> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: Entry) = apply {
                    date = model.date
                    stopId = model.stopId
                    stopRouteSchedules = model.stopRouteSchedules
                    additionalProperties.putAll(model.additionalProperties)
                }

                fun date(date: Long) = date(JsonField.of(date))

                fun date(date: JsonField<Long>) = apply { this.date = date }

                fun stopId(stopId: String) = stopId(JsonField.of(stopId))

                fun stopId(stopId: JsonField<String>) = apply { this.stopId = stopId }

                fun stopRouteSchedules(stopRouteSchedules: List<StopRouteSchedule>) =
                    stopRouteSchedules(JsonField.of(stopRouteSchedules))

                fun stopRouteSchedules(stopRouteSchedules: JsonField<List<StopRouteSchedule>>) =
                    apply {
                        this.stopRouteSchedules = stopRouteSchedules
                    }

                fun addStopRouteSchedule(stopRouteSchedule: StopRouteSchedule) = apply {
                    stopRouteSchedules =
                        JsonField.of(
                            (stopRouteSchedules.asKnown() ?: emptyList()).plusElement(
                                stopRouteSchedule
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
                        checkRequired("date", date),
                        checkRequired("stopId", stopId),
                        checkRequired("stopRouteSchedules", stopRouteSchedules),
                        additionalProperties.toMap(),
                    )
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN = setOf("date", "stopId", "stopRouteSchedules")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): Entry? {
                    val o = json.asObject() ?: return null
                    return Entry(
                        Decoders.field(o["date"], Decoders.long),
                        Decoders.field(o["stopId"], Decoders.string),
                        Decoders.field(
                            o["stopRouteSchedules"],
                            Decoders.list(StopRouteSchedule.decoder),
                        ),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<Entry> = { fromJson(it) }
            }

            class StopRouteSchedule
            private constructor(
                private val routeId: JsonField<String>,
                private val stopRouteDirectionSchedules:
                    JsonField<List<StopRouteDirectionSchedule>>,
                private val additionalProperties: Map<String, JsonValue>,
            ) : JsonModel {

                fun routeId(): String = routeId.getRequired("routeId")

                fun _routeId(): JsonField<String> = routeId

                fun stopRouteDirectionSchedules(): List<StopRouteDirectionSchedule> =
                    stopRouteDirectionSchedules.getRequired("stopRouteDirectionSchedules")

                fun _stopRouteDirectionSchedules(): JsonField<List<StopRouteDirectionSchedule>> =
                    stopRouteDirectionSchedules

                fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                fun validate(): StopRouteSchedule = apply {
                    routeId()
                    stopRouteDirectionSchedules().forEach { e1 -> e1.validate() }
                }

                override fun toJson(): JsonValue =
                    JsonObject.of(
                        listOf(
                            "routeId" to routeId,
                            "stopRouteDirectionSchedules" to stopRouteDirectionSchedules,
                        ),
                        additionalProperties,
                    )

                fun toBuilder(): Builder = Builder().from(this)

                override fun equals(other: Any?): Boolean =
                    (other as? StopRouteSchedule)?.toJson() == toJson()

                override fun hashCode(): Int = toJson().hashCode()

                override fun toString(): String = "StopRouteSchedule" + toJson()

                class Builder internal constructor() {
                    private var routeId: JsonField<String> = JsonMissing
                    private var stopRouteDirectionSchedules:
                        JsonField<List<StopRouteDirectionSchedule>> =
                        JsonMissing
                    private val additionalProperties = LinkedHashMap<String, JsonValue>()

                    internal fun from(model: StopRouteSchedule) = apply {
                        routeId = model.routeId
                        stopRouteDirectionSchedules = model.stopRouteDirectionSchedules
                        additionalProperties.putAll(model.additionalProperties)
                    }

                    fun routeId(routeId: String) = routeId(JsonField.of(routeId))

                    fun routeId(routeId: JsonField<String>) = apply { this.routeId = routeId }

                    fun stopRouteDirectionSchedules(
                        stopRouteDirectionSchedules: List<StopRouteDirectionSchedule>
                    ) = stopRouteDirectionSchedules(JsonField.of(stopRouteDirectionSchedules))

                    fun stopRouteDirectionSchedules(
                        stopRouteDirectionSchedules: JsonField<List<StopRouteDirectionSchedule>>
                    ) = apply {
                        this.stopRouteDirectionSchedules = stopRouteDirectionSchedules
                    }

                    fun addStopRouteDirectionSchedule(
                        stopRouteDirectionSchedule: StopRouteDirectionSchedule
                    ) = apply {
                        stopRouteDirectionSchedules =
                            JsonField.of(
                                (stopRouteDirectionSchedules.asKnown() ?: emptyList()).plusElement(
                                    stopRouteDirectionSchedule
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

                    fun build(): StopRouteSchedule =
                        StopRouteSchedule(
                            checkRequired("routeId", routeId),
                            checkRequired(
                                "stopRouteDirectionSchedules",
                                stopRouteDirectionSchedules,
                            ),
                            additionalProperties.toMap(),
                        )
                }

                companion object {
                    fun builder(): Builder = Builder()

                    private val KNOWN = setOf("routeId", "stopRouteDirectionSchedules")

                    /** The model in [json], or null when it is not a JSON object. */
                    fun fromJson(json: JsonValue): StopRouteSchedule? {
                        val o = json.asObject() ?: return null
                        return StopRouteSchedule(
                            Decoders.field(o["routeId"], Decoders.string),
                            Decoders.field(
                                o["stopRouteDirectionSchedules"],
                                Decoders.list(StopRouteDirectionSchedule.decoder),
                            ),
                            o.filterKeys { it !in KNOWN },
                        )
                    }

                    val decoder: Decoder<StopRouteSchedule> = { fromJson(it) }
                }

                class StopRouteDirectionSchedule
                private constructor(
                    private val scheduleFrequencies: JsonField<List<ScheduleFrequency>>,
                    private val scheduleStopTimes: JsonField<List<ScheduleStopTime>>,
                    private val tripHeadsign: JsonField<String>,
                    private val additionalProperties: Map<String, JsonValue>,
                ) : JsonModel {

                    fun scheduleFrequencies(): List<ScheduleFrequency>? =
                        scheduleFrequencies.getNullable("scheduleFrequencies")

                    fun _scheduleFrequencies(): JsonField<List<ScheduleFrequency>> =
                        scheduleFrequencies

                    fun scheduleStopTimes(): List<ScheduleStopTime> =
                        scheduleStopTimes.getRequired("scheduleStopTimes")

                    fun _scheduleStopTimes(): JsonField<List<ScheduleStopTime>> = scheduleStopTimes

                    fun tripHeadsign(): String = tripHeadsign.getRequired("tripHeadsign")

                    fun _tripHeadsign(): JsonField<String> = tripHeadsign

                    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                    fun validate(): StopRouteDirectionSchedule = apply {
                        scheduleFrequencies()?.let { v -> v.forEach { e1 -> e1.validate() } }
                        scheduleStopTimes().forEach { e1 -> e1.validate() }
                        tripHeadsign()
                    }

                    override fun toJson(): JsonValue =
                        JsonObject.of(
                            listOf(
                                "scheduleFrequencies" to scheduleFrequencies,
                                "scheduleStopTimes" to scheduleStopTimes,
                                "tripHeadsign" to tripHeadsign,
                            ),
                            additionalProperties,
                        )

                    fun toBuilder(): Builder = Builder().from(this)

                    override fun equals(other: Any?): Boolean =
                        (other as? StopRouteDirectionSchedule)?.toJson() == toJson()

                    override fun hashCode(): Int = toJson().hashCode()

                    override fun toString(): String = "StopRouteDirectionSchedule" + toJson()

                    class Builder internal constructor() {
                        private var scheduleFrequencies: JsonField<List<ScheduleFrequency>> =
                            JsonMissing
                        private var scheduleStopTimes: JsonField<List<ScheduleStopTime>> =
                            JsonMissing
                        private var tripHeadsign: JsonField<String> = JsonMissing
                        private val additionalProperties = LinkedHashMap<String, JsonValue>()

                        internal fun from(model: StopRouteDirectionSchedule) = apply {
                            scheduleFrequencies = model.scheduleFrequencies
                            scheduleStopTimes = model.scheduleStopTimes
                            tripHeadsign = model.tripHeadsign
                            additionalProperties.putAll(model.additionalProperties)
                        }

                        fun scheduleFrequencies(scheduleFrequencies: List<ScheduleFrequency>?) =
                            scheduleFrequencies(JsonField.ofNullable(scheduleFrequencies))

                        fun scheduleFrequencies(
                            scheduleFrequencies: JsonField<List<ScheduleFrequency>>
                        ) = apply {
                            this.scheduleFrequencies = scheduleFrequencies
                        }

                        fun addScheduleFrequency(scheduleFrequency: ScheduleFrequency) = apply {
                            scheduleFrequencies =
                                JsonField.of(
                                    (scheduleFrequencies.asKnown() ?: emptyList()).plusElement(
                                        scheduleFrequency
                                    )
                                )
                        }

                        fun scheduleStopTimes(scheduleStopTimes: List<ScheduleStopTime>) =
                            scheduleStopTimes(JsonField.of(scheduleStopTimes))

                        fun scheduleStopTimes(
                            scheduleStopTimes: JsonField<List<ScheduleStopTime>>
                        ) = apply {
                            this.scheduleStopTimes = scheduleStopTimes
                        }

                        fun addScheduleStopTime(scheduleStopTime: ScheduleStopTime) = apply {
                            scheduleStopTimes =
                                JsonField.of(
                                    (scheduleStopTimes.asKnown() ?: emptyList()).plusElement(
                                        scheduleStopTime
                                    )
                                )
                        }

                        fun tripHeadsign(tripHeadsign: String) =
                            tripHeadsign(JsonField.of(tripHeadsign))

                        fun tripHeadsign(tripHeadsign: JsonField<String>) = apply {
                            this.tripHeadsign = tripHeadsign
                        }

                        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                            additionalProperties[key] = value
                        }

                        fun additionalProperties(additionalProperties: Map<String, JsonValue>) =
                            apply {
                                this.additionalProperties.clear()
                                this.additionalProperties.putAll(additionalProperties)
                            }

                        fun build(): StopRouteDirectionSchedule =
                            StopRouteDirectionSchedule(
                                scheduleFrequencies,
                                checkRequired("scheduleStopTimes", scheduleStopTimes),
                                checkRequired("tripHeadsign", tripHeadsign),
                                additionalProperties.toMap(),
                            )
                    }

                    companion object {
                        fun builder(): Builder = Builder()

                        private val KNOWN =
                            setOf("scheduleFrequencies", "scheduleStopTimes", "tripHeadsign")

                        /** The model in [json], or null when it is not a JSON object. */
                        fun fromJson(json: JsonValue): StopRouteDirectionSchedule? {
                            val o = json.asObject() ?: return null
                            return StopRouteDirectionSchedule(
                                Decoders.field(
                                    o["scheduleFrequencies"],
                                    Decoders.list(ScheduleFrequency.decoder),
                                ),
                                Decoders.field(
                                    o["scheduleStopTimes"],
                                    Decoders.list(ScheduleStopTime.decoder),
                                ),
                                Decoders.field(o["tripHeadsign"], Decoders.string),
                                o.filterKeys { it !in KNOWN },
                            )
                        }

                        val decoder: Decoder<StopRouteDirectionSchedule> = { fromJson(it) }
                    }

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

                        override fun equals(other: Any?): Boolean =
                            (other as? ScheduleFrequency)?.toJson() == toJson()

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

                            fun serviceDate(serviceDate: Long) =
                                serviceDate(JsonField.of(serviceDate))

                            fun serviceDate(serviceDate: JsonField<Long>) = apply {
                                this.serviceDate = serviceDate
                            }

                            fun startTime(startTime: Long) = startTime(JsonField.of(startTime))

                            fun startTime(startTime: JsonField<Long>) = apply {
                                this.startTime = startTime
                            }

                            fun endTime(endTime: Long) = endTime(JsonField.of(endTime))

                            fun endTime(endTime: JsonField<Long>) = apply { this.endTime = endTime }

                            fun headway(headway: Long) = headway(JsonField.of(headway))

                            fun headway(headway: JsonField<Long>) = apply { this.headway = headway }

                            fun serviceId(serviceId: String) = serviceId(JsonField.of(serviceId))

                            fun serviceId(serviceId: JsonField<String>) = apply {
                                this.serviceId = serviceId
                            }

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
                                setOf(
                                    "serviceDate",
                                    "startTime",
                                    "endTime",
                                    "headway",
                                    "serviceId",
                                    "tripId",
                                )

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

                    class ScheduleStopTime
                    private constructor(
                        private val arrivalEnabled: JsonField<Boolean>,
                        private val arrivalTime: JsonField<Long>,
                        private val departureEnabled: JsonField<Boolean>,
                        private val departureTime: JsonField<Long>,
                        private val serviceId: JsonField<String>,
                        private val stopHeadsign: JsonField<String>,
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

                        fun serviceId(): String = serviceId.getRequired("serviceId")

                        fun _serviceId(): JsonField<String> = serviceId

                        fun stopHeadsign(): String? = stopHeadsign.getNullable("stopHeadsign")

                        fun _stopHeadsign(): JsonField<String> = stopHeadsign

                        fun tripId(): String = tripId.getRequired("tripId")

                        fun _tripId(): JsonField<String> = tripId

                        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                        fun validate(): ScheduleStopTime = apply {
                            arrivalEnabled()
                            arrivalTime()
                            departureEnabled()
                            departureTime()
                            serviceId()
                            stopHeadsign()
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
                                    "tripId" to tripId,
                                ),
                                additionalProperties,
                            )

                        fun toBuilder(): Builder = Builder().from(this)

                        override fun equals(other: Any?): Boolean =
                            (other as? ScheduleStopTime)?.toJson() == toJson()

                        override fun hashCode(): Int = toJson().hashCode()

                        override fun toString(): String = "ScheduleStopTime" + toJson()

                        class Builder internal constructor() {
                            private var arrivalEnabled: JsonField<Boolean> = JsonMissing
                            private var arrivalTime: JsonField<Long> = JsonMissing
                            private var departureEnabled: JsonField<Boolean> = JsonMissing
                            private var departureTime: JsonField<Long> = JsonMissing
                            private var serviceId: JsonField<String> = JsonMissing
                            private var stopHeadsign: JsonField<String> = JsonMissing
                            private var tripId: JsonField<String> = JsonMissing
                            private val additionalProperties = LinkedHashMap<String, JsonValue>()

                            internal fun from(model: ScheduleStopTime) = apply {
                                arrivalEnabled = model.arrivalEnabled
                                arrivalTime = model.arrivalTime
                                departureEnabled = model.departureEnabled
                                departureTime = model.departureTime
                                serviceId = model.serviceId
                                stopHeadsign = model.stopHeadsign
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

                            fun serviceId(serviceId: String) = serviceId(JsonField.of(serviceId))

                            fun serviceId(serviceId: JsonField<String>) = apply {
                                this.serviceId = serviceId
                            }

                            fun stopHeadsign(stopHeadsign: String?) =
                                stopHeadsign(JsonField.ofNullable(stopHeadsign))

                            fun stopHeadsign(stopHeadsign: JsonField<String>) = apply {
                                this.stopHeadsign = stopHeadsign
                            }

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

                            fun build(): ScheduleStopTime =
                                ScheduleStopTime(
                                    checkRequired("arrivalEnabled", arrivalEnabled),
                                    checkRequired("arrivalTime", arrivalTime),
                                    checkRequired("departureEnabled", departureEnabled),
                                    checkRequired("departureTime", departureTime),
                                    checkRequired("serviceId", serviceId),
                                    stopHeadsign,
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
                                    "tripId",
                                )

                            /** The model in [json], or null when it is not a JSON object. */
                            fun fromJson(json: JsonValue): ScheduleStopTime? {
                                val o = json.asObject() ?: return null
                                return ScheduleStopTime(
                                    Decoders.field(o["arrivalEnabled"], Decoders.boolean),
                                    Decoders.field(o["arrivalTime"], Decoders.long),
                                    Decoders.field(o["departureEnabled"], Decoders.boolean),
                                    Decoders.field(o["departureTime"], Decoders.long),
                                    Decoders.field(o["serviceId"], Decoders.string),
                                    Decoders.field(o["stopHeadsign"], Decoders.string),
                                    Decoders.field(o["tripId"], Decoders.string),
                                    o.filterKeys { it !in KNOWN },
                                )
                            }

                            val decoder: Decoder<ScheduleStopTime> = { fromJson(it) }
                        }
                    }
                }
            }
        }
    }
}
