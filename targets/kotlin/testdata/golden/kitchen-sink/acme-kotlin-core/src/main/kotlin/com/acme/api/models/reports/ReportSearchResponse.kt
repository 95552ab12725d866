// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.reports

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.models.Report

class ReportSearchResponse
private constructor(
    private val results: JsonField<List<Report>>,
    private val nextCursor: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun results(): List<Report>? = results.getNullable("results")

    fun _results(): JsonField<List<Report>> = results

    fun nextCursor(): String? = nextCursor.getNullable("next_cursor")

    fun _nextCursor(): JsonField<String> = nextCursor

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): ReportSearchResponse = apply {
        results()?.let { v -> v.forEach { e1 -> e1.validate() } }
        nextCursor()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("results" to results, "next_cursor" to nextCursor),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? ReportSearchResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ReportSearchResponse" + toJson()

    class Builder internal constructor() {
        private var results: JsonField<List<Report>> = JsonMissing
        private var nextCursor: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ReportSearchResponse) = apply {
            results = model.results
            nextCursor = model.nextCursor
            additionalProperties.putAll(model.additionalProperties)
        }

        fun results(results: List<Report>?) = results(JsonField.ofNullable(results))

        fun results(results: JsonField<List<Report>>) = apply { this.results = results }

        fun nextCursor(nextCursor: String?) = nextCursor(JsonField.ofNullable(nextCursor))

        fun nextCursor(nextCursor: JsonField<String>) = apply { this.nextCursor = nextCursor }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): ReportSearchResponse =
            ReportSearchResponse(results, nextCursor, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("results", "next_cursor")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): ReportSearchResponse? {
            val o = json.asObject() ?: return null
            return ReportSearchResponse(
                Decoders.field(o["results"], Decoders.list(Report.decoder)),
                Decoders.field(o["next_cursor"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ReportSearchResponse> = { fromJson(it) }
    }
}
