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

class RoutesForAgencyResponse
private constructor(
    private val limitExceeded: JsonField<Boolean>,
    private val list: JsonField<List<Route>>,
    private val references: JsonField<References>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun limitExceeded(): Boolean? = limitExceeded.getNullable("limitExceeded")

    fun _limitExceeded(): JsonField<Boolean> = limitExceeded

    fun list(): List<Route> = list.getRequired("list")

    fun _list(): JsonField<List<Route>> = list

    fun references(): References = references.getRequired("references")

    fun _references(): JsonField<References> = references

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): RoutesForAgencyResponse = apply {
        limitExceeded()
        list().forEach { e1 -> e1.validate() }
        references().validate()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("limitExceeded" to limitExceeded, "list" to list, "references" to references),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? RoutesForAgencyResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "RoutesForAgencyResponse" + toJson()

    class Builder internal constructor() {
        private var limitExceeded: JsonField<Boolean> = JsonMissing
        private var list: JsonField<List<Route>> = JsonMissing
        private var references: JsonField<References> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: RoutesForAgencyResponse) = apply {
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

        fun list(list: List<Route>) = list(JsonField.of(list))

        fun list(list: JsonField<List<Route>>) = apply { this.list = list }

        fun references(references: References) = references(JsonField.of(references))

        fun references(references: JsonField<References>) = apply { this.references = references }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): RoutesForAgencyResponse =
            RoutesForAgencyResponse(
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
        fun fromJson(json: JsonValue): RoutesForAgencyResponse? {
            val o = json.asObject() ?: return null
            return RoutesForAgencyResponse(
                Decoders.field(o["limitExceeded"], Decoders.boolean),
                Decoders.field(o["list"], Decoders.list(Route.decoder)),
                Decoders.field(o["references"], References.decoder),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<RoutesForAgencyResponse> = { fromJson(it) }
    }
}
