// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class AddressInput
private constructor(
    private val line1: JsonField<String>,
    private val city: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun line1(): String? = line1.getNullable("line1")

    fun _line1(): JsonField<String> = line1

    fun city(): String? = city.getNullable("city")

    fun _city(): JsonField<String> = city

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): AddressInput = apply {
        line1()
        city()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(listOf("line1" to line1, "city" to city), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? AddressInput)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "AddressInput" + toJson()

    class Builder internal constructor() {
        private var line1: JsonField<String> = JsonMissing
        private var city: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: AddressInput) = apply {
            line1 = model.line1
            city = model.city
            additionalProperties.putAll(model.additionalProperties)
        }

        fun line1(line1: String?) = line1(JsonField.ofNullable(line1))

        fun line1(line1: JsonField<String>) = apply { this.line1 = line1 }

        fun city(city: String?) = city(JsonField.ofNullable(city))

        fun city(city: JsonField<String>) = apply { this.city = city }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): AddressInput = AddressInput(line1, city, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("line1", "city")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): AddressInput? {
            val o = json.asObject() ?: return null
            return AddressInput(
                Decoders.field(o["line1"], Decoders.string),
                Decoders.field(o["city"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<AddressInput> = { fromJson(it) }
    }
}
