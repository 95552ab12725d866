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

class StopIdsForAgencyResponse
private constructor(
    private val limitExceeded: JsonField<Boolean>,
    private val list: JsonField<List<String>>,
    private val references: JsonField<References>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun limitExceeded(): Boolean? = limitExceeded.getNullable("limitExceeded")

    fun _limitExceeded(): JsonField<Boolean> = limitExceeded

    fun list(): List<String> = list.getRequired("list")

    fun _list(): JsonField<List<String>> = list

    fun references(): References = references.getRequired("references")

    fun _references(): JsonField<References> = references

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): StopIdsForAgencyResponse = apply {
        limitExceeded()
        list()
        references().validate()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("limitExceeded" to limitExceeded, "list" to list, "references" to references),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? StopIdsForAgencyResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "StopIdsForAgencyResponse" + toJson()

    class Builder internal constructor() {
        private var limitExceeded: JsonField<Boolean> = JsonMissing
        private var list: JsonField<List<String>> = JsonMissing
        private var references: JsonField<References> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: StopIdsForAgencyResponse) = apply {
            limitExceeded = model.limitExceeded
            list = model.list
            references = model.references
            additionalProperties.putAll(model.additionalProperties)
        }

        fun limitExceeded(limitExceeded: Boolean?) =
            limitExceeded(JsonField.ofNullable(limitExceeded))

        fun limitExceeded(limitExceeded: JsonField<Boolean>) = apply {
            this.limitExceeded = limitExceeded
        }

        fun list(list: List<String>) = list(JsonField.of(list))

        fun list(list: JsonField<List<String>>) = apply { this.list = list }

        fun references(references: References) = references(JsonField.of(references))

        fun references(references: JsonField<References>) = apply { this.references = references }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): StopIdsForAgencyResponse =
            StopIdsForAgencyResponse(
                limitExceeded,
                checkRequired("list", list),
                checkRequired("references", references),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("limitExceeded", "list", "references")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): StopIdsForAgencyResponse? {
            val o = json.asObject() ?: return null
            return StopIdsForAgencyResponse(
                Decoders.field(o["limitExceeded"], Decoders.boolean),
                Decoders.field(o["list"], Decoders.list(Decoders.string)),
                Decoders.field(o["references"], References.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<StopIdsForAgencyResponse> = { fromJson(it) }
    }
}
