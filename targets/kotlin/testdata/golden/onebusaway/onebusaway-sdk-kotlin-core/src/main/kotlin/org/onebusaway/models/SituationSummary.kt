// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue

class SituationSummary
private constructor(
    private val lang: JsonField<String>,
    private val value: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    // Language of the summary.
    fun lang(): String? = lang.getNullable("lang")

    fun _lang(): JsonField<String> = lang

    // Short summary of the situation.
    fun value(): String? = value.getNullable("value")

    fun _value(): JsonField<String> = value

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): SituationSummary = apply {
        lang()
        value()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("lang" to lang, "value" to value), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? SituationSummary)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "SituationSummary" + toJson()

    class Builder internal constructor() {
        private var lang: JsonField<String> = JsonMissing
        private var value: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: SituationSummary) = apply {
            lang = model.lang
            value = model.value
            additionalProperties.putAll(model.additionalProperties)
        }

        // Language of the summary.
        fun lang(lang: String?) = lang(JsonField.ofNullable(lang))

        fun lang(lang: JsonField<String>) = apply { this.lang = lang }

        // Short summary of the situation.
        fun value(value: String?) = value(JsonField.ofNullable(value))

        fun value(value: JsonField<String>) = apply { this.value = value }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): SituationSummary = SituationSummary(lang, value, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("lang", "value")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): SituationSummary? {
            val o = json.asObject() ?: return null
            return SituationSummary(
                Decoders.field(o["lang"], Decoders.string),
                Decoders.field(o["value"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<SituationSummary> = { fromJson(it) }
    }
}
