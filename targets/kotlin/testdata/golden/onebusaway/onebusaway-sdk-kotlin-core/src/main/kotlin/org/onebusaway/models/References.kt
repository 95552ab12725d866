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

class References
private constructor(
    private val agencies: JsonField<List<Agency>>,
    private val routes: JsonField<List<Route>>,
    private val situations: JsonField<List<Situation>>,
    private val stopTimes: JsonField<List<StopTime>>,
    private val stops: JsonField<List<Stop>>,
    private val trips: JsonField<List<Trip>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun agencies(): List<Agency> = agencies.getRequired("agencies")

    fun _agencies(): JsonField<List<Agency>> = agencies

    fun routes(): List<Route> = routes.getRequired("routes")

    fun _routes(): JsonField<List<Route>> = routes

    fun situations(): List<Situation> = situations.getRequired("situations")

    fun _situations(): JsonField<List<Situation>> = situations

    fun stopTimes(): List<StopTime> = stopTimes.getRequired("stopTimes")

    fun _stopTimes(): JsonField<List<StopTime>> = stopTimes

    fun stops(): List<Stop> = stops.getRequired("stops")

    fun _stops(): JsonField<List<Stop>> = stops

    fun trips(): List<Trip> = trips.getRequired("trips")

    fun _trips(): JsonField<List<Trip>> = trips

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): References = apply {
        agencies().forEach { e1 -> e1.validate() }
        routes().forEach { e1 -> e1.validate() }
        situations().forEach { e1 -> e1.validate() }
        stopTimes().forEach { e1 -> e1.validate() }
        stops().forEach { e1 -> e1.validate() }
        trips().forEach { e1 -> e1.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "agencies" to agencies,
                "routes" to routes,
                "situations" to situations,
                "stopTimes" to stopTimes,
                "stops" to stops,
                "trips" to trips,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? References)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "References" + toJson()

    class Builder internal constructor() {
        private var agencies: JsonField<List<Agency>> = JsonMissing
        private var routes: JsonField<List<Route>> = JsonMissing
        private var situations: JsonField<List<Situation>> = JsonMissing
        private var stopTimes: JsonField<List<StopTime>> = JsonMissing
        private var stops: JsonField<List<Stop>> = JsonMissing
        private var trips: JsonField<List<Trip>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: References) = apply {
            agencies = model.agencies
            routes = model.routes
            situations = model.situations
            stopTimes = model.stopTimes
            stops = model.stops
            trips = model.trips
            additionalProperties.putAll(model.additionalProperties)
        }

        fun agencies(agencies: List<Agency>) = agencies(JsonField.of(agencies))

        fun agencies(agencies: JsonField<List<Agency>>) = apply { this.agencies = agencies }

        fun routes(routes: List<Route>) = routes(JsonField.of(routes))

        fun routes(routes: JsonField<List<Route>>) = apply { this.routes = routes }

        fun situations(situations: List<Situation>) = situations(JsonField.of(situations))

        fun situations(situations: JsonField<List<Situation>>) = apply {
            this.situations = situations
        }

        fun stopTimes(stopTimes: List<StopTime>) = stopTimes(JsonField.of(stopTimes))

        fun stopTimes(stopTimes: JsonField<List<StopTime>>) = apply { this.stopTimes = stopTimes }

        fun stops(stops: List<Stop>) = stops(JsonField.of(stops))

        fun stops(stops: JsonField<List<Stop>>) = apply { this.stops = stops }

        fun trips(trips: List<Trip>) = trips(JsonField.of(trips))

        fun trips(trips: JsonField<List<Trip>>) = apply { this.trips = trips }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): References =
            References(
                checkRequired("agencies", agencies),
                checkRequired("routes", routes),
                checkRequired("situations", situations),
                checkRequired("stopTimes", stopTimes),
                checkRequired("stops", stops),
                checkRequired("trips", trips),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("agencies", "routes", "situations", "stopTimes", "stops", "trips")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): References? {
            val o = json.asObject() ?: return null
            return References(
                Decoders.field(o["agencies"], Decoders.list(Agency.decoder)),
                Decoders.field(o["routes"], Decoders.list(Route.decoder)),
                Decoders.field(o["situations"], Decoders.list(Situation.decoder)),
                Decoders.field(o["stopTimes"], Decoders.list(StopTime.decoder)),
                Decoders.field(o["stops"], Decoders.list(Stop.decoder)),
                Decoders.field(o["trips"], Decoders.list(Trip.decoder)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<References> = { fromJson(it) }
    }
}
