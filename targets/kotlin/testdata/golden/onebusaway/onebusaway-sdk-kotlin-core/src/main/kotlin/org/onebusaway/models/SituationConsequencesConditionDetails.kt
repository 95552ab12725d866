// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

class SituationConsequencesConditionDetails
private constructor(
    private val diversionPath: JsonField<SituationConsequencesConditionDetailsDiversionPath>,
    private val diversionStopIds: JsonField<List<String>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun diversionPath(): SituationConsequencesConditionDetailsDiversionPath? =
        diversionPath.getNullable("diversionPath")

    fun _diversionPath(): JsonField<SituationConsequencesConditionDetailsDiversionPath> =
        diversionPath

    fun diversionStopIds(): List<String>? = diversionStopIds.getNullable("diversionStopIds")

    fun _diversionStopIds(): JsonField<List<String>> = diversionStopIds

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): SituationConsequencesConditionDetails = apply {
        diversionPath()?.let { v -> v.validate() }
        diversionStopIds()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("diversionPath" to diversionPath, "diversionStopIds" to diversionStopIds),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? SituationConsequencesConditionDetails)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "SituationConsequencesConditionDetails" + toJson()

    class Builder internal constructor() {
        private var diversionPath: JsonField<SituationConsequencesConditionDetailsDiversionPath> =
            JsonMissing
        private var diversionStopIds: JsonField<List<String>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: SituationConsequencesConditionDetails) = apply {
            diversionPath = model.diversionPath
            diversionStopIds = model.diversionStopIds
            additionalProperties.putAll(model.additionalProperties)
        }

        fun diversionPath(diversionPath: SituationConsequencesConditionDetailsDiversionPath?) =
            diversionPath(JsonField.ofNullable(diversionPath))

        fun diversionPath(
            diversionPath: JsonField<SituationConsequencesConditionDetailsDiversionPath>
        ) = apply {
            this.diversionPath = diversionPath
        }

        fun diversionStopIds(diversionStopIds: List<String>?) =
            diversionStopIds(JsonField.ofNullable(diversionStopIds))

        fun diversionStopIds(diversionStopIds: JsonField<List<String>>) = apply {
            this.diversionStopIds = diversionStopIds
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): SituationConsequencesConditionDetails =
            SituationConsequencesConditionDetails(
                diversionPath,
                diversionStopIds,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("diversionPath", "diversionStopIds")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): SituationConsequencesConditionDetails? {
            val o = json.asObject() ?: return null
            return SituationConsequencesConditionDetails(
                Decoders.field(
                    o["diversionPath"],
                    SituationConsequencesConditionDetailsDiversionPath.decoder,
                ),
                Decoders.field(o["diversionStopIds"], Decoders.list(Decoders.string)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<SituationConsequencesConditionDetails> = { fromJson(it) }
    }
}
