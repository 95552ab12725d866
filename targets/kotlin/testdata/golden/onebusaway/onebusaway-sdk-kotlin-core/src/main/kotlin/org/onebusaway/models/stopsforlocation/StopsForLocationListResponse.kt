// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.stopsforlocation

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired
import org.onebusaway.models.References

class StopsForLocationListResponse
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

    fun validate(): StopsForLocationListResponse = apply {
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
        (other as? StopsForLocationListResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "StopsForLocationListResponse" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<Long> = JsonMissing
        private var currentTime: JsonField<Long> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private var version: JsonField<Long> = JsonMissing
        private var data: JsonField<Data> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: StopsForLocationListResponse) = apply {
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

        fun build(): StopsForLocationListResponse =
            StopsForLocationListResponse(
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
        fun fromJson(json: JsonValue): StopsForLocationListResponse? {
            val o = json.asObject() ?: return null
            return StopsForLocationListResponse(
                Decoders.field(o["code"], Decoders.long),
                Decoders.field(o["currentTime"], Decoders.long),
                Decoders.field(o["text"], Decoders.string),
                Decoders.field(o["version"], Decoders.long),
                Decoders.field(o["data"], Data.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<StopsForLocationListResponse> = { fromJson(it) }
    }

    class Data
    private constructor(
        private val limitExceeded: JsonField<Boolean>,
        private val outOfRange: JsonField<Boolean>,
        private val list: JsonField<kotlin.collections.List<List>>,
        private val references: JsonField<References>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun limitExceeded(): Boolean? = limitExceeded.getNullable("limitExceeded")

        fun _limitExceeded(): JsonField<Boolean> = limitExceeded

        fun outOfRange(): Boolean? = outOfRange.getNullable("outOfRange")

        fun _outOfRange(): JsonField<Boolean> = outOfRange

        fun list(): kotlin.collections.List<List> = list.getRequired("list")

        fun _list(): JsonField<kotlin.collections.List<List>> = list

        fun references(): References = references.getRequired("references")

        fun _references(): JsonField<References> = references

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Data = apply {
            limitExceeded()
            outOfRange()
            list().forEach { e1 -> e1.validate() }
            references().validate()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(
                listOf(
                    "limitExceeded" to limitExceeded,
                    "outOfRange" to outOfRange,
                    "list" to list,
                    "references" to references,
                ),
                additionalProperties,
            )

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? Data)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "Data" + toJson()

        class Builder internal constructor() {
            private var limitExceeded: JsonField<Boolean> = JsonMissing
            private var outOfRange: JsonField<Boolean> = JsonMissing
            private var list: JsonField<kotlin.collections.List<List>> = JsonMissing
            private var references: JsonField<References> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Data) = apply {
                limitExceeded = model.limitExceeded
                outOfRange = model.outOfRange
                list = model.list
                references = model.references
                additionalProperties.putAll(model.additionalProperties)
            }

            fun limitExceeded(limitExceeded: Boolean?) =
                limitExceeded(JsonField.ofNullable(limitExceeded))

            fun limitExceeded(limitExceeded: JsonField<Boolean>) = apply {
                this.limitExceeded = limitExceeded
            }

            fun outOfRange(outOfRange: Boolean?) = outOfRange(JsonField.ofNullable(outOfRange))

            fun outOfRange(outOfRange: JsonField<Boolean>) = apply { this.outOfRange = outOfRange }

            fun list(list: kotlin.collections.List<List>) = list(JsonField.of(list))

            fun list(list: JsonField<kotlin.collections.List<List>>) = apply { this.list = list }

            fun addList(listItem: List) = apply {
                list = JsonField.of((list.asKnown() ?: emptyList()).plusElement(listItem))
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
                    limitExceeded,
                    outOfRange,
                    checkRequired("list", list),
                    checkRequired("references", references),
                    additionalProperties.toMap(),
                )
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN = setOf("limitExceeded", "outOfRange", "list", "references")

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Data? {
                val o = json.asObject() ?: return null
                return Data(
                    Decoders.field(o["limitExceeded"], Decoders.boolean),
                    Decoders.field(o["outOfRange"], Decoders.boolean),
                    Decoders.field(o["list"], Decoders.list(List.decoder)),
                    Decoders.field(o["references"], References.decoder),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Data> = { fromJson(it) }
        }

        class List
        private constructor(
            private val code: JsonField<String>,
            private val direction: JsonField<String>,
            private val id: JsonField<String>,
            private val lat: JsonField<Double>,
            private val locationType: JsonField<Long>,
            private val lon: JsonField<Double>,
            private val name: JsonField<String>,
            private val parent: JsonField<String>,
            private val routeIds: JsonField<kotlin.collections.List<String>>,
            private val staticRouteIds: JsonField<kotlin.collections.List<String>>,
            private val wheelchairBoarding: JsonField<String>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            fun code(): String? = code.getNullable("code")

            fun _code(): JsonField<String> = code

            fun direction(): String? = direction.getNullable("direction")

            fun _direction(): JsonField<String> = direction

            fun id(): String = id.getRequired("id")

            fun _id(): JsonField<String> = id

            fun lat(): Double = lat.getRequired("lat")

            fun _lat(): JsonField<Double> = lat

            fun locationType(): Long = locationType.getRequired("locationType")

            fun _locationType(): JsonField<Long> = locationType

            fun lon(): Double = lon.getRequired("lon")

            fun _lon(): JsonField<Double> = lon

            fun name(): String = name.getRequired("name")

            fun _name(): JsonField<String> = name

            fun parent(): String = parent.getRequired("parent")

            fun _parent(): JsonField<String> = parent

            fun routeIds(): kotlin.collections.List<String> = routeIds.getRequired("routeIds")

            fun _routeIds(): JsonField<kotlin.collections.List<String>> = routeIds

            fun staticRouteIds(): kotlin.collections.List<String> =
                staticRouteIds.getRequired("staticRouteIds")

            fun _staticRouteIds(): JsonField<kotlin.collections.List<String>> = staticRouteIds

            fun wheelchairBoarding(): String? = wheelchairBoarding.getNullable("wheelchairBoarding")

            fun _wheelchairBoarding(): JsonField<String> = wheelchairBoarding

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): List = apply {
                code()
                direction()
                id()
                lat()
                locationType()
                lon()
                name()
                parent()
                routeIds()
                staticRouteIds()
                wheelchairBoarding()
            }

            override fun toJson(): JsonValue =
                JsonObject.of(
                    listOf(
                        "code" to code,
                        "direction" to direction,
                        "id" to id,
                        "lat" to lat,
                        "locationType" to locationType,
                        "lon" to lon,
                        "name" to name,
                        "parent" to parent,
                        "routeIds" to routeIds,
                        "staticRouteIds" to staticRouteIds,
                        "wheelchairBoarding" to wheelchairBoarding,
                    ),
                    additionalProperties,
                )

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean = (other as? List)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "List" + toJson()

            class Builder internal constructor() {
                private var code: JsonField<String> = JsonMissing
                private var direction: JsonField<String> = JsonMissing
                private var id: JsonField<String> = JsonMissing
                private var lat: JsonField<Double> = JsonMissing
                private var locationType: JsonField<Long> = JsonMissing
                private var lon: JsonField<Double> = JsonMissing
                private var name: JsonField<String> = JsonMissing
                private var parent: JsonField<String> = JsonMissing
                private var routeIds: JsonField<kotlin.collections.List<String>> = JsonMissing
                private var staticRouteIds: JsonField<kotlin.collections.List<String>> = JsonMissing
                private var wheelchairBoarding: JsonField<String> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: List) = apply {
                    code = model.code
                    direction = model.direction
                    id = model.id
                    lat = model.lat
                    locationType = model.locationType
                    lon = model.lon
                    name = model.name
                    parent = model.parent
                    routeIds = model.routeIds
                    staticRouteIds = model.staticRouteIds
                    wheelchairBoarding = model.wheelchairBoarding
                    additionalProperties.putAll(model.additionalProperties)
                }

                fun code(code: String?) = code(JsonField.ofNullable(code))

                fun code(code: JsonField<String>) = apply { this.code = code }

                fun direction(direction: String?) = direction(JsonField.ofNullable(direction))

                fun direction(direction: JsonField<String>) = apply { this.direction = direction }

                fun id(id: String) = id(JsonField.of(id))

                fun id(id: JsonField<String>) = apply { this.id = id }

                fun lat(lat: Double) = lat(JsonField.of(lat))

                fun lat(lat: JsonField<Double>) = apply { this.lat = lat }

                fun locationType(locationType: Long) = locationType(JsonField.of(locationType))

                fun locationType(locationType: JsonField<Long>) = apply {
                    this.locationType = locationType
                }

                fun lon(lon: Double) = lon(JsonField.of(lon))

                fun lon(lon: JsonField<Double>) = apply { this.lon = lon }

                fun name(name: String) = name(JsonField.of(name))

                fun name(name: JsonField<String>) = apply { this.name = name }

                fun parent(parent: String) = parent(JsonField.of(parent))

                fun parent(parent: JsonField<String>) = apply { this.parent = parent }

                fun routeIds(routeIds: kotlin.collections.List<String>) =
                    routeIds(JsonField.of(routeIds))

                fun routeIds(routeIds: JsonField<kotlin.collections.List<String>>) = apply {
                    this.routeIds = routeIds
                }

                fun addRouteId(routeId: String) = apply {
                    routeIds =
                        JsonField.of((routeIds.asKnown() ?: emptyList()).plusElement(routeId))
                }

                fun staticRouteIds(staticRouteIds: kotlin.collections.List<String>) =
                    staticRouteIds(JsonField.of(staticRouteIds))

                fun staticRouteIds(staticRouteIds: JsonField<kotlin.collections.List<String>>) =
                    apply {
                        this.staticRouteIds = staticRouteIds
                    }

                fun addStaticRouteId(staticRouteId: String) = apply {
                    staticRouteIds =
                        JsonField.of(
                            (staticRouteIds.asKnown() ?: emptyList()).plusElement(staticRouteId)
                        )
                }

                fun wheelchairBoarding(wheelchairBoarding: String?) =
                    wheelchairBoarding(JsonField.ofNullable(wheelchairBoarding))

                fun wheelchairBoarding(wheelchairBoarding: JsonField<String>) = apply {
                    this.wheelchairBoarding = wheelchairBoarding
                }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): List =
                    List(
                        code,
                        direction,
                        checkRequired("id", id),
                        checkRequired("lat", lat),
                        checkRequired("locationType", locationType),
                        checkRequired("lon", lon),
                        checkRequired("name", name),
                        checkRequired("parent", parent),
                        checkRequired("routeIds", routeIds),
                        checkRequired("staticRouteIds", staticRouteIds),
                        wheelchairBoarding,
                        additionalProperties.toMap(),
                    )
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN =
                    setOf(
                        "code",
                        "direction",
                        "id",
                        "lat",
                        "locationType",
                        "lon",
                        "name",
                        "parent",
                        "routeIds",
                        "staticRouteIds",
                        "wheelchairBoarding",
                    )

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): List? {
                    val o = json.asObject() ?: return null
                    return List(
                        Decoders.field(o["code"], Decoders.string),
                        Decoders.field(o["direction"], Decoders.string),
                        Decoders.field(o["id"], Decoders.string),
                        Decoders.field(o["lat"], Decoders.double),
                        Decoders.field(o["locationType"], Decoders.long),
                        Decoders.field(o["lon"], Decoders.double),
                        Decoders.field(o["name"], Decoders.string),
                        Decoders.field(o["parent"], Decoders.string),
                        Decoders.field(o["routeIds"], Decoders.list(Decoders.string)),
                        Decoders.field(o["staticRouteIds"], Decoders.list(Decoders.string)),
                        Decoders.field(o["wheelchairBoarding"], Decoders.string),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<List> = { fromJson(it) }
            }
        }
    }
}
