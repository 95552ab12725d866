// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.reports

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class ReportSearchResponse
private constructor(
    private val results: JsonField<List<ResultModel>>,
    private val nextCursor: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun results(): List<ResultModel>? = results.getNullable("results")

    fun _results(): JsonField<List<ResultModel>> = results

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
        private var results: JsonField<List<ResultModel>> = JsonMissing
        private var nextCursor: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ReportSearchResponse) = apply {
            results = model.results
            nextCursor = model.nextCursor
            additionalProperties.putAll(model.additionalProperties)
        }

        fun results(results: List<ResultModel>?) = results(JsonField.ofNullable(results))

        fun results(results: JsonField<List<ResultModel>>) = apply { this.results = results }

        fun addResult(result: ResultModel) = apply {
            results = JsonField.of((results.asKnown() ?: emptyList()).plusElement(result))
        }

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
                Decoders.field(o["results"], Decoders.list(ResultModel.decoder)),
                Decoders.field(o["next_cursor"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ReportSearchResponse> = { fromJson(it) }
    }

    class ResultModel
    private constructor(
        private val id: JsonField<String>,
        private val title: JsonField<String>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun id(): String? = id.getNullable("id")

        fun _id(): JsonField<String> = id

        fun title(): String? = title.getNullable("title")

        fun _title(): JsonField<String> = title

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): ResultModel = apply {
            id()
            title()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(listOf("id" to id, "title" to title), additionalProperties)

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? ResultModel)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "ResultModel" + toJson()

        class Builder internal constructor() {
            private var id: JsonField<String> = JsonMissing
            private var title: JsonField<String> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: ResultModel) = apply {
                id = model.id
                title = model.title
                additionalProperties.putAll(model.additionalProperties)
            }

            fun id(id: String?) = id(JsonField.ofNullable(id))

            fun id(id: JsonField<String>) = apply { this.id = id }

            fun title(title: String?) = title(JsonField.ofNullable(title))

            fun title(title: JsonField<String>) = apply { this.title = title }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): ResultModel = ResultModel(id, title, additionalProperties.toMap())
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN = setOf("id", "title")

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): ResultModel? {
                val o = json.asObject() ?: return null
                return ResultModel(
                    Decoders.field(o["id"], Decoders.string),
                    Decoders.field(o["title"], Decoders.string),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<ResultModel> = { fromJson(it) }
        }
    }
}
