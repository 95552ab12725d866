// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class Report
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

    fun validate(): Report = apply {
        id()
        title()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("id" to id, "title" to title), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Report)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Report" + toJson()

    class Builder internal constructor() {
        private var id: JsonField<String> = JsonMissing
        private var title: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Report) = apply {
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

        fun build(): Report = Report(id, title, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("id", "title")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Report? {
            val o = json.asObject() ?: return null
            return Report(
                Decoders.field(o["id"], Decoders.string),
                Decoders.field(o["title"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Report> = { fromJson(it) }
    }
}
