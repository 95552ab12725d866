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

class Coverage
private constructor(
    private val agencyId: JsonField<String>,
    private val lat: JsonField<Double>,
    private val latSpan: JsonField<Double>,
    private val lon: JsonField<Double>,
    private val lonSpan: JsonField<Double>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun agencyId(): String = agencyId.getRequired("agencyId")

    fun _agencyId(): JsonField<String> = agencyId

    fun lat(): Double = lat.getRequired("lat")

    fun _lat(): JsonField<Double> = lat

    fun latSpan(): Double = latSpan.getRequired("latSpan")

    fun _latSpan(): JsonField<Double> = latSpan

    fun lon(): Double = lon.getRequired("lon")

    fun _lon(): JsonField<Double> = lon

    fun lonSpan(): Double = lonSpan.getRequired("lonSpan")

    fun _lonSpan(): JsonField<Double> = lonSpan

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Coverage = apply {
        agencyId()
        lat()
        latSpan()
        lon()
        lonSpan()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "agencyId" to agencyId,
                "lat" to lat,
                "latSpan" to latSpan,
                "lon" to lon,
                "lonSpan" to lonSpan,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Coverage)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Coverage" + toJson()

    class Builder internal constructor() {
        private var agencyId: JsonField<String> = JsonMissing
        private var lat: JsonField<Double> = JsonMissing
        private var latSpan: JsonField<Double> = JsonMissing
        private var lon: JsonField<Double> = JsonMissing
        private var lonSpan: JsonField<Double> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Coverage) = apply {
            agencyId = model.agencyId
            lat = model.lat
            latSpan = model.latSpan
            lon = model.lon
            lonSpan = model.lonSpan
            additionalProperties.putAll(model.additionalProperties)
        }

        fun agencyId(agencyId: String) = agencyId(JsonField.of(agencyId))

        fun agencyId(agencyId: JsonField<String>) = apply { this.agencyId = agencyId }

        fun lat(lat: Double) = lat(JsonField.of(lat))

        fun lat(lat: JsonField<Double>) = apply { this.lat = lat }

        fun latSpan(latSpan: Double) = latSpan(JsonField.of(latSpan))

        fun latSpan(latSpan: JsonField<Double>) = apply { this.latSpan = latSpan }

        fun lon(lon: Double) = lon(JsonField.of(lon))

        fun lon(lon: JsonField<Double>) = apply { this.lon = lon }

        fun lonSpan(lonSpan: Double) = lonSpan(JsonField.of(lonSpan))

        fun lonSpan(lonSpan: JsonField<Double>) = apply { this.lonSpan = lonSpan }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Coverage =
            Coverage(
                checkRequired("agencyId", agencyId),
                checkRequired("lat", lat),
                checkRequired("latSpan", latSpan),
                checkRequired("lon", lon),
                checkRequired("lonSpan", lonSpan),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("agencyId", "lat", "latSpan", "lon", "lonSpan")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Coverage? {
            val o = json.asObject() ?: return null
            return Coverage(
                Decoders.field(o["agencyId"], Decoders.string),
                Decoders.field(o["lat"], Decoders.double),
                Decoders.field(o["latSpan"], Decoders.double),
                Decoders.field(o["lon"], Decoders.double),
                Decoders.field(o["lonSpan"], Decoders.double),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Coverage> = { fromJson(it) }
    }
}
