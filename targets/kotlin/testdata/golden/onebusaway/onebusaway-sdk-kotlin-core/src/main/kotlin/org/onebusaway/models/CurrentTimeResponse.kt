// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.models

import org.onebusaway.core.Decoder
import org.onebusaway.core.Decoders
import org.onebusaway.core.JsonField
import org.onebusaway.core.JsonMissing
import org.onebusaway.core.JsonModel
import org.onebusaway.core.JsonObject
import org.onebusaway.core.JsonValue
import org.onebusaway.core.checkRequired

class CurrentTimeResponse
private constructor(
    private val entry: JsonField<CurrentTime>,
    private val references: JsonField<References>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun entry(): CurrentTime = entry.getRequired("entry")

    fun _entry(): JsonField<CurrentTime> = entry

    fun references(): References = references.getRequired("references")

    fun _references(): JsonField<References> = references

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): CurrentTimeResponse = apply {
        entry().validate()
        references().validate()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("entry" to entry, "references" to references), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? CurrentTimeResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "CurrentTimeResponse" + toJson()

    class Builder internal constructor() {
        private var entry: JsonField<CurrentTime> = JsonMissing
        private var references: JsonField<References> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: CurrentTimeResponse) = apply {
            entry = model.entry
            references = model.references
            additionalProperties.putAll(model.additionalProperties)
        }

        fun entry(entry: CurrentTime) = entry(JsonField.of(entry))

        fun entry(entry: JsonField<CurrentTime>) = apply { this.entry = entry }

        fun references(references: References) = references(JsonField.of(references))

        fun references(references: JsonField<References>) = apply { this.references = references }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): CurrentTimeResponse =
            CurrentTimeResponse(
                checkRequired("entry", entry),
                checkRequired("references", references),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("entry", "references")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): CurrentTimeResponse? {
            val o = json.asObject() ?: return null
            return CurrentTimeResponse(
                Decoders.field(o["entry"], CurrentTime.decoder),
                Decoders.field(o["references"], References.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<CurrentTimeResponse> = { fromJson(it) }
    }
}
