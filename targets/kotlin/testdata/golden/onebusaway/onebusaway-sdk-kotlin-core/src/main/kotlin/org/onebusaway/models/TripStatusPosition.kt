// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

// Current position of the transit vehicle.
class TripStatusPosition
private constructor(
    private val lat: JsonField<Double>,
    private val lon: JsonField<Double>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    // Latitude of the current position of the transit vehicle.
    fun lat(): Double? = lat.getNullable("lat")

    fun _lat(): JsonField<Double> = lat

    // Longitude of the current position of the transit vehicle.
    fun lon(): Double? = lon.getNullable("lon")

    fun _lon(): JsonField<Double> = lon

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): TripStatusPosition = apply {
        lat()
        lon()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("lat" to lat, "lon" to lon), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? TripStatusPosition)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "TripStatusPosition" + toJson()

    class Builder internal constructor() {
        private var lat: JsonField<Double> = JsonMissing
        private var lon: JsonField<Double> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: TripStatusPosition) = apply {
            lat = model.lat
            lon = model.lon
            additionalProperties.putAll(model.additionalProperties)
        }

        // Latitude of the current position of the transit vehicle.
        fun lat(lat: Double?) = lat(JsonField.ofNullable(lat))

        fun lat(lat: JsonField<Double>) = apply { this.lat = lat }

        // Longitude of the current position of the transit vehicle.
        fun lon(lon: Double?) = lon(JsonField.ofNullable(lon))

        fun lon(lon: JsonField<Double>) = apply { this.lon = lon }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): TripStatusPosition = TripStatusPosition(lat, lon, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("lat", "lon")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): TripStatusPosition? {
            val o = json.asObject() ?: return null
            return TripStatusPosition(
                Decoders.field(o["lat"], Decoders.double),
                Decoders.field(o["lon"], Decoders.double),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<TripStatusPosition> = { fromJson(it) }
    }
}
