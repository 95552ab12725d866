// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.stopsforroute

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired
import org.onebusaway.models.References

class StopsForRouteListResponse
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

    fun validate(): StopsForRouteListResponse = apply {
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
        (other as? StopsForRouteListResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "StopsForRouteListResponse" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<Long> = JsonMissing
        private var currentTime: JsonField<Long> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private var version: JsonField<Long> = JsonMissing
        private var data: JsonField<Data> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: StopsForRouteListResponse) = apply {
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

        fun build(): StopsForRouteListResponse =
            StopsForRouteListResponse(
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
        fun fromJson(json: JsonValue): StopsForRouteListResponse? {
            val o = json.asObject() ?: return null
            return StopsForRouteListResponse(
                Decoders.field(o["code"], Decoders.long),
                Decoders.field(o["currentTime"], Decoders.long),
                Decoders.field(o["text"], Decoders.string),
                Decoders.field(o["version"], Decoders.long),
                Decoders.field(o["data"], Data.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<StopsForRouteListResponse> = { fromJson(it) }
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
            private val polylines: JsonField<List<Polyline>>,
            private val routeId: JsonField<String>,
            private val stopGroupings: JsonField<List<StopGrouping>>,
            private val stopIds: JsonField<List<String>>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            fun polylines(): List<Polyline>? = polylines.getNullable("polylines")

            fun _polylines(): JsonField<List<Polyline>> = polylines

            fun routeId(): String? = routeId.getNullable("routeId")

            fun _routeId(): JsonField<String> = routeId

            fun stopGroupings(): List<StopGrouping>? = stopGroupings.getNullable("stopGroupings")

            fun _stopGroupings(): JsonField<List<StopGrouping>> = stopGroupings

            fun stopIds(): List<String>? = stopIds.getNullable("stopIds")

            fun _stopIds(): JsonField<List<String>> = stopIds

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): Entry = apply {
                polylines()?.let { v -> v.forEach { e1 -> e1.validate() } }
                routeId()
                stopGroupings()?.let { v -> v.forEach { e1 -> e1.validate() } }
                stopIds()
            }

            override fun toJson(): JsonValue =
                JsonObject.of(
                    listOf(
                        "polylines" to polylines,
                        "routeId" to routeId,
                        "stopGroupings" to stopGroupings,
                        "stopIds" to stopIds,
                    ),
                    additionalProperties,
                )

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean = (other as? Entry)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Entry" + toJson()

            class Builder internal constructor() {
                private var polylines: JsonField<List<Polyline>> = JsonMissing
                private var routeId: JsonField<String> = JsonMissing
                private var stopGroupings: JsonField<List<StopGrouping>> = JsonMissing
                private var stopIds: JsonField<List<String>> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: Entry) = apply {
                    polylines = model.polylines
                    routeId = model.routeId
                    stopGroupings = model.stopGroupings
                    stopIds = model.stopIds
                    additionalProperties.putAll(model.additionalProperties)
                }

                fun polylines(polylines: List<Polyline>?) =
                    polylines(JsonField.ofNullable(polylines))

                fun polylines(polylines: JsonField<List<Polyline>>) = apply {
                    this.polylines = polylines
                }

                fun addPolyline(polyline: Polyline) = apply {
                    polylines =
                        JsonField.of((polylines.asKnown() ?: emptyList()).plusElement(polyline))
                }

                fun routeId(routeId: String?) = routeId(JsonField.ofNullable(routeId))

                fun routeId(routeId: JsonField<String>) = apply { this.routeId = routeId }

                fun stopGroupings(stopGroupings: List<StopGrouping>?) =
                    stopGroupings(JsonField.ofNullable(stopGroupings))

                fun stopGroupings(stopGroupings: JsonField<List<StopGrouping>>) = apply {
                    this.stopGroupings = stopGroupings
                }

                fun addStopGrouping(stopGrouping: StopGrouping) = apply {
                    stopGroupings =
                        JsonField.of(
                            (stopGroupings.asKnown() ?: emptyList()).plusElement(stopGrouping)
                        )
                }

                fun stopIds(stopIds: List<String>?) = stopIds(JsonField.ofNullable(stopIds))

                fun stopIds(stopIds: JsonField<List<String>>) = apply { this.stopIds = stopIds }

                fun addStopId(stopId: String) = apply {
                    stopIds = JsonField.of((stopIds.asKnown() ?: emptyList()).plusElement(stopId))
                }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): Entry =
                    Entry(polylines, routeId, stopGroupings, stopIds, additionalProperties.toMap())
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN = setOf("polylines", "routeId", "stopGroupings", "stopIds")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): Entry? {
                    val o = json.asObject() ?: return null
                    return Entry(
                        Decoders.field(o["polylines"], Decoders.list(Polyline.decoder)),
                        Decoders.field(o["routeId"], Decoders.string),
                        Decoders.field(o["stopGroupings"], Decoders.list(StopGrouping.decoder)),
                        Decoders.field(o["stopIds"], Decoders.list(Decoders.string)),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<Entry> = { fromJson(it) }
            }

            class Polyline
            private constructor(
                private val length: JsonField<Long>,
                private val levels: JsonField<String>,
                private val points: JsonField<String>,
                private val additionalProperties: Map<String, JsonValue>,
            ) : JsonModel {

                fun length(): Long? = length.getNullable("length")

                fun _length(): JsonField<Long> = length

                fun levels(): String? = levels.getNullable("levels")

                fun _levels(): JsonField<String> = levels

                fun points(): String? = points.getNullable("points")

                fun _points(): JsonField<String> = points

                fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                fun validate(): Polyline = apply {
                    length()
                    levels()
                    points()
                }

                override fun toJson(): JsonValue =
                    JsonObject.of(
                        listOf("length" to length, "levels" to levels, "points" to points),
                        additionalProperties,
                    )

                fun toBuilder(): Builder = Builder().from(this)

                override fun equals(other: Any?): Boolean =
                    (other as? Polyline)?.toJson() == toJson()

                override fun hashCode(): Int = toJson().hashCode()

                override fun toString(): String = "Polyline" + toJson()

                class Builder internal constructor() {
                    private var length: JsonField<Long> = JsonMissing
                    private var levels: JsonField<String> = JsonMissing
                    private var points: JsonField<String> = JsonMissing
                    private val additionalProperties = LinkedHashMap<String, JsonValue>()

                    internal fun from(model: Polyline) = apply {
                        length = model.length
                        levels = model.levels
                        points = model.points
                        additionalProperties.putAll(model.additionalProperties)
                    }

                    fun length(length: Long?) = length(JsonField.ofNullable(length))

                    fun length(length: JsonField<Long>) = apply { this.length = length }

                    fun levels(levels: String?) = levels(JsonField.ofNullable(levels))

                    fun levels(levels: JsonField<String>) = apply { this.levels = levels }

                    fun points(points: String?) = points(JsonField.ofNullable(points))

                    fun points(points: JsonField<String>) = apply { this.points = points }

                    fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                        additionalProperties[key] = value
                    }

                    fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                        this.additionalProperties.clear()
                        this.additionalProperties.putAll(additionalProperties)
                    }

                    fun build(): Polyline =
                        Polyline(length, levels, points, additionalProperties.toMap())
                }

                companion object {
                    fun builder(): Builder = Builder()

                    private val KNOWN = setOf("length", "levels", "points")

                    /** The model in [json], or null when it is not a JSON object. */
                    fun fromJson(json: JsonValue): Polyline? {
                        val o = json.asObject() ?: return null
                        return Polyline(
                            Decoders.field(o["length"], Decoders.long),
                            Decoders.field(o["levels"], Decoders.string),
                            Decoders.field(o["points"], Decoders.string),
                            o.filterKeys { it !in KNOWN },
                        )
                    }

                    val decoder: Decoder<Polyline> = { fromJson(it) }
                }
            }

            class StopGrouping
            private constructor(
                private val id: JsonField<String>,
                private val name: JsonField<Name>,
                private val polylines: JsonField<List<Polyline>>,
                private val stopIds: JsonField<List<String>>,
                private val additionalProperties: Map<String, JsonValue>,
            ) : JsonModel {

                fun id(): String? = id.getNullable("id")

                fun _id(): JsonField<String> = id

                fun name(): Name? = name.getNullable("name")

                fun _name(): JsonField<Name> = name

                fun polylines(): List<Polyline>? = polylines.getNullable("polylines")

                fun _polylines(): JsonField<List<Polyline>> = polylines

                fun stopIds(): List<String>? = stopIds.getNullable("stopIds")

                fun _stopIds(): JsonField<List<String>> = stopIds

                fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                fun validate(): StopGrouping = apply {
                    id()
                    name()?.let { v -> v.validate() }
                    polylines()?.let { v -> v.forEach { e1 -> e1.validate() } }
                    stopIds()
                }

                override fun toJson(): JsonValue =
                    JsonObject.of(
                        listOf(
                            "id" to id,
                            "name" to name,
                            "polylines" to polylines,
                            "stopIds" to stopIds,
                        ),
                        additionalProperties,
                    )

                fun toBuilder(): Builder = Builder().from(this)

                override fun equals(other: Any?): Boolean =
                    (other as? StopGrouping)?.toJson() == toJson()

                override fun hashCode(): Int = toJson().hashCode()

                override fun toString(): String = "StopGrouping" + toJson()

                class Builder internal constructor() {
                    private var id: JsonField<String> = JsonMissing
                    private var name: JsonField<Name> = JsonMissing
                    private var polylines: JsonField<List<Polyline>> = JsonMissing
                    private var stopIds: JsonField<List<String>> = JsonMissing
                    private val additionalProperties = LinkedHashMap<String, JsonValue>()

                    internal fun from(model: StopGrouping) = apply {
                        id = model.id
                        name = model.name
                        polylines = model.polylines
                        stopIds = model.stopIds
                        additionalProperties.putAll(model.additionalProperties)
                    }

                    fun id(id: String?) = id(JsonField.ofNullable(id))

                    fun id(id: JsonField<String>) = apply { this.id = id }

                    fun name(name: Name?) = name(JsonField.ofNullable(name))

                    fun name(name: JsonField<Name>) = apply { this.name = name }

                    fun polylines(polylines: List<Polyline>?) =
                        polylines(JsonField.ofNullable(polylines))

                    fun polylines(polylines: JsonField<List<Polyline>>) = apply {
                        this.polylines = polylines
                    }

                    fun addPolyline(polyline: Polyline) = apply {
                        polylines =
                            JsonField.of((polylines.asKnown() ?: emptyList()).plusElement(polyline))
                    }

                    fun stopIds(stopIds: List<String>?) = stopIds(JsonField.ofNullable(stopIds))

                    fun stopIds(stopIds: JsonField<List<String>>) = apply { this.stopIds = stopIds }

                    fun addStopId(stopId: String) = apply {
                        stopIds =
                            JsonField.of((stopIds.asKnown() ?: emptyList()).plusElement(stopId))
                    }

                    fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                        additionalProperties[key] = value
                    }

                    fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                        this.additionalProperties.clear()
                        this.additionalProperties.putAll(additionalProperties)
                    }

                    fun build(): StopGrouping =
                        StopGrouping(id, name, polylines, stopIds, additionalProperties.toMap())
                }

                companion object {
                    fun builder(): Builder = Builder()

                    private val KNOWN = setOf("id", "name", "polylines", "stopIds")

                    /** The model in [json], or null when it is not a JSON object. */
                    fun fromJson(json: JsonValue): StopGrouping? {
                        val o = json.asObject() ?: return null
                        return StopGrouping(
                            Decoders.field(o["id"], Decoders.string),
                            Decoders.field(o["name"], Name.decoder),
                            Decoders.field(o["polylines"], Decoders.list(Polyline.decoder)),
                            Decoders.field(o["stopIds"], Decoders.list(Decoders.string)),
                            o.filterKeys { it !in KNOWN },
                        )
                    }

                    val decoder: Decoder<StopGrouping> = { fromJson(it) }
                }

                class Name
                private constructor(
                    private val name: JsonField<String>,
                    private val names: JsonField<List<String>>,
                    private val type: JsonField<String>,
                    private val additionalProperties: Map<String, JsonValue>,
                ) : JsonModel {

                    fun name(): String? = name.getNullable("name")

                    fun _name(): JsonField<String> = name

                    fun names(): List<String>? = names.getNullable("names")

                    fun _names(): JsonField<List<String>> = names

                    fun type(): String? = type.getNullable("type")

                    fun _type(): JsonField<String> = type

                    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                    fun validate(): Name = apply {
                        name()
                        names()
                        type()
                    }

                    override fun toJson(): JsonValue =
                        JsonObject.of(
                            listOf("name" to name, "names" to names, "type" to type),
                            additionalProperties,
                        )

                    fun toBuilder(): Builder = Builder().from(this)

                    override fun equals(other: Any?): Boolean =
                        (other as? Name)?.toJson() == toJson()

                    override fun hashCode(): Int = toJson().hashCode()

                    override fun toString(): String = "Name" + toJson()

                    class Builder internal constructor() {
                        private var name: JsonField<String> = JsonMissing
                        private var names: JsonField<List<String>> = JsonMissing
                        private var type: JsonField<String> = JsonMissing
                        private val additionalProperties = LinkedHashMap<String, JsonValue>()

                        internal fun from(model: Name) = apply {
                            name = model.name
                            names = model.names
                            type = model.type
                            additionalProperties.putAll(model.additionalProperties)
                        }

                        fun name(name: String?) = name(JsonField.ofNullable(name))

                        fun name(name: JsonField<String>) = apply { this.name = name }

                        fun names(names: List<String>?) = names(JsonField.ofNullable(names))

                        fun names(names: JsonField<List<String>>) = apply { this.names = names }

                        fun addName(name: String) = apply {
                            names = JsonField.of((names.asKnown() ?: emptyList()).plusElement(name))
                        }

                        fun type(type: String?) = type(JsonField.ofNullable(type))

                        fun type(type: JsonField<String>) = apply { this.type = type }

                        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                            additionalProperties[key] = value
                        }

                        fun additionalProperties(additionalProperties: Map<String, JsonValue>) =
                            apply {
                                this.additionalProperties.clear()
                                this.additionalProperties.putAll(additionalProperties)
                            }

                        fun build(): Name = Name(name, names, type, additionalProperties.toMap())
                    }

                    companion object {
                        fun builder(): Builder = Builder()

                        private val KNOWN = setOf("name", "names", "type")

                        /** The model in [json], or null when it is not a JSON object. */
                        fun fromJson(json: JsonValue): Name? {
                            val o = json.asObject() ?: return null
                            return Name(
                                Decoders.field(o["name"], Decoders.string),
                                Decoders.field(o["names"], Decoders.list(Decoders.string)),
                                Decoders.field(o["type"], Decoders.string),
                                o.filterKeys { it !in KNOWN },
                            )
                        }

                        val decoder: Decoder<Name> = { fromJson(it) }
                    }
                }

                class Polyline
                private constructor(
                    private val length: JsonField<Long>,
                    private val levels: JsonField<String>,
                    private val points: JsonField<String>,
                    private val additionalProperties: Map<String, JsonValue>,
                ) : JsonModel {

                    fun length(): Long? = length.getNullable("length")

                    fun _length(): JsonField<Long> = length

                    fun levels(): String? = levels.getNullable("levels")

                    fun _levels(): JsonField<String> = levels

                    fun points(): String? = points.getNullable("points")

                    fun _points(): JsonField<String> = points

                    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

                    fun validate(): Polyline = apply {
                        length()
                        levels()
                        points()
                    }

                    override fun toJson(): JsonValue =
                        JsonObject.of(
                            listOf("length" to length, "levels" to levels, "points" to points),
                            additionalProperties,
                        )

                    fun toBuilder(): Builder = Builder().from(this)

                    override fun equals(other: Any?): Boolean =
                        (other as? Polyline)?.toJson() == toJson()

                    override fun hashCode(): Int = toJson().hashCode()

                    override fun toString(): String = "Polyline" + toJson()

                    class Builder internal constructor() {
                        private var length: JsonField<Long> = JsonMissing
                        private var levels: JsonField<String> = JsonMissing
                        private var points: JsonField<String> = JsonMissing
                        private val additionalProperties = LinkedHashMap<String, JsonValue>()

                        internal fun from(model: Polyline) = apply {
                            length = model.length
                            levels = model.levels
                            points = model.points
                            additionalProperties.putAll(model.additionalProperties)
                        }

                        fun length(length: Long?) = length(JsonField.ofNullable(length))

                        fun length(length: JsonField<Long>) = apply { this.length = length }

                        fun levels(levels: String?) = levels(JsonField.ofNullable(levels))

                        fun levels(levels: JsonField<String>) = apply { this.levels = levels }

                        fun points(points: String?) = points(JsonField.ofNullable(points))

                        fun points(points: JsonField<String>) = apply { this.points = points }

                        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                            additionalProperties[key] = value
                        }

                        fun additionalProperties(additionalProperties: Map<String, JsonValue>) =
                            apply {
                                this.additionalProperties.clear()
                                this.additionalProperties.putAll(additionalProperties)
                            }

                        fun build(): Polyline =
                            Polyline(length, levels, points, additionalProperties.toMap())
                    }

                    companion object {
                        fun builder(): Builder = Builder()

                        private val KNOWN = setOf("length", "levels", "points")

                        /** The model in [json], or null when it is not a JSON object. */
                        fun fromJson(json: JsonValue): Polyline? {
                            val o = json.asObject() ?: return null
                            return Polyline(
                                Decoders.field(o["length"], Decoders.long),
                                Decoders.field(o["levels"], Decoders.string),
                                Decoders.field(o["points"], Decoders.string),
                                o.filterKeys { it !in KNOWN },
                            )
                        }

                        val decoder: Decoder<Polyline> = { fromJson(it) }
                    }
                }
            }
        }
    }
}
