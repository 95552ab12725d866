// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

class Location
private constructor(
    private val lat: JsonField<Double>,
    private val lon: JsonField<Double>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun lat(): Double? = lat.getNullable("lat")

    fun _lat(): JsonField<Double> = lat

    fun lon(): Double? = lon.getNullable("lon")

    fun _lon(): JsonField<Double> = lon

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Location = apply {
        lat()
        lon()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("lat" to lat, "lon" to lon), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Location)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Location" + toJson()

    class Builder internal constructor() {
        private var lat: JsonField<Double> = JsonMissing
        private var lon: JsonField<Double> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Location) = apply {
            lat = model.lat
            lon = model.lon
            additionalProperties.putAll(model.additionalProperties)
        }

        fun lat(lat: Double?) = lat(JsonField.ofNullable(lat))

        fun lat(lat: JsonField<Double>) = apply { this.lat = lat }

        fun lon(lon: Double?) = lon(JsonField.ofNullable(lon))

        fun lon(lon: JsonField<Double>) = apply { this.lon = lon }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Location = Location(lat, lon, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("lat", "lon")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Location? {
            val o = json.asObject() ?: return null
            return Location(
                Decoders.field(o["lat"], Decoders.double),
                Decoders.field(o["lon"], Decoders.double),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Location> = { fromJson(it) }
    }
}
