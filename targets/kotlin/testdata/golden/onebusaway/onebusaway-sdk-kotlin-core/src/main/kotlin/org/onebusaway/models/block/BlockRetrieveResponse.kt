// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.block

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired
import org.onebusaway.models.References

class BlockRetrieveResponse
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

    fun validate(): BlockRetrieveResponse = apply {
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
        (other as? BlockRetrieveResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "BlockRetrieveResponse" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<Long> = JsonMissing
        private var currentTime: JsonField<Long> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private var version: JsonField<Long> = JsonMissing
        private var data: JsonField<Data> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: BlockRetrieveResponse) = apply {
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

        fun build(): BlockRetrieveResponse =
            BlockRetrieveResponse(
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
        fun fromJson(json: JsonValue): BlockRetrieveResponse? {
            val o = json.asObject() ?: return null
            return BlockRetrieveResponse(
                Decoders.field(o["code"], Decoders.long),
                Decoders.field(o["currentTime"], Decoders.long),
                Decoders.field(o["text"], Decoders.string),
                Decoders.field(o["version"], Decoders.long),
                Decoders.field(o["data"], Data.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<BlockRetrieveResponse> = { fromJson(it) }
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
            private val id: JsonField<String>,
            private val configurations: JsonField<List<Configuration>>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            fun id(): String = id.getRequired("id")

            fun _id(): JsonField<String> = id

            fun configurations(): List<Configuration> = configurations.getRequired("configurations")

            fun _configurations(): JsonField<List<Configuration>> = configurations

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): Entry = apply {
                id()
                configurations().forEach { e1 -> e1.validate() }
            }

            override fun toJson(): JsonValue =
                JsonObject.of(
                    listOf("id" to id, "configurations" to configurations),
                    additionalProperties,
                )

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean = (other as? Entry)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Entry" + toJson()

            class Builder internal constructor() {
                private var id: JsonField<String> = JsonMissing
                private var configurations: JsonField<List<Configuration>> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: Entry) = apply {
                    id = model.id
                    configurations = model.configurations
                    additionalProperties.putAll(model.additionalProperties)
                }

                fun id(id: String) = id(JsonField.of(id))

                fun id(id: JsonField<String>) = apply { this.id = id }

                fun configurations(configurations: List<Configuration>) =
                    configurations(JsonField.of(configurations))

                fun configurations(configurations: JsonField<List<Configuration>>) = apply {
                    this.configurations = configurations
                }

                fun addConfiguration(configuration: Configuration) = apply {
                    configurations =
                        JsonField.of(
                            (configurations.asKnown() ?: emptyList()).plusElement(configuration)
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
                        checkRequired("id", id),
                        checkRequired("configurations", configurations),
                        additionalProperties.toMap(),
                    )
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN = setOf("id", "configurations")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): Entry? {
                    val o = json.asObject() ?: return null
                    return Entry(
                        Decoders.field(o["id"], Decoders.string),
                        Decoders.field(o["configurations"], Decoders.list(Configuration.decoder)),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<Entry> = { fromJson(it) }
            }

            class Configuration
            private constructor(
                private val activeServiceIds: JsonField<List<String>>,
                private val inactiveServiceIds: JsonField<List<String>>,
                private val trips: JsonField<List<Trip>>,
                private val additionalProperties: Map<String, JsonValue>,
            ) : JsonModel {

                fun activeServiceIds(): List<String> =
                    activeServiceIds.getRequired("activeServiceIds")

                fun _activeServiceIds(): JsonField<List<String>> = activeServiceIds

                fun inactiveServiceIds(): List<String>? =
                    inactiveServiceIds.getNullable("inactiveServiceIds")

                fun _inactiveServiceIds(): JsonField<List<String>> = inactiveServiceIds

                fun trips(): List<Trip> = trips.getRequired("trips")

                fun _trips(): JsonField<List<Trip>> = trips

                fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                fun validate(): Configuration = apply {
                    activeServiceIds()
                    inactiveServiceIds()
                    trips().forEach { e1 -> e1.validate() }
                }

                override fun toJson(): JsonValue =
                    JsonObject.of(
                        listOf(
                            "activeServiceIds" to activeServiceIds,
                            "inactiveServiceIds" to inactiveServiceIds,
                            "trips" to trips,
                        ),
                        additionalProperties,
                    )

                fun toBuilder(): Builder = Builder().from(this)

                override fun equals(other: Any?): Boolean =
                    (other as? Configuration)?.toJson() == toJson()

                override fun hashCode(): Int = toJson().hashCode()

                override fun toString(): String = "Configuration" + toJson()

                class Builder internal constructor() {
                    private var activeServiceIds: JsonField<List<String>> = JsonMissing
                    private var inactiveServiceIds: JsonField<List<String>> = JsonMissing
                    private var trips: JsonField<List<Trip>> = JsonMissing
                    private val additionalProperties = LinkedHashMap<String, JsonValue>()

                    internal fun from(model: Configuration) = apply {
                        activeServiceIds = model.activeServiceIds
                        inactiveServiceIds = model.inactiveServiceIds
                        trips = model.trips
                        additionalProperties.putAll(model.additionalProperties)
                    }

                    fun activeServiceIds(activeServiceIds: List<String>) =
                        activeServiceIds(JsonField.of(activeServiceIds))

                    fun activeServiceIds(activeServiceIds: JsonField<List<String>>) = apply {
                        this.activeServiceIds = activeServiceIds
                    }

                    fun addActiveServiceId(activeServiceId: String) = apply {
                        activeServiceIds =
                            JsonField.of(
                                (activeServiceIds.asKnown() ?: emptyList()).plusElement(
                                    activeServiceId
                                )
                            )
                    }

                    fun inactiveServiceIds(inactiveServiceIds: List<String>?) =
                        inactiveServiceIds(JsonField.ofNullable(inactiveServiceIds))

                    fun inactiveServiceIds(inactiveServiceIds: JsonField<List<String>>) = apply {
                        this.inactiveServiceIds = inactiveServiceIds
                    }

                    fun addInactiveServiceId(inactiveServiceId: String) = apply {
                        inactiveServiceIds =
                            JsonField.of(
                                (inactiveServiceIds.asKnown() ?: emptyList()).plusElement(
                                    inactiveServiceId
                                )
                            )
                    }

                    fun trips(trips: List<Trip>) = trips(JsonField.of(trips))

                    fun trips(trips: JsonField<List<Trip>>) = apply { this.trips = trips }

                    fun addTrip(trip: Trip) = apply {
                        trips = JsonField.of((trips.asKnown() ?: emptyList()).plusElement(trip))
                    }

                    fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                        additionalProperties[key] = value
                    }

                    fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                        this.additionalProperties.clear()
                        this.additionalProperties.putAll(additionalProperties)
                    }

                    fun build(): Configuration =
                        Configuration(
                            checkRequired("activeServiceIds", activeServiceIds),
                            inactiveServiceIds,
                            checkRequired("trips", trips),
                            additionalProperties.toMap(),
                        )
                }

                companion object {
                    fun builder(): Builder = Builder()

                    private val KNOWN = setOf("activeServiceIds", "inactiveServiceIds", "trips")

                    /** The model in [json], or null when it is not a JSON object. */
                    fun fromJson(json: JsonValue): Configuration? {
                        val o = json.asObject() ?: return null
                        return Configuration(
                            Decoders.field(o["activeServiceIds"], Decoders.list(Decoders.string)),
                            Decoders.field(o["inactiveServiceIds"], Decoders.list(Decoders.string)),
                            Decoders.field(o["trips"], Decoders.list(Trip.decoder)),
                            o.filterKeys { it !in KNOWN },
                        )
                    }

                    val decoder: Decoder<Configuration> = { fromJson(it) }
                }

                class Trip
                private constructor(
                    private val tripId: JsonField<String>,
                    private val distanceAlongBlock: JsonField<Float>,
                    private val accumulatedSlackTime: JsonField<Float>,
                    private val blockStopTimes: JsonField<List<BlockStopTime>>,
                    private val additionalProperties: Map<String, JsonValue>,
                ) : JsonModel {

                    fun tripId(): String = tripId.getRequired("tripId")

                    fun _tripId(): JsonField<String> = tripId

                    fun distanceAlongBlock(): Float =
                        distanceAlongBlock.getRequired("distanceAlongBlock")

                    fun _distanceAlongBlock(): JsonField<Float> = distanceAlongBlock

                    fun accumulatedSlackTime(): Float =
                        accumulatedSlackTime.getRequired("accumulatedSlackTime")

                    fun _accumulatedSlackTime(): JsonField<Float> = accumulatedSlackTime

                    fun blockStopTimes(): List<BlockStopTime> =
                        blockStopTimes.getRequired("blockStopTimes")

                    fun _blockStopTimes(): JsonField<List<BlockStopTime>> = blockStopTimes

                    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                    fun validate(): Trip = apply {
                        tripId()
                        distanceAlongBlock()
                        accumulatedSlackTime()
                        blockStopTimes().forEach { e1 -> e1.validate() }
                    }

                    override fun toJson(): JsonValue =
                        JsonObject.of(
                            listOf(
                                "tripId" to tripId,
                                "distanceAlongBlock" to distanceAlongBlock,
                                "accumulatedSlackTime" to accumulatedSlackTime,
                                "blockStopTimes" to blockStopTimes,
                            ),
                            additionalProperties,
                        )

                    fun toBuilder(): Builder = Builder().from(this)

                    override fun equals(other: Any?): Boolean =
                        (other as? Trip)?.toJson() == toJson()

                    override fun hashCode(): Int = toJson().hashCode()

                    override fun toString(): String = "Trip" + toJson()

                    class Builder internal constructor() {
                        private var tripId: JsonField<String> = JsonMissing
                        private var distanceAlongBlock: JsonField<Float> = JsonMissing
                        private var accumulatedSlackTime: JsonField<Float> = JsonMissing
                        private var blockStopTimes: JsonField<List<BlockStopTime>> = JsonMissing
                        private val additionalProperties = LinkedHashMap<String, JsonValue>()

                        internal fun from(model: Trip) = apply {
                            tripId = model.tripId
                            distanceAlongBlock = model.distanceAlongBlock
                            accumulatedSlackTime = model.accumulatedSlackTime
                            blockStopTimes = model.blockStopTimes
                            additionalProperties.putAll(model.additionalProperties)
                        }

                        fun tripId(tripId: String) = tripId(JsonField.of(tripId))

                        fun tripId(tripId: JsonField<String>) = apply { this.tripId = tripId }

                        fun distanceAlongBlock(distanceAlongBlock: Float) =
                            distanceAlongBlock(JsonField.of(distanceAlongBlock))

                        fun distanceAlongBlock(distanceAlongBlock: JsonField<Float>) = apply {
                            this.distanceAlongBlock = distanceAlongBlock
                        }

                        fun accumulatedSlackTime(accumulatedSlackTime: Float) =
                            accumulatedSlackTime(JsonField.of(accumulatedSlackTime))

                        fun accumulatedSlackTime(accumulatedSlackTime: JsonField<Float>) = apply {
                            this.accumulatedSlackTime = accumulatedSlackTime
                        }

                        fun blockStopTimes(blockStopTimes: List<BlockStopTime>) =
                            blockStopTimes(JsonField.of(blockStopTimes))

                        fun blockStopTimes(blockStopTimes: JsonField<List<BlockStopTime>>) = apply {
                            this.blockStopTimes = blockStopTimes
                        }

                        fun addBlockStopTime(blockStopTime: BlockStopTime) = apply {
                            blockStopTimes =
                                JsonField.of(
                                    (blockStopTimes.asKnown() ?: emptyList()).plusElement(
                                        blockStopTime
                                    )
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

                        fun build(): Trip =
                            Trip(
                                checkRequired("tripId", tripId),
                                checkRequired("distanceAlongBlock", distanceAlongBlock),
                                checkRequired("accumulatedSlackTime", accumulatedSlackTime),
                                checkRequired("blockStopTimes", blockStopTimes),
                                additionalProperties.toMap(),
                            )
                    }

                    companion object {
                        fun builder(): Builder = Builder()

                        private val KNOWN =
                            setOf(
                                "tripId",
                                "distanceAlongBlock",
                                "accumulatedSlackTime",
                                "blockStopTimes",
                            )

                        /** The model in [json], or null when it is not a JSON object. */
                        fun fromJson(json: JsonValue): Trip? {
                            val o = json.asObject() ?: return null
                            return Trip(
                                Decoders.field(o["tripId"], Decoders.string),
                                Decoders.field(o["distanceAlongBlock"], Decoders.float),
                                Decoders.field(o["accumulatedSlackTime"], Decoders.float),
                                Decoders.field(
                                    o["blockStopTimes"],
                                    Decoders.list(BlockStopTime.decoder),
                                ),
                                o.filterKeys { it !in KNOWN },
                            )
                        }

                        val decoder: Decoder<Trip> = { fromJson(it) }
                    }

                    class BlockStopTime
                    private constructor(
                        private val blockSequence: JsonField<Long>,
                        private val distanceAlongBlock: JsonField<Float>,
                        private val accumulatedSlackTime: JsonField<Float>,
                        private val stopTime: JsonField<StopTime>,
                        private val additionalProperties: Map<String, JsonValue>,
                    ) : JsonModel {

                        fun blockSequence(): Long = blockSequence.getRequired("blockSequence")

                        fun _blockSequence(): JsonField<Long> = blockSequence

                        fun distanceAlongBlock(): Float =
                            distanceAlongBlock.getRequired("distanceAlongBlock")

                        fun _distanceAlongBlock(): JsonField<Float> = distanceAlongBlock

                        fun accumulatedSlackTime(): Float =
                            accumulatedSlackTime.getRequired("accumulatedSlackTime")

                        fun _accumulatedSlackTime(): JsonField<Float> = accumulatedSlackTime

                        fun stopTime(): StopTime = stopTime.getRequired("stopTime")

                        fun _stopTime(): JsonField<StopTime> = stopTime

                        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                        fun validate(): BlockStopTime = apply {
                            blockSequence()
                            distanceAlongBlock()
                            accumulatedSlackTime()
                            stopTime().validate()
                        }

                        override fun toJson(): JsonValue =
                            JsonObject.of(
                                listOf(
                                    "blockSequence" to blockSequence,
                                    "distanceAlongBlock" to distanceAlongBlock,
                                    "accumulatedSlackTime" to accumulatedSlackTime,
                                    "stopTime" to stopTime,
                                ),
                                additionalProperties,
                            )

                        fun toBuilder(): Builder = Builder().from(this)

                        override fun equals(other: Any?): Boolean =
                            (other as? BlockStopTime)?.toJson() == toJson()

                        override fun hashCode(): Int = toJson().hashCode()

                        override fun toString(): String = "BlockStopTime" + toJson()

                        class Builder internal constructor() {
                            private var blockSequence: JsonField<Long> = JsonMissing
                            private var distanceAlongBlock: JsonField<Float> = JsonMissing
                            private var accumulatedSlackTime: JsonField<Float> = JsonMissing
                            private var stopTime: JsonField<StopTime> = JsonMissing
                            private val additionalProperties = LinkedHashMap<String, JsonValue>()

                            internal fun from(model: BlockStopTime) = apply {
                                blockSequence = model.blockSequence
                                distanceAlongBlock = model.distanceAlongBlock
                                accumulatedSlackTime = model.accumulatedSlackTime
                                stopTime = model.stopTime
                                additionalProperties.putAll(model.additionalProperties)
                            }

                            fun blockSequence(blockSequence: Long) =
                                blockSequence(JsonField.of(blockSequence))

                            fun blockSequence(blockSequence: JsonField<Long>) = apply {
                                this.blockSequence = blockSequence
                            }

                            fun distanceAlongBlock(distanceAlongBlock: Float) =
                                distanceAlongBlock(JsonField.of(distanceAlongBlock))

                            fun distanceAlongBlock(distanceAlongBlock: JsonField<Float>) = apply {
                                this.distanceAlongBlock = distanceAlongBlock
                            }

                            fun accumulatedSlackTime(accumulatedSlackTime: Float) =
                                accumulatedSlackTime(JsonField.of(accumulatedSlackTime))

                            fun accumulatedSlackTime(accumulatedSlackTime: JsonField<Float>) =
                                apply {
                                    this.accumulatedSlackTime = accumulatedSlackTime
                                }

                            fun stopTime(stopTime: StopTime) = stopTime(JsonField.of(stopTime))

                            fun stopTime(stopTime: JsonField<StopTime>) = apply {
                                this.stopTime = stopTime
                            }

                            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                                additionalProperties[key] = value
                            }

                            fun additionalProperties(additionalProperties: Map<String, JsonValue>) =
                                apply {
                                    this.additionalProperties.clear()
                                    this.additionalProperties.putAll(additionalProperties)
                                }

                            fun build(): BlockStopTime =
                                BlockStopTime(
                                    checkRequired("blockSequence", blockSequence),
                                    checkRequired("distanceAlongBlock", distanceAlongBlock),
                                    checkRequired("accumulatedSlackTime", accumulatedSlackTime),
                                    checkRequired("stopTime", stopTime),
                                    additionalProperties.toMap(),
                                )
                        }

                        companion object {
                            fun builder(): Builder = Builder()

                            private val KNOWN =
                                setOf(
                                    "blockSequence",
                                    "distanceAlongBlock",
                                    "accumulatedSlackTime",
                                    "stopTime",
                                )

                            /** The model in [json], or null when it is not a JSON object. */
                            fun fromJson(json: JsonValue): BlockStopTime? {
                                val o = json.asObject() ?: return null
                                return BlockStopTime(
                                    Decoders.field(o["blockSequence"], Decoders.long),
                                    Decoders.field(o["distanceAlongBlock"], Decoders.float),
                                    Decoders.field(o["accumulatedSlackTime"], Decoders.float),
                                    Decoders.field(o["stopTime"], StopTime.decoder),
                                    o.filterKeys { it !in KNOWN },
                                )
                            }

                            val decoder: Decoder<BlockStopTime> = { fromJson(it) }
                        }

                        class StopTime
                        private constructor(
                            private val stopId: JsonField<String>,
                            private val arrivalTime: JsonField<Long>,
                            private val departureTime: JsonField<Long>,
                            private val pickupType: JsonField<Long>,
                            private val dropOffType: JsonField<Long>,
                            private val additionalProperties: Map<String, JsonValue>,
                        ) : JsonModel {

                            fun stopId(): String = stopId.getRequired("stopId")

                            fun _stopId(): JsonField<String> = stopId

                            fun arrivalTime(): Long = arrivalTime.getRequired("arrivalTime")

                            fun _arrivalTime(): JsonField<Long> = arrivalTime

                            fun departureTime(): Long = departureTime.getRequired("departureTime")

                            fun _departureTime(): JsonField<Long> = departureTime

                            fun pickupType(): Long? = pickupType.getNullable("pickupType")

                            fun _pickupType(): JsonField<Long> = pickupType

                            fun dropOffType(): Long? = dropOffType.getNullable("dropOffType")

                            fun _dropOffType(): JsonField<Long> = dropOffType

                            fun _additionalProperties(): Map<String, JsonValue> =
                                additionalProperties

                            fun validate(): StopTime = apply {
                                stopId()
                                arrivalTime()
                                departureTime()
                                pickupType()
                                dropOffType()
                            }

                            override fun toJson(): JsonValue =
                                JsonObject.of(
                                    listOf(
                                        "stopId" to stopId,
                                        "arrivalTime" to arrivalTime,
                                        "departureTime" to departureTime,
                                        "pickupType" to pickupType,
                                        "dropOffType" to dropOffType,
                                    ),
                                    additionalProperties,
                                )

                            fun toBuilder(): Builder = Builder().from(this)

                            override fun equals(other: Any?): Boolean =
                                (other as? StopTime)?.toJson() == toJson()

                            override fun hashCode(): Int = toJson().hashCode()

                            override fun toString(): String = "StopTime" + toJson()

                            class Builder internal constructor() {
                                private var stopId: JsonField<String> = JsonMissing
                                private var arrivalTime: JsonField<Long> = JsonMissing
                                private var departureTime: JsonField<Long> = JsonMissing
                                private var pickupType: JsonField<Long> = JsonMissing
                                private var dropOffType: JsonField<Long> = JsonMissing
                                private val additionalProperties =
                                    LinkedHashMap<String, JsonValue>()

                                internal fun from(model: StopTime) = apply {
                                    stopId = model.stopId
                                    arrivalTime = model.arrivalTime
                                    departureTime = model.departureTime
                                    pickupType = model.pickupType
                                    dropOffType = model.dropOffType
                                    additionalProperties.putAll(model.additionalProperties)
                                }

                                fun stopId(stopId: String) = stopId(JsonField.of(stopId))

                                fun stopId(stopId: JsonField<String>) = apply {
                                    this.stopId = stopId
                                }

                                fun arrivalTime(arrivalTime: Long) =
                                    arrivalTime(JsonField.of(arrivalTime))

                                fun arrivalTime(arrivalTime: JsonField<Long>) = apply {
                                    this.arrivalTime = arrivalTime
                                }

                                fun departureTime(departureTime: Long) =
                                    departureTime(JsonField.of(departureTime))

                                fun departureTime(departureTime: JsonField<Long>) = apply {
                                    this.departureTime = departureTime
                                }

                                fun pickupType(pickupType: Long?) =
                                    pickupType(JsonField.ofNullable(pickupType))

                                fun pickupType(pickupType: JsonField<Long>) = apply {
                                    this.pickupType = pickupType
                                }

                                fun dropOffType(dropOffType: Long?) =
                                    dropOffType(JsonField.ofNullable(dropOffType))

                                fun dropOffType(dropOffType: JsonField<Long>) = apply {
                                    this.dropOffType = dropOffType
                                }

                                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                                    additionalProperties[key] = value
                                }

                                fun additionalProperties(
                                    additionalProperties: Map<String, JsonValue>
                                ) = apply {
                                    this.additionalProperties.clear()
                                    this.additionalProperties.putAll(additionalProperties)
                                }

                                fun build(): StopTime =
                                    StopTime(
                                        checkRequired("stopId", stopId),
                                        checkRequired("arrivalTime", arrivalTime),
                                        checkRequired("departureTime", departureTime),
                                        pickupType,
                                        dropOffType,
                                        additionalProperties.toMap(),
                                    )
                            }

                            companion object {
                                fun builder(): Builder = Builder()

                                private val KNOWN =
                                    setOf(
                                        "stopId",
                                        "arrivalTime",
                                        "departureTime",
                                        "pickupType",
                                        "dropOffType",
                                    )

                                /** The model in [json], or null when it is not a JSON object. */
                                fun fromJson(json: JsonValue): StopTime? {
                                    val o = json.asObject() ?: return null
                                    return StopTime(
                                        Decoders.field(o["stopId"], Decoders.string),
                                        Decoders.field(o["arrivalTime"], Decoders.long),
                                        Decoders.field(o["departureTime"], Decoders.long),
                                        Decoders.field(o["pickupType"], Decoders.long),
                                        Decoders.field(o["dropOffType"], Decoders.long),
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
}
