// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue

class ClientPingResponse
private constructor(
    private val pong: JsonField<Boolean>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun pong(): Boolean? = pong.getNullable("pong")

    fun _pong(): JsonField<Boolean> = pong

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): ClientPingResponse = apply {
        pong()
    }

    override fun toJson(): JsonValue = JsonObject.of(listOf("pong" to pong), additionalProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? ClientPingResponse)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "ClientPingResponse" + toJson()

    class Builder internal constructor() {
        private var pong: JsonField<Boolean> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: ClientPingResponse) = apply {
            pong = model.pong
            additionalProperties.putAll(model.additionalProperties)
        }

        fun pong(pong: Boolean?) = pong(JsonField.ofNullable(pong))

        fun pong(pong: JsonField<Boolean>) = apply { this.pong = pong }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): ClientPingResponse = ClientPingResponse(pong, additionalProperties.toMap())
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("pong")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): ClientPingResponse? {
            val o = json.asObject() ?: return null
            return ClientPingResponse(
                Decoders.field(o["pong"], Decoders.boolean),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<ClientPingResponse> = { fromJson(it) }
    }
}
