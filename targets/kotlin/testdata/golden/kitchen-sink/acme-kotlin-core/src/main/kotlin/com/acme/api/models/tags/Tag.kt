// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.tags

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class Tag
private constructor(
    private val name: JsonField<String>,
    private val labels: JsonField<List<Label>>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun name(): String? = name.getNullable("name")

    fun _name(): JsonField<String> = name

    fun labels(): List<Label>? = labels.getNullable("labels")

    fun _labels(): JsonField<List<Label>> = labels

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): Tag = apply {
        name()
        labels()?.let { v -> v.forEach { e1 -> e1.validate() } }
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("name" to name, "labels" to labels), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? Tag)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "Tag" + toJson()

    class Builder internal constructor() {
        private var name: JsonField<String> = JsonMissing
        private var labels: JsonField<List<Label>> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: Tag) = apply {
            name = model.name
            labels = model.labels
            additionalProperties.putAll(model.additionalProperties)
        }

        fun name(name: String?) = name(JsonField.ofNullable(name))

        fun name(name: JsonField<String>) = apply { this.name = name }

        fun labels(labels: List<Label>?) = labels(JsonField.ofNullable(labels))

        fun labels(labels: JsonField<List<Label>>) = apply { this.labels = labels }

        fun addLabel(label: Label) = apply {
            labels = JsonField.of((labels.asKnown() ?: emptyList()).plusElement(label))
        }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): Tag = Tag(name, labels, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("name", "labels")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): Tag? {
            val o = json.asObject() ?: return null
            return Tag(
                Decoders.field(o["name"], Decoders.string),
                Decoders.field(o["labels"], Decoders.list(Label.decoder)),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<Tag> = { fromJson(it) }
    }
}
