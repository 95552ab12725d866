// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models.shape

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired
import org.onebusaway.models.References

class ShapeRetrieveResponse
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

    fun validate(): ShapeRetrieveResponse = apply {
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
        (other as? ShapeRetrieveResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ShapeRetrieveResponse" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<Long> = JsonMissing
        private var currentTime: JsonField<Long> = JsonMissing
        private var text: JsonField<String> = JsonMissing
        private var version: JsonField<Long> = JsonMissing
        private var data: JsonField<Data> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ShapeRetrieveResponse) = apply {
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

        fun build(): ShapeRetrieveResponse =
            ShapeRetrieveResponse(
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
        fun fromJson(json: JsonValue): ShapeRetrieveResponse? {
            val o = json.asObject() ?: return null
            return ShapeRetrieveResponse(
                Decoders.field(o["code"], Decoders.long),
                Decoders.field(o["currentTime"], Decoders.long),
                Decoders.field(o["text"], Decoders.string),
                Decoders.field(o["version"], Decoders.long),
                Decoders.field(o["data"], Data.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ShapeRetrieveResponse> = { fromJson(it) }
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
            private val length: JsonField<Long>,
            private val levels: JsonField<String>,
            private val points: JsonField<String>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            fun length(): Long = length.getRequired("length")

            fun _length(): JsonField<Long> = length

            fun levels(): String? = levels.getNullable("levels")

            fun _levels(): JsonField<String> = levels

            // Encoded polyline format representing the shape of the path
            fun points(): String = points.getRequired("points")

            fun _points(): JsonField<String> = points

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): Entry = apply {
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

            override fun equals(other: Any?): Boolean = (other as? Entry)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Entry" + toJson()

            class Builder internal constructor() {
                private var length: JsonField<Long> = JsonMissing
                private var levels: JsonField<String> = JsonMissing
                private var points: JsonField<String> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: Entry) = apply {
                    length = model.length
                    levels = model.levels
                    points = model.points
                    additionalProperties.putAll(model.additionalProperties)
                }

                fun length(length: Long) = length(JsonField.of(length))

                fun length(length: JsonField<Long>) = apply { this.length = length }

                fun levels(levels: String?) = levels(JsonField.ofNullable(levels))

                fun levels(levels: JsonField<String>) = apply { this.levels = levels }

                // Encoded polyline format representing the shape of the path
                fun points(points: String) = points(JsonField.of(points))

                fun points(points: JsonField<String>) = apply { this.points = points }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): Entry =
                    Entry(
                        checkRequired("length", length),
                        levels,
                        checkRequired("points", points),
                        additionalProperties.toMap(),
                    )
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN = setOf("length", "levels", "points")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): Entry? {
                    val o = json.asObject() ?: return null
                    return Entry(
                        Decoders.field(o["length"], Decoders.long),
                        Decoders.field(o["levels"], Decoders.string),
                        Decoders.field(o["points"], Decoders.string),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<Entry> = { fromJson(it) }
            }
        }
    }
}
