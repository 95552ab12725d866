// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

class SituationConsequencesConditionDetailsDiversionPath
private constructor(
    private val length: JsonField<Long>,
    private val levels: JsonField<String>,
    private val points: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    // Length of the diversion path.
    fun length(): Long? = length.getNullable("length")

    fun _length(): JsonField<Long> = length

    // Levels of the diversion path.
    fun levels(): String? = levels.getNullable("levels")

    fun _levels(): JsonField<String> = levels

    // Points of the diversion path.
    fun points(): String? = points.getNullable("points")

    fun _points(): JsonField<String> = points

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): SituationConsequencesConditionDetailsDiversionPath = apply {
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

    override fun equals(other: Any?): Boolean =
        (other as? SituationConsequencesConditionDetailsDiversionPath)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String =
        "SituationConsequencesConditionDetailsDiversionPath" + toJson()

    class Builder internal constructor() {
        private var length: JsonField<Long> = JsonMissing
        private var levels: JsonField<String> = JsonMissing
        private var points: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: SituationConsequencesConditionDetailsDiversionPath) = apply {
            length = model.length
            levels = model.levels
            points = model.points
            additionalProperties.putAll(model.additionalProperties)
        }

        // Length of the diversion path.
        fun length(length: Long?) = length(JsonField.ofNullable(length))

        fun length(length: JsonField<Long>) = apply { this.length = length }

        // Levels of the diversion path.
        fun levels(levels: String?) = levels(JsonField.ofNullable(levels))

        fun levels(levels: JsonField<String>) = apply { this.levels = levels }

        // Points of the diversion path.
        fun points(points: String?) = points(JsonField.ofNullable(points))

        fun points(points: JsonField<String>) = apply { this.points = points }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): SituationConsequencesConditionDetailsDiversionPath =
            SituationConsequencesConditionDetailsDiversionPath(
                length,
                levels,
                points,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("length", "levels", "points")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): SituationConsequencesConditionDetailsDiversionPath? {
            val o = json.asObject() ?: return null
            return SituationConsequencesConditionDetailsDiversionPath(
                Decoders.field(o["length"], Decoders.long),
                Decoders.field(o["levels"], Decoders.string),
                Decoders.field(o["points"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<SituationConsequencesConditionDetailsDiversionPath> = { fromJson(it) }
    }
}
