// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.trip

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired
import org.onebusaway.models.References

class TripRetrieveResponse
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

    fun validate(): TripRetrieveResponse = apply {
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
        (other as? TripRetrieveResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "TripRetrieveResponse" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<Long> = JsonMissing
        private var currentTime: JsonField<Long> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private var version: JsonField<Long> = JsonMissing
        private var data: JsonField<Data> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: TripRetrieveResponse) = apply {
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

        fun build(): TripRetrieveResponse =
            TripRetrieveResponse(
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
        fun fromJson(json: JsonValue): TripRetrieveResponse? {
            val o = json.asObject() ?: return null
            return TripRetrieveResponse(
                Decoders.field(o["code"], Decoders.long),
                Decoders.field(o["currentTime"], Decoders.long),
                Decoders.field(o["text"], Decoders.string),
                Decoders.field(o["version"], Decoders.long),
                Decoders.field(o["data"], Data.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<TripRetrieveResponse> = { fromJson(it) }
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
            private val blockId: JsonField<String>,
            private val directionId: JsonField<String>,
            private val id: JsonField<String>,
            private val peakOffpeak: JsonField<Long>,
            private val routeId: JsonField<String>,
            private val routeShortName: JsonField<String>,
            private val serviceId: JsonField<String>,
            private val shapeId: JsonField<String>,
            private val timeZone: JsonField<String>,
            private val tripHeadsign: JsonField<String>,
            private val tripShortName: JsonField<String>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            fun blockId(): String? = blockId.getNullable("blockId")

            fun _blockId(): JsonField<String> = blockId

            fun directionId(): String? = directionId.getNullable("directionId")

            fun _directionId(): JsonField<String> = directionId

            fun id(): String = id.getRequired("id")

            fun _id(): JsonField<String> = id

            fun peakOffpeak(): Long? = peakOffpeak.getNullable("peakOffpeak")

            fun _peakOffpeak(): JsonField<Long> = peakOffpeak

            fun routeId(): String = routeId.getRequired("routeId")

            fun _routeId(): JsonField<String> = routeId

            fun routeShortName(): String? = routeShortName.getNullable("routeShortName")

            fun _routeShortName(): JsonField<String> = routeShortName

            fun serviceId(): String = serviceId.getRequired("serviceId")

            fun _serviceId(): JsonField<String> = serviceId

            fun shapeId(): String? = shapeId.getNullable("shapeId")

            fun _shapeId(): JsonField<String> = shapeId

            fun timeZone(): String? = timeZone.getNullable("timeZone")

            fun _timeZone(): JsonField<String> = timeZone

            fun tripHeadsign(): String? = tripHeadsign.getNullable("tripHeadsign")

            fun _tripHeadsign(): JsonField<String> = tripHeadsign

            fun tripShortName(): String? = tripShortName.getNullable("tripShortName")

            fun _tripShortName(): JsonField<String> = tripShortName

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): Entry = apply {
                blockId()
                directionId()
                id()
                peakOffpeak()
                routeId()
                routeShortName()
                serviceId()
                shapeId()
                timeZone()
                tripHeadsign()
                tripShortName()
            }

            override fun toJson(): JsonValue =
                JsonObject.of(
                    listOf(
                        "blockId" to blockId,
                        "directionId" to directionId,
                        "id" to id,
                        "peakOffpeak" to peakOffpeak,
                        "routeId" to routeId,
                        "routeShortName" to routeShortName,
                        "serviceId" to serviceId,
                        "shapeId" to shapeId,
                        "timeZone" to timeZone,
                        "tripHeadsign" to tripHeadsign,
                        "tripShortName" to tripShortName,
                    ),
                    additionalProperties,
                )

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean = (other as? Entry)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Entry" + toJson()

            class Builder internal constructor() {
                private var blockId: JsonField<String> = JsonMissing
                private var directionId: JsonField<String> = JsonMissing
                private var id: JsonField<String> = JsonMissing
                private var peakOffpeak: JsonField<Long> = JsonMissing
                private var routeId: JsonField<String> = JsonMissing
                private var routeShortName: JsonField<String> = JsonMissing
                private var serviceId: JsonField<String> = JsonMissing
                private var shapeId: JsonField<String> = JsonMissing
                private var timeZone: JsonField<String> = JsonMissing
                private var tripHeadsign: JsonField<String> = JsonMissing
                private var tripShortName: JsonField<String> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: Entry) = apply {
                    blockId = model.blockId
                    directionId = model.directionId
                    id = model.id
                    peakOffpeak = model.peakOffpeak
                    routeId = model.routeId
                    routeShortName = model.routeShortName
                    serviceId = model.serviceId
                    shapeId = model.shapeId
                    timeZone = model.timeZone
                    tripHeadsign = model.tripHeadsign
                    tripShortName = model.tripShortName
                    additionalProperties.putAll(model.additionalProperties)
                }

                fun blockId(blockId: String?) = blockId(JsonField.ofNullable(blockId))

                fun blockId(blockId: JsonField<String>) = apply { this.blockId = blockId }

                fun directionId(directionId: String?) =
                    directionId(JsonField.ofNullable(directionId))

                fun directionId(directionId: JsonField<String>) = apply {
                    this.directionId = directionId
                }

                fun id(id: String) = id(JsonField.of(id))

                fun id(id: JsonField<String>) = apply { this.id = id }

                fun peakOffpeak(peakOffpeak: Long?) = peakOffpeak(JsonField.ofNullable(peakOffpeak))

                fun peakOffpeak(peakOffpeak: JsonField<Long>) = apply {
                    this.peakOffpeak = peakOffpeak
                }

                fun routeId(routeId: String) = routeId(JsonField.of(routeId))

                fun routeId(routeId: JsonField<String>) = apply { this.routeId = routeId }

                fun routeShortName(routeShortName: String?) =
                    routeShortName(JsonField.ofNullable(routeShortName))

                fun routeShortName(routeShortName: JsonField<String>) = apply {
                    this.routeShortName = routeShortName
                }

                fun serviceId(serviceId: String) = serviceId(JsonField.of(serviceId))

                fun serviceId(serviceId: JsonField<String>) = apply { this.serviceId = serviceId }

                fun shapeId(shapeId: String?) = shapeId(JsonField.ofNullable(shapeId))

                fun shapeId(shapeId: JsonField<String>) = apply { this.shapeId = shapeId }

                fun timeZone(timeZone: String?) = timeZone(JsonField.ofNullable(timeZone))

                fun timeZone(timeZone: JsonField<String>) = apply { this.timeZone = timeZone }

                fun tripHeadsign(tripHeadsign: String?) =
                    tripHeadsign(JsonField.ofNullable(tripHeadsign))

                fun tripHeadsign(tripHeadsign: JsonField<String>) = apply {
                    this.tripHeadsign = tripHeadsign
                }

                fun tripShortName(tripShortName: String?) =
                    tripShortName(JsonField.ofNullable(tripShortName))

                fun tripShortName(tripShortName: JsonField<String>) = apply {
                    this.tripShortName = tripShortName
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
                        blockId,
                        directionId,
                        checkRequired("id", id),
                        peakOffpeak,
                        checkRequired("routeId", routeId),
                        routeShortName,
                        checkRequired("serviceId", serviceId),
                        shapeId,
                        timeZone,
                        tripHeadsign,
                        tripShortName,
                        additionalProperties.toMap(),
                    )
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN =
                    setOf(
                        "blockId",
                        "directionId",
                        "id",
                        "peakOffpeak",
                        "routeId",
                        "routeShortName",
                        "serviceId",
                        "shapeId",
                        "timeZone",
                        "tripHeadsign",
                        "tripShortName",
                    )

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): Entry? {
                    val o = json.asObject() ?: return null
                    return Entry(
                        Decoders.field(o["blockId"], Decoders.string),
                        Decoders.field(o["directionId"], Decoders.string),
                        Decoders.field(o["id"], Decoders.string),
                        Decoders.field(o["peakOffpeak"], Decoders.long),
                        Decoders.field(o["routeId"], Decoders.string),
                        Decoders.field(o["routeShortName"], Decoders.string),
                        Decoders.field(o["serviceId"], Decoders.string),
                        Decoders.field(o["shapeId"], Decoders.string),
                        Decoders.field(o["timeZone"], Decoders.string),
                        Decoders.field(o["tripHeadsign"], Decoders.string),
                        Decoders.field(o["tripShortName"], Decoders.string),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<Entry> = { fromJson(it) }
            }
        }
    }
}
