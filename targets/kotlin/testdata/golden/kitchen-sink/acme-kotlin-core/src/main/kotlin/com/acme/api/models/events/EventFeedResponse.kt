// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.events

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class EventFeedResponse
private constructor(
    private val result: JsonField<ResultModel>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun result(): ResultModel? = result.getNullable("result")

    fun _result(): JsonField<ResultModel> = result

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): EventFeedResponse = apply {
        result()?.let { v -> v.validate() }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("result" to result), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? EventFeedResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "EventFeedResponse" + toJson()

    class Builder internal constructor() {
        private var result: JsonField<ResultModel> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: EventFeedResponse) = apply {
            result = model.result
            additionalProperties.putAll(model.additionalProperties)
        }

        fun result(result: ResultModel?) = result(JsonField.ofNullable(result))

        fun result(result: JsonField<ResultModel>) = apply { this.result = result }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): EventFeedResponse = EventFeedResponse(result, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("result")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): EventFeedResponse? {
            val o = json.asObject() ?: return null
            return EventFeedResponse(
                Decoders.field(o["result"], ResultModel.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<EventFeedResponse> = { fromJson(it) }
    }

    class ResultModel
    private constructor(
        private val entries: JsonField<List<Event>>,
        private val paging: JsonField<Paging>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun entries(): List<Event>? = entries.getNullable("entries")

        fun _entries(): JsonField<List<Event>> = entries

        fun paging(): Paging? = paging.getNullable("paging")

        fun _paging(): JsonField<Paging> = paging

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): ResultModel = apply {
            entries()?.let { v -> v.forEach { e1 -> e1.validate() } }
            paging()?.let { v -> v.validate() }
        }

        override fun toJson(): JsonValue =
            JsonObject.of(listOf("entries" to entries, "paging" to paging), additionalProperties)

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? ResultModel)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "ResultModel" + toJson()

        class Builder internal constructor() {
            private var entries: JsonField<List<Event>> = JsonMissing
            private var paging: JsonField<Paging> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: ResultModel) = apply {
                entries = model.entries
                paging = model.paging
                additionalProperties.putAll(model.additionalProperties)
            }

            fun entries(entries: List<Event>?) = entries(JsonField.ofNullable(entries))

            fun entries(entries: JsonField<List<Event>>) = apply { this.entries = entries }

            fun addEntry(entry: Event) = apply {
                entries = JsonField.of((entries.asKnown() ?: emptyList()).plusElement(entry))
            }

            fun paging(paging: Paging?) = paging(JsonField.ofNullable(paging))

            fun paging(paging: JsonField<Paging>) = apply { this.paging = paging }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): ResultModel = ResultModel(entries, paging, additionalProperties.toMap())
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN = setOf("entries", "paging")

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): ResultModel? {
                val o = json.asObject() ?: return null
                return ResultModel(
                    Decoders.field(o["entries"], Decoders.list(Event.decoder)),
                    Decoders.field(o["paging"], Paging.decoder),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<ResultModel> = { fromJson(it) }
        }

        class Paging
        private constructor(
            private val next: JsonField<String>,
            private val additionalProperties: Map<String, JsonValue>,
        ) : JsonModel {

            fun next(): String? = next.getNullable("next")

            fun _next(): JsonField<String> = next

            fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

            fun validate(): Paging = apply {
                next()
            }

            override fun toJson(): JsonValue =
                JsonObject.of(listOf("next" to next), additionalProperties)

            fun toBuilder(): Builder = Builder().from(this)

            override fun equals(other: Any?): Boolean = (other as? Paging)?.toJson() == toJson()

            override fun hashCode(): Int = toJson().hashCode()

            override fun toString(): String = "Paging" + toJson()

            class Builder internal constructor() {
                private var next: JsonField<String> = JsonMissing
                private val additionalProperties = LinkedHashMap<String, JsonValue>()

                internal fun from(model: Paging) = apply {
                    next = model.next
                    additionalProperties.putAll(model.additionalProperties)
                }

                fun next(next: String?) = next(JsonField.ofNullable(next))

                fun next(next: JsonField<String>) = apply { this.next = next }

                fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                    additionalProperties[key] = value
                }

                fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                    this.additionalProperties.clear()
                    this.additionalProperties.putAll(additionalProperties)
                }

                fun build(): Paging = Paging(next, additionalProperties.toMap())
            }

            companion object {
                fun builder(): Builder = Builder()

                private val KNOWN = setOf("next")

                /** The model in [json], or null when it is not a JSON object. */
                fun fromJson(json: JsonValue): Paging? {
                    val o = json.asObject() ?: return null
                    return Paging(
                        Decoders.field(o["next"], Decoders.string),
                        o.filterKeys { it !in KNOWN },
                    )
                }

                val decoder: Decoder<Paging> = { fromJson(it) }
            }
        }
    }
}
