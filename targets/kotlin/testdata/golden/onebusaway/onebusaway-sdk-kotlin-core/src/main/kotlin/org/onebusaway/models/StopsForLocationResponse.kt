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

class StopsForLocationResponse
private constructor(
    private val limitExceeded: JsonField<Boolean>,
    private val outOfRange: JsonField<Boolean>,
    private val list: JsonField<List<Stop>>,
    private val references: JsonField<References>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun limitExceeded(): Boolean? = limitExceeded.getNullable("limitExceeded")

    fun _limitExceeded(): JsonField<Boolean> = limitExceeded

    fun outOfRange(): Boolean? = outOfRange.getNullable("outOfRange")

    fun _outOfRange(): JsonField<Boolean> = outOfRange

    fun list(): List<Stop> = list.getRequired("list")

    fun _list(): JsonField<List<Stop>> = list

    fun references(): References = references.getRequired("references")

    fun _references(): JsonField<References> = references

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): StopsForLocationResponse = apply {
        limitExceeded()
        outOfRange()
        list().forEach { e1 -> e1.validate() }
        references().validate()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "limitExceeded" to limitExceeded,
                "outOfRange" to outOfRange,
                "list" to list,
                "references" to references,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? StopsForLocationResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "StopsForLocationResponse" + toJson()

    class Builder internal constructor() {
        private var limitExceeded: JsonField<Boolean> = JsonMissing
        private var outOfRange: JsonField<Boolean> = JsonMissing
        private var list: JsonField<List<Stop>> = JsonMissing
        private var references: JsonField<References> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: StopsForLocationResponse) = apply {
            limitExceeded = model.limitExceeded
            outOfRange = model.outOfRange
            list = model.list
            references = model.references
            additionalProperties.putAll(model.additionalProperties)
        }

        fun limitExceeded(limitExceeded: Boolean?) =
            limitExceeded(JsonField.ofNullable(limitExceeded))

        fun limitExceeded(limitExceeded: JsonField<Boolean>) = apply {
            this.limitExceeded = limitExceeded
        }

        fun outOfRange(outOfRange: Boolean?) = outOfRange(JsonField.ofNullable(outOfRange))

        fun outOfRange(outOfRange: JsonField<Boolean>) = apply { this.outOfRange = outOfRange }

        fun list(list: List<Stop>) = list(JsonField.of(list))

        fun list(list: JsonField<List<Stop>>) = apply { this.list = list }

        fun references(references: References) = references(JsonField.of(references))

        fun references(references: JsonField<References>) = apply { this.references = references }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): StopsForLocationResponse =
            StopsForLocationResponse(
                limitExceeded,
                outOfRange,
                checkRequired("list", list),
                checkRequired("references", references),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("limitExceeded", "outOfRange", "list", "references")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): StopsForLocationResponse? {
            val o = json.asObject() ?: return null
            return StopsForLocationResponse(
                Decoders.field(o["limitExceeded"], Decoders.boolean),
                Decoders.field(o["outOfRange"], Decoders.boolean),
                Decoders.field(o["list"], Decoders.list(Stop.decoder)),
                Decoders.field(o["references"], References.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<StopsForLocationResponse> = { fromJson(it) }
    }
}
