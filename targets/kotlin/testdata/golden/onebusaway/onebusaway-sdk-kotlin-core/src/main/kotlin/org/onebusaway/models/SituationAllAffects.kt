// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

class SituationAllAffects
private constructor(
    private val agencyId: JsonField<String>,
    private val applicationId: JsonField<String>,
    private val directionId: JsonField<String>,
    private val routeId: JsonField<String>,
    private val stopId: JsonField<String>,
    private val tripId: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    // Identifier for the agency.
    fun agencyId(): String? = agencyId.getNullable("agencyId")

    fun _agencyId(): JsonField<String> = agencyId

    // Identifier for the application.
    fun applicationId(): String? = applicationId.getNullable("applicationId")

    fun _applicationId(): JsonField<String> = applicationId

    // Identifier for the direction.
    fun directionId(): String? = directionId.getNullable("directionId")

    fun _directionId(): JsonField<String> = directionId

    // Identifier for the route.
    fun routeId(): String? = routeId.getNullable("routeId")

    fun _routeId(): JsonField<String> = routeId

    // Identifier for the stop.
    fun stopId(): String? = stopId.getNullable("stopId")

    fun _stopId(): JsonField<String> = stopId

    // Identifier for the trip.
    fun tripId(): String? = tripId.getNullable("tripId")

    fun _tripId(): JsonField<String> = tripId

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): SituationAllAffects = apply {
        agencyId()
        applicationId()
        directionId()
        routeId()
        stopId()
        tripId()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "agencyId" to agencyId,
                "applicationId" to applicationId,
                "directionId" to directionId,
                "routeId" to routeId,
                "stopId" to stopId,
                "tripId" to tripId,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? SituationAllAffects)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "SituationAllAffects" + toJson()

    class Builder internal constructor() {
        private var agencyId: JsonField<String> = JsonMissing
        private var applicationId: JsonField<String> = JsonMissing
        private var directionId: JsonField<String> = JsonMissing
        private var routeId: JsonField<String> = JsonMissing
        private var stopId: JsonField<String> = JsonMissing
        private var tripId: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: SituationAllAffects) = apply {
            agencyId = model.agencyId
            applicationId = model.applicationId
            directionId = model.directionId
            routeId = model.routeId
            stopId = model.stopId
            tripId = model.tripId
            additionalProperties.putAll(model.additionalProperties)
        }

        // Identifier for the agency.
        fun agencyId(agencyId: String?) = agencyId(JsonField.ofNullable(agencyId))

        fun agencyId(agencyId: JsonField<String>) = apply { this.agencyId = agencyId }

        // Identifier for the application.
        fun applicationId(applicationId: String?) =
            applicationId(JsonField.ofNullable(applicationId))

        fun applicationId(applicationId: JsonField<String>) = apply {
            this.applicationId = applicationId
        }

        // Identifier for the direction.
        fun directionId(directionId: String?) = directionId(JsonField.ofNullable(directionId))

        fun directionId(directionId: JsonField<String>) = apply { this.directionId = directionId }

        // Identifier for the route.
        fun routeId(routeId: String?) = routeId(JsonField.ofNullable(routeId))

        fun routeId(routeId: JsonField<String>) = apply { this.routeId = routeId }

        // Identifier for the stop.
        fun stopId(stopId: String?) = stopId(JsonField.ofNullable(stopId))

        fun stopId(stopId: JsonField<String>) = apply { this.stopId = stopId }

        // Identifier for the trip.
        fun tripId(tripId: String?) = tripId(JsonField.ofNullable(tripId))

        fun tripId(tripId: JsonField<String>) = apply { this.tripId = tripId }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): SituationAllAffects =
            SituationAllAffects(
                agencyId,
                applicationId,
                directionId,
                routeId,
                stopId,
                tripId,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN =
            setOf("agencyId", "applicationId", "directionId", "routeId", "stopId", "tripId")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): SituationAllAffects? {
            val o = json.asObject() ?: return null
            return SituationAllAffects(
                Decoders.field(o["agencyId"], Decoders.string),
                Decoders.field(o["applicationId"], Decoders.string),
                Decoders.field(o["directionId"], Decoders.string),
                Decoders.field(o["routeId"], Decoders.string),
                Decoders.field(o["stopId"], Decoders.string),
                Decoders.field(o["tripId"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<SituationAllAffects> = { fromJson(it) }
    }
}
