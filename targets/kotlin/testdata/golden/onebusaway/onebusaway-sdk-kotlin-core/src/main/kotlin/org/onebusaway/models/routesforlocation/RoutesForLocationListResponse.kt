// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.routesforlocation

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired
import org.onebusaway.models.References

class RoutesForLocationListResponse
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

    fun validate(): RoutesForLocationListResponse = apply {
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
        (other as? RoutesForLocationListResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "RoutesForLocationListResponse" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<Long> = JsonMissing
        private var currentTime: JsonField<Long> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private var version: JsonField<Long> = JsonMissing
        private var data: JsonField<Data> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: RoutesForLocationListResponse) = apply {
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

        fun build(): RoutesForLocationListResponse =
            RoutesForLocationListResponse(
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
        fun fromJson(json: JsonValue): RoutesForLocationListResponse? {
            val o = json.asObject() ?: return null
            return RoutesForLocationListResponse(
                Decoders.field(o["code"], Decoders.long),
                Decoders.field(o["currentTime"], Decoders.long),
                Decoders.field(o["text"], Decoders.string),
                Decoders.field(o["version"], Decoders.long),
                Decoders.field(o["data"], Data.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<RoutesForLocationListResponse> = { fromJson(it) }
    }

    class Data
    private constructor(
        private val limitExceeded: JsonField<Boolean>,
        private val list: JsonField<kotlin.collections.List<List>>,
        private val outOfRange: JsonField<Boolean>,
        private val references: JsonField<References>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun limitExceeded(): Boolean? = limitExceeded.getNullable("limitExceeded")

        fun _limitExceeded(): JsonField<Boolean> = limitExceeded

        fun list(): kotlin.collections.List<List> = list.getRequired("list")

        fun _list(): JsonField<kotlin.collections.List<List>> = list

        fun outOfRange(): Boolean = outOfRange.getRequired("outOfRange")

        fun _outOfRange(): JsonField<Boolean> = outOfRange

        fun references(): References = references.getRequired("references")

        fun _references(): JsonField<References> = references

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Data = apply {
            limitExceeded()
            list().forEach { e1 -> e1.validate() }
            outOfRange()
            references().validate()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(
                listOf(
                    "limitExceeded" to limitExceeded,
                    "list" to list,
                    "outOfRange" to outOfRange,
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
            private var list: JsonField<kotlin.collections.List<List>> = JsonMissing
            private var outOfRange: JsonField<Boolean> = JsonMissing
            private var references: JsonField<References> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Data) = apply {
                limitExceeded = model.limitExceeded
                list = model.list
                outOfRange = model.outOfRange
                references = model.references
                additionalProperties.putAll(model.additionalProperties)
            }

            fun limitExceeded(limitExceeded: Boolean?) =
                limitExceeded(JsonField.ofNullable(limitExceeded))

            fun limitExceeded(limitExceeded: JsonField<Boolean>) = apply {
                this.limitExceeded = limitExceeded
            }

            fun list(list: kotlin.collections.List<List>) = list(JsonField.of(list))

            fun list(list: JsonField<kotlin.collections.List<List>>) = apply { this.list = list }

            fun addList(listItem: List) = apply {
                list = JsonField.of((list.asKnown() ?: emptyList()).plusElement(listItem))
            }

            fun outOfRange(outOfRange: Boolean) = outOfRange(JsonField.of(outOfRange))

            fun outOfRange(outOfRange: JsonField<Boolean>) = apply { this.outOfRange = outOfRange }

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
                    checkRequired("list", list),
                    checkRequired("outOfRange", outOfRange),
                    checkRequired("references", references),
                    additionalProperties.toMap(),
                )
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN = setOf("limitExceeded", "list", "outOfRange", "references")

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Data? {
                val o = json.asObject() ?: return null
                return Data(
                    Decoders.field(o["limitExceeded"], Decoders.boolean),
                    Decoders.field(o["list"], Decoders.list(List.decoder)),
                    Decoders.field(o["outOfRange"], Decoders.boolean),
                    Decoders.field(o["references"], References.decoder),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Data> = { fromJson(it) }
        }

        class List
        private constructor(
            private val agencyId: JsonField<String>,
            private val color: JsonField<String>,
            private val description: JsonField<String>,
            private val id: JsonField<String>,
            private val longName: JsonField<String>,
            private val nullSafeShortName: JsonField<String>,
            private val shortName: JsonField<String>,
            private val textColor: JsonField<String>,
            private val type: JsonField<Long>,
            private val url: JsonField<String>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            fun agencyId(): String = agencyId.getRequired("agencyId")

            fun _agencyId(): JsonField<String> = agencyId

            fun color(): String? = color.getNullable("color")

            fun _color(): JsonField<String> = color

            fun description(): String? = description.getNullable("description")

            fun _description(): JsonField<String> = description

            fun id(): String = id.getRequired("id")

            fun _id(): JsonField<String> = id

            fun longName(): String? = longName.getNullable("longName")

            fun _longName(): JsonField<String> = longName

            fun nullSafeShortName(): String? = nullSafeShortName.getNullable("nullSafeShortName")

            fun _nullSafeShortName(): JsonField<String> = nullSafeShortName

            fun shortName(): String? = shortName.getNullable("shortName")

            fun _shortName(): JsonField<String> = shortName

            fun textColor(): String? = textColor.getNullable("textColor")

            fun _textColor(): JsonField<String> = textColor

            fun type(): Long = type.getRequired("type")

            fun _type(): JsonField<Long> = type

            fun url(): String? = url.getNullable("url")

            fun _url(): JsonField<String> = url

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): List = apply {
                agencyId()
                color()
                description()
                id()
                longName()
                nullSafeShortName()
                shortName()
                textColor()
                type()
                url()
            }

            override fun toJson(): JsonValue =
                JsonObject.of(
                    listOf(
                        "agencyId" to agencyId,
                        "color" to color,
                        "description" to description,
                        "id" to id,
                        "longName" to longName,
                        "nullSafeShortName" to nullSafeShortName,
                        "shortName" to shortName,
                        "textColor" to textColor,
                        "type" to type,
                        "url" to url,
                    ),
                    additionalProperties,
                )

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean = (other as? List)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "List" + toJson()

            class Builder internal constructor() {
                private var agencyId: JsonField<String> = JsonMissing
                private var color: JsonField<String> = JsonMissing
                private var description: JsonField<String> = JsonMissing
                private var id: JsonField<String> = JsonMissing
                private var longName: JsonField<String> = JsonMissing
                private var nullSafeShortName: JsonField<String> = JsonMissing
                private var shortName: JsonField<String> = JsonMissing
                private var textColor: JsonField<String> = JsonMissing
                private var type: JsonField<Long> = JsonMissing
                private var url: JsonField<String> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: List) = apply {
                    agencyId = model.agencyId
                    color = model.color
                    description = model.description
                    id = model.id
                    longName = model.longName
                    nullSafeShortName = model.nullSafeShortName
                    shortName = model.shortName
                    textColor = model.textColor
                    type = model.type
                    url = model.url
                    additionalProperties.putAll(model.additionalProperties)
                }

                fun agencyId(agencyId: String) = agencyId(JsonField.of(agencyId))

                fun agencyId(agencyId: JsonField<String>) = apply { this.agencyId = agencyId }

                fun color(color: String?) = color(JsonField.ofNullable(color))

                fun color(color: JsonField<String>) = apply { this.color = color }

                fun description(description: String?) =
                    description(JsonField.ofNullable(description))

                fun description(description: JsonField<String>) = apply {
                    this.description = description
                }

                fun id(id: String) = id(JsonField.of(id))

                fun id(id: JsonField<String>) = apply { this.id = id }

                fun longName(longName: String?) = longName(JsonField.ofNullable(longName))

                fun longName(longName: JsonField<String>) = apply { this.longName = longName }

                fun nullSafeShortName(nullSafeShortName: String?) =
                    nullSafeShortName(JsonField.ofNullable(nullSafeShortName))

                fun nullSafeShortName(nullSafeShortName: JsonField<String>) = apply {
                    this.nullSafeShortName = nullSafeShortName
                }

                fun shortName(shortName: String?) = shortName(JsonField.ofNullable(shortName))

                fun shortName(shortName: JsonField<String>) = apply { this.shortName = shortName }

                fun textColor(textColor: String?) = textColor(JsonField.ofNullable(textColor))

                fun textColor(textColor: JsonField<String>) = apply { this.textColor = textColor }

                fun type(type: Long) = type(JsonField.of(type))

                fun type(type: JsonField<Long>) = apply { this.type = type }

                fun url(url: String?) = url(JsonField.ofNullable(url))

                fun url(url: JsonField<String>) = apply { this.url = url }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): List =
                    List(
                        checkRequired("agencyId", agencyId),
                        color,
                        description,
                        checkRequired("id", id),
                        longName,
                        nullSafeShortName,
                        shortName,
                        textColor,
                        checkRequired("type", type),
                        url,
                        additionalProperties.toMap(),
                    )
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN =
                    setOf(
                        "agencyId",
                        "color",
                        "description",
                        "id",
                        "longName",
                        "nullSafeShortName",
                        "shortName",
                        "textColor",
                        "type",
                        "url",
                    )

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): List? {
                    val o = json.asObject() ?: return null
                    return List(
                        Decoders.field(o["agencyId"], Decoders.string),
                        Decoders.field(o["color"], Decoders.string),
                        Decoders.field(o["description"], Decoders.string),
                        Decoders.field(o["id"], Decoders.string),
                        Decoders.field(o["longName"], Decoders.string),
                        Decoders.field(o["nullSafeShortName"], Decoders.string),
                        Decoders.field(o["shortName"], Decoders.string),
                        Decoders.field(o["textColor"], Decoders.string),
                        Decoders.field(o["type"], Decoders.long),
                        Decoders.field(o["url"], Decoders.string),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<List> = { fromJson(it) }
            }
        }
    }
}
