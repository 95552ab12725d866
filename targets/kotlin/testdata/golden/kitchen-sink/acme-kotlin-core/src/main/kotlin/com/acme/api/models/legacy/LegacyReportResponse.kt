// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.legacy

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class LegacyReportResponse
private constructor(
    private val total: JsonField<Double>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun total(): Double? = total.getNullable("total")

    fun _total(): JsonField<Double> = total

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): LegacyReportResponse = apply {
        total()
    }

    override fun toJson(): JsonValue = JsonObject.of(listOf("total" to total), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? LegacyReportResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "LegacyReportResponse" + toJson()

    class Builder internal constructor() {
        private var total: JsonField<Double> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: LegacyReportResponse) = apply {
            total = model.total
            additionalProperties.putAll(model.additionalProperties)
        }

        fun total(total: Double?) = total(JsonField.ofNullable(total))

        fun total(total: JsonField<Double>) = apply { this.total = total }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): LegacyReportResponse =
            LegacyReportResponse(total, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("total")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): LegacyReportResponse? {
            val o = json.asObject() ?: return null
            return LegacyReportResponse(
                Decoders.field(o["total"], Decoders.double),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<LegacyReportResponse> = { fromJson(it) }
    }
}
