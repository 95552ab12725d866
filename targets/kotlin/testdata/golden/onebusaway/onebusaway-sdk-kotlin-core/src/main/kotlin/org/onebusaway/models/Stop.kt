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

class Stop
private constructor(
    private val code: JsonField<String>,
    private val direction: JsonField<String>,
    private val id: JsonField<String>,
    private val lat: JsonField<Double>,
    private val locationType: JsonField<Long>,
    private val lon: JsonField<Double>,
    private val name: JsonField<String>,
    private val parent: JsonField<String>,
    private val routeIds: JsonField<List<String>>,
    private val staticRouteIds: JsonField<List<String>>,
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

    fun routeIds(): List<String> = routeIds.getRequired("routeIds")

    fun _routeIds(): JsonField<List<String>> = routeIds

    fun staticRouteIds(): List<String> = staticRouteIds.getRequired("staticRouteIds")

    fun _staticRouteIds(): JsonField<List<String>> = staticRouteIds

    fun wheelchairBoarding(): String? = wheelchairBoarding.getNullable("wheelchairBoarding")

    fun _wheelchairBoarding(): JsonField<String> = wheelchairBoarding

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Stop = apply {
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

    override fun equals(other: Any?): Boolean = (other as? Stop)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Stop" + toJson()

    class Builder internal constructor() {
        private var code: JsonField<String> = JsonMissing
        private var direction: JsonField<String> = JsonMissing
        private var id: JsonField<String> = JsonMissing
        private var lat: JsonField<Double> = JsonMissing
        private var locationType: JsonField<Long> = JsonMissing
        private var lon: JsonField<Double> = JsonMissing
        private var name: JsonField<String> = JsonMissing
        private var parent: JsonField<String> = JsonMissing
        private var routeIds: JsonField<List<String>> = JsonMissing
        private var staticRouteIds: JsonField<List<String>> = JsonMissing
        private var wheelchairBoarding: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Stop) = apply {
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

        fun locationType(locationType: JsonField<Long>) = apply { this.locationType = locationType }

        fun lon(lon: Double) = lon(JsonField.of(lon))

        fun lon(lon: JsonField<Double>) = apply { this.lon = lon }

        fun name(name: String) = name(JsonField.of(name))

        fun name(name: JsonField<String>) = apply { this.name = name }

        fun parent(parent: String) = parent(JsonField.of(parent))

        fun parent(parent: JsonField<String>) = apply { this.parent = parent }

        fun routeIds(routeIds: List<String>) = routeIds(JsonField.of(routeIds))

        fun routeIds(routeIds: JsonField<List<String>>) = apply { this.routeIds = routeIds }

        fun staticRouteIds(staticRouteIds: List<String>) =
            staticRouteIds(JsonField.of(staticRouteIds))

        fun staticRouteIds(staticRouteIds: JsonField<List<String>>) = apply {
            this.staticRouteIds = staticRouteIds
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

        fun build(): Stop =
            Stop(
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
        fun fromJson(json: JsonValue): Stop? {
            val o = json.asObject() ?: return null
            return Stop(
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

        val decoder: Decoder<Stop> = { fromJson(it) }
    }
}
