// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

class SituationConsequences
private constructor(
    private val condition: JsonField<String>,
    private val conditionDetails: JsonField<SituationConsequencesConditionDetails>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    // Condition of the consequence.
    fun condition(): String? = condition.getNullable("condition")

    fun _condition(): JsonField<String> = condition

    fun conditionDetails(): SituationConsequencesConditionDetails? =
        conditionDetails.getNullable("conditionDetails")

    fun _conditionDetails(): JsonField<SituationConsequencesConditionDetails> = conditionDetails

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): SituationConsequences = apply {
        condition()
        conditionDetails()?.let { v -> v.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("condition" to condition, "conditionDetails" to conditionDetails),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? SituationConsequences)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "SituationConsequences" + toJson()

    class Builder internal constructor() {
        private var condition: JsonField<String> = JsonMissing
        private var conditionDetails: JsonField<SituationConsequencesConditionDetails> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: SituationConsequences) = apply {
            condition = model.condition
            conditionDetails = model.conditionDetails
            additionalProperties.putAll(model.additionalProperties)
        }

        // Condition of the consequence.
        fun condition(condition: String?) = condition(JsonField.ofNullable(condition))

        fun condition(condition: JsonField<String>) = apply { this.condition = condition }

        fun conditionDetails(conditionDetails: SituationConsequencesConditionDetails?) =
            conditionDetails(JsonField.ofNullable(conditionDetails))

        fun conditionDetails(conditionDetails: JsonField<SituationConsequencesConditionDetails>) =
            apply {
                this.conditionDetails = conditionDetails
            }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): SituationConsequences =
            SituationConsequences(condition, conditionDetails, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("condition", "conditionDetails")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): SituationConsequences? {
            val o = json.asObject() ?: return null
            return SituationConsequences(
                Decoders.field(o["condition"], Decoders.string),
                Decoders.field(
                    o["conditionDetails"],
                    SituationConsequencesConditionDetails.decoder,
                ),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<SituationConsequences> = { fromJson(it) }
    }
}
