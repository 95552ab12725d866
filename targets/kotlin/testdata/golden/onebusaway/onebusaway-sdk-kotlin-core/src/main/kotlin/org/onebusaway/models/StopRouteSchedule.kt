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

class StopRouteSchedule
private constructor(
    private val routeId: JsonField<String>,
    private val stopRouteDirectionSchedules: JsonField<List<StopRouteDirectionSchedule>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun routeId(): String = routeId.getRequired("routeId")

    fun _routeId(): JsonField<String> = routeId

    fun stopRouteDirectionSchedules(): List<StopRouteDirectionSchedule> =
        stopRouteDirectionSchedules.getRequired("stopRouteDirectionSchedules")

    fun _stopRouteDirectionSchedules(): JsonField<List<StopRouteDirectionSchedule>> =
        stopRouteDirectionSchedules

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): StopRouteSchedule = apply {
        routeId()
        stopRouteDirectionSchedules().forEach { e1 -> e1.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "routeId" to routeId,
                "stopRouteDirectionSchedules" to stopRouteDirectionSchedules,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? StopRouteSchedule)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "StopRouteSchedule" + toJson()

    class Builder internal constructor() {
        private var routeId: JsonField<String> = JsonMissing
        private var stopRouteDirectionSchedules: JsonField<List<StopRouteDirectionSchedule>> =
            JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: StopRouteSchedule) = apply {
            routeId = model.routeId
            stopRouteDirectionSchedules = model.stopRouteDirectionSchedules
            additionalProperties.putAll(model.additionalProperties)
        }

        fun routeId(routeId: String) = routeId(JsonField.of(routeId))

        fun routeId(routeId: JsonField<String>) = apply { this.routeId = routeId }

        fun stopRouteDirectionSchedules(
            stopRouteDirectionSchedules: List<StopRouteDirectionSchedule>
        ) = stopRouteDirectionSchedules(JsonField.of(stopRouteDirectionSchedules))

        fun stopRouteDirectionSchedules(
            stopRouteDirectionSchedules: JsonField<List<StopRouteDirectionSchedule>>
        ) = apply {
            this.stopRouteDirectionSchedules = stopRouteDirectionSchedules
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): StopRouteSchedule =
            StopRouteSchedule(
                checkRequired("routeId", routeId),
                checkRequired("stopRouteDirectionSchedules", stopRouteDirectionSchedules),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("routeId", "stopRouteDirectionSchedules")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): StopRouteSchedule? {
            val o = json.asObject() ?: return null
            return StopRouteSchedule(
                Decoders.field(o["routeId"], Decoders.string),
                Decoders.field(
                    o["stopRouteDirectionSchedules"],
                    Decoders.list(StopRouteDirectionSchedule.decoder),
                ),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<StopRouteSchedule> = { fromJson(it) }
    }
}
