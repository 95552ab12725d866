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

class Route
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

    fun validate(): Route = apply {
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

    override fun equals(other: Any?): Boolean = (other as? Route)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Route" + toJson()

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

        internal fun from(model: Route) = apply {
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

        fun description(description: String?) = description(JsonField.ofNullable(description))

        fun description(description: JsonField<String>) = apply { this.description = description }

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

        fun build(): Route =
            Route(
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
        fun fromJson(json: JsonValue): Route? {
            val o = json.asObject() ?: return null
            return Route(
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

        val decoder: Decoder<Route> = { fromJson(it) }
    }
}
