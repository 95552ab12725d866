// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkRequired

class NotFoundError
private constructor(
    private val type: JsonField<NotFoundErrorType>,
    private val status: JsonField<NotFoundErrorStatus>,
    private val message: JsonField<String>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun type(): NotFoundErrorType = type.getRequired("type")

    fun _type(): JsonField<NotFoundErrorType> = type

    fun status(): NotFoundErrorStatus = status.getRequired("status")

    fun _status(): JsonField<NotFoundErrorStatus> = status

    fun message(): String = message.getRequired("message")

    fun _message(): JsonField<String> = message

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): NotFoundError = apply {
        type()
        status()
        message()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf("type" to type, "status" to status, "message" to message),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? NotFoundError)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "NotFoundError" + toJson()

    class Builder internal constructor() {
        private var type: JsonField<NotFoundErrorType> = JsonMissing
        private var status: JsonField<NotFoundErrorStatus> = JsonMissing
        private var message: JsonField<String> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: NotFoundError) = apply {
            type = model.type
            status = model.status
            message = model.message
            additionalProperties.putAll(model.additionalProperties)
        }

        fun type(type: NotFoundErrorType) = type(JsonField.of(type))

        fun type(type: JsonField<NotFoundErrorType>) = apply { this.type = type }

        fun status(status: NotFoundErrorStatus) = status(JsonField.of(status))

        fun status(status: JsonField<NotFoundErrorStatus>) = apply { this.status = status }

        fun message(message: String) = message(JsonField.of(message))

        fun message(message: JsonField<String>) = apply { this.message = message }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): NotFoundError =
            NotFoundError(
                checkRequired("type", type),
                checkRequired("status", status),
                checkRequired("message", message),
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("type", "status", "message")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): NotFoundError? {
            val o = json.asObject() ?: return null
            return NotFoundError(
                Decoders.field(o["type"], NotFoundErrorType.decoder),
                Decoders.field(o["status"], NotFoundErrorStatus.decoder),
                Decoders.field(o["message"], Decoders.string),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<NotFoundError> = { fromJson(it) }
    }
}
