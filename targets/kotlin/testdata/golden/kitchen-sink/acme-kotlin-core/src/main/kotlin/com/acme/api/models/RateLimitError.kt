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

class RateLimitError
private constructor(
    private val type: JsonField<RateLimitErrorType>,
    private val status: JsonField<RateLimitErrorStatus>,
    private val message: JsonField<String>,
    private val retryAfter: JsonField<Long>,
    private val additionalProperties: Map<String, JsonValue>,
) : JsonModel {

    fun type(): RateLimitErrorType = type.getRequired("type")

    fun _type(): JsonField<RateLimitErrorType> = type

    fun status(): RateLimitErrorStatus = status.getRequired("status")

    fun _status(): JsonField<RateLimitErrorStatus> = status

    fun message(): String = message.getRequired("message")

    fun _message(): JsonField<String> = message

    fun retryAfter(): Long? = retryAfter.getNullable("retry_after")

    fun _retryAfter(): JsonField<Long> = retryAfter

    fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

    fun validate(): RateLimitError = apply {
        type()
        status()
        message()
        retryAfter()
    }

    override fun toJson(): JsonValue =
        JsonObject.of(
            listOf(
                "type" to type,
                "status" to status,
                "message" to message,
                "retry_after" to retryAfter,
            ),
            additionalProperties,
        )

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean = (other as? RateLimitError)?.toJson() == toJson()

    override fun hashCode(): Int = toJson().hashCode()

    override fun toString(): String = "RateLimitError" + toJson()

    class Builder internal constructor() {
        private var type: JsonField<RateLimitErrorType> = JsonMissing
        private var status: JsonField<RateLimitErrorStatus> = JsonMissing
        private var message: JsonField<String> = JsonMissing
        private var retryAfter: JsonField<Long> = JsonMissing
        private val additionalProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(model: RateLimitError) = apply {
            type = model.type
            status = model.status
            message = model.message
            retryAfter = model.retryAfter
            additionalProperties.putAll(model.additionalProperties)
        }

        fun type(type: RateLimitErrorType) = type(JsonField.of(type))

        fun type(type: JsonField<RateLimitErrorType>) = apply { this.type = type }

        fun status(status: RateLimitErrorStatus) = status(JsonField.of(status))

        fun status(status: JsonField<RateLimitErrorStatus>) = apply { this.status = status }

        fun message(message: String) = message(JsonField.of(message))

        fun message(message: JsonField<String>) = apply { this.message = message }

        fun retryAfter(retryAfter: Long?) = retryAfter(JsonField.ofNullable(retryAfter))

        fun retryAfter(retryAfter: JsonField<Long>) = apply { this.retryAfter = retryAfter }

        fun putAdditionalProperty(key: String, value: JsonValue) = apply {
            additionalProperties[key] = value
        }

        fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
            this.additionalProperties.clear()
            this.additionalProperties.putAll(additionalProperties)
        }

        fun build(): RateLimitError =
            RateLimitError(
                checkRequired("type", type),
                checkRequired("status", status),
                checkRequired("message", message),
                retryAfter,
                additionalProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()

        private val KNOWN = setOf("type", "status", "message", "retry_after")

        /** The model in [json], or null when it is not a JSON object. */
        fun fromJson(json: JsonValue): RateLimitError? {
            val o = json.asObject() ?: return null
            return RateLimitError(
                Decoders.field(o["type"], RateLimitErrorType.decoder),
                Decoders.field(o["status"], RateLimitErrorStatus.decoder),
                Decoders.field(o["message"], Decoders.string),
                Decoders.field(o["retry_after"], Decoders.long),
                o.filterKeys { it !in KNOWN },
            )
        }

        val decoder: Decoder<RateLimitError> = { fromJson(it) }
    }
}
