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

class TripsForLocationResponse
private constructor(
    private val limitExceeded: JsonField<Boolean>,
    private val list: JsonField<List<TripDetails>>,
    private val outOfRange: JsonField<Boolean>,
    private val references: JsonField<References>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    // Indicates if the limit of trips has been exceeded
    fun limitExceeded(): Boolean? = limitExceeded.getNullable("limitExceeded")

    fun _limitExceeded(): JsonField<Boolean> = limitExceeded

    fun list(): List<TripDetails> = list.getRequired("list")

    fun _list(): JsonField<List<TripDetails>> = list

    // Indicates if the search location is out of range
    fun outOfRange(): Boolean? = outOfRange.getNullable("outOfRange")

    fun _outOfRange(): JsonField<Boolean> = outOfRange

    fun references(): References = references.getRequired("references")

    fun _references(): JsonField<References> = references

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): TripsForLocationResponse = apply {
        limitExceeded()
        list().forEach { e1 -> e1.validate() }
        outOfRange()
        references().validate()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "limitExceeded" to limitExceeded,
                "list" to list,
                "outOfRange" to outOfRange,
                "references" to references,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? TripsForLocationResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "TripsForLocationResponse" + toJson()

    class Builder internal constructor() {
        private var limitExceeded: JsonField<Boolean> = JsonMissing
        private var list: JsonField<List<TripDetails>> = JsonMissing
        private var outOfRange: JsonField<Boolean> = JsonMissing
        private var references: JsonField<References> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: TripsForLocationResponse) = apply {
            limitExceeded = model.limitExceeded
            list = model.list
            outOfRange = model.outOfRange
            references = model.references
            additionalProperties.putAll(model.additionalProperties)
        }

        // Indicates if the limit of trips has been exceeded
        fun limitExceeded(limitExceeded: Boolean?) =
            limitExceeded(JsonField.ofNullable(limitExceeded))

        fun limitExceeded(limitExceeded: JsonField<Boolean>) = apply {
            this.limitExceeded = limitExceeded
        }

        fun list(list: List<TripDetails>) = list(JsonField.of(list))

        fun list(list: JsonField<List<TripDetails>>) = apply { this.list = list }

        // Indicates if the search location is out of range
        fun outOfRange(outOfRange: Boolean?) = outOfRange(JsonField.ofNullable(outOfRange))

        fun outOfRange(outOfRange: JsonField<Boolean>) = apply { this.outOfRange = outOfRange }

        fun references(references: References) = references(JsonField.of(references))

        fun references(references: JsonField<References>) = apply { this.references = references }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): TripsForLocationResponse =
            TripsForLocationResponse(
                limitExceeded,
                checkRequired("list", list),
                outOfRange,
                checkRequired("references", references),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("limitExceeded", "list", "outOfRange", "references")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): TripsForLocationResponse? {
            val o = json.asObject() ?: return null
            return TripsForLocationResponse(
                Decoders.field(o["limitExceeded"], Decoders.boolean),
                Decoders.field(o["list"], Decoders.list(TripDetails.decoder)),
                Decoders.field(o["outOfRange"], Decoders.boolean),
                Decoders.field(o["references"], References.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<TripsForLocationResponse> = { fromJson(it) }
    }
}
