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

class VehiclesForAgencyResponse
private constructor(
    private val list: JsonField<List<VehicleStatus>>,
    private val limitExceeded: JsonField<Boolean>,
    private val references: JsonField<References>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun list(): List<VehicleStatus> = list.getRequired("list")

    fun _list(): JsonField<List<VehicleStatus>> = list

    fun limitExceeded(): Boolean? = limitExceeded.getNullable("limitExceeded")

    fun _limitExceeded(): JsonField<Boolean> = limitExceeded

    fun references(): References = references.getRequired("references")

    fun _references(): JsonField<References> = references

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): VehiclesForAgencyResponse = apply {
        list().forEach { e1 -> e1.validate() }
        limitExceeded()
        references().validate()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("list" to list, "limitExceeded" to limitExceeded, "references" to references),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? VehiclesForAgencyResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "VehiclesForAgencyResponse" + toJson()

    class Builder internal constructor() {
        private var list: JsonField<List<VehicleStatus>> = JsonMissing
        private var limitExceeded: JsonField<Boolean> = JsonMissing
        private var references: JsonField<References> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: VehiclesForAgencyResponse) = apply {
            list = model.list
            limitExceeded = model.limitExceeded
            references = model.references
            additionalProperties.putAll(model.additionalProperties)
        }

        fun list(list: List<VehicleStatus>) = list(JsonField.of(list))

        fun list(list: JsonField<List<VehicleStatus>>) = apply { this.list = list }

        fun limitExceeded(limitExceeded: Boolean?) =
            limitExceeded(JsonField.ofNullable(limitExceeded))

        fun limitExceeded(limitExceeded: JsonField<Boolean>) = apply {
            this.limitExceeded = limitExceeded
        }

        fun references(references: References) = references(JsonField.of(references))

        fun references(references: JsonField<References>) = apply { this.references = references }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): VehiclesForAgencyResponse =
            VehiclesForAgencyResponse(
                checkRequired("list", list),
                limitExceeded,
                checkRequired("references", references),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("list", "limitExceeded", "references")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): VehiclesForAgencyResponse? {
            val o = json.asObject() ?: return null
            return VehiclesForAgencyResponse(
                Decoders.field(o["list"], Decoders.list(VehicleStatus.decoder)),
                Decoders.field(o["limitExceeded"], Decoders.boolean),
                Decoders.field(o["references"], References.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<VehiclesForAgencyResponse> = { fromJson(it) }
    }
}
