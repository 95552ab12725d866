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
import com.acme.api.core.enumDecoder
import com.acme.api.core.variantOf
import com.acme.api.errors.ACMEInvalidDataException

class ApiError private constructor(private val json: JsonValue) : JsonModel {

    fun notFoundError(): NotFoundError? =
        variantOf(json, NotFoundError.decoder, { v -> v.validate() })

    fun isNotFoundError(): Boolean = notFoundError() != null

    fun rateLimitError(): RateLimitError? =
        variantOf(json, RateLimitError.decoder, { v -> v.validate() })

    fun isRateLimitError(): Boolean = rateLimitError() != null

    fun _json(): JsonValue = json

    fun validate(): ApiError = apply {
        if (notFoundError() == null && rateLimitError() == null) {
            val message = "ApiError matches none of its variants: "
            throw ACMEInvalidDataException(message + json)
        }
    }

    override fun toJson(): JsonValue = json

    override fun equals(other: Any?): Boolean = (other as? ApiError)?.json == json

    override fun hashCode(): Int = json.hashCode()

    override fun toString(): String = json.toString()

    companion object {
        fun ofNotFoundError(notFoundError: NotFoundError): ApiError =
            ApiError(JsonValue.from(notFoundError))

        fun ofRateLimitError(rateLimitError: RateLimitError): ApiError =
            ApiError(JsonValue.from(rateLimitError))

        fun fromJson(json: JsonValue): ApiError = ApiError(json)

        val decoder: Decoder<ApiError> = { ApiError(it) }
    }

    class NotFoundError
    private constructor(
        private val type: JsonField<Type>,
        private val status: JsonField<Status>,
        private val message: JsonField<String>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun type(): Type = type.getRequired("type")

        fun _type(): JsonField<Type> = type

        fun status(): Status = status.getRequired("status")

        fun _status(): JsonField<Status> = status

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
            private var type: JsonField<Type> = JsonMissing
            private var status: JsonField<Status> = JsonMissing
            private var message: JsonField<String> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: NotFoundError) = apply {
                type = model.type
                status = model.status
                message = model.message
                additionalProperties.putAll(model.additionalProperties)
            }

            fun type(type: Type) = type(JsonField.of(type))

            fun type(type: JsonField<Type>) = apply { this.type = type }

            fun status(status: Status) = status(JsonField.of(status))

            fun status(status: JsonField<Status>) = apply { this.status = status }

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
                    Decoders.field(o["type"], Type.decoder),
                    Decoders.field(o["status"], Status.decoder),
                    Decoders.field(o["message"], Decoders.string),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<NotFoundError> = { fromJson(it) }
        }

        class Type private constructor(private val value: JsonValue) : JsonModel {

            fun _value(): JsonValue = value

            /** The value, when it is one the SDK knows. */
            fun known(): Known? =
                when (this) {
                    NOT_FOUND -> Known.NOT_FOUND
                    else -> null
                }

            override fun toJson(): JsonValue = value

            override fun equals(other: Any?): Boolean = (other as? Type)?.value == value

            override fun hashCode(): Int = value.hashCode()

            override fun toString(): String = value.toString()

            enum class Known {
                NOT_FOUND
            }

            companion object {
                val NOT_FOUND: Type = of("not_found")

                fun of(value: String): Type = Type(JsonValue.from(value))

                val decoder: Decoder<Type> = enumDecoder({ it.asString() }, ::Type)
            }
        }

        class Status private constructor(private val value: JsonValue) : JsonModel {

            fun _value(): JsonValue = value

            /** The value, when it is one the SDK knows. */
            fun known(): Known? =
                when (this) {
                    _404 -> Known._404
                    else -> null
                }

            override fun toJson(): JsonValue = value

            override fun equals(other: Any?): Boolean = (other as? Status)?.value == value

            override fun hashCode(): Int = value.hashCode()

            override fun toString(): String = value.toString()

            enum class Known {
                _404
            }

            companion object {
                val _404: Status = of(404L)

                fun of(value: Long): Status = Status(JsonValue.from(value))

                val decoder: Decoder<Status> = enumDecoder({ it.asNumber() }, ::Status)
            }
        }
    }

    class RateLimitError
    private constructor(
        private val type: JsonField<Type>,
        private val status: JsonField<Status>,
        private val message: JsonField<String>,
        private val retryAfter: JsonField<Long>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun type(): Type = type.getRequired("type")

        fun _type(): JsonField<Type> = type

        fun status(): Status = status.getRequired("status")

        fun _status(): JsonField<Status> = status

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
            private var type: JsonField<Type> = JsonMissing
            private var status: JsonField<Status> = JsonMissing
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

            fun type(type: Type) = type(JsonField.of(type))

            fun type(type: JsonField<Type>) = apply { this.type = type }

            fun status(status: Status) = status(JsonField.of(status))

            fun status(status: JsonField<Status>) = apply { this.status = status }

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
                    Decoders.field(o["type"], Type.decoder),
                    Decoders.field(o["status"], Status.decoder),
                    Decoders.field(o["message"], Decoders.string),
                    Decoders.field(o["retry_after"], Decoders.long),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<RateLimitError> = { fromJson(it) }
        }

        class Type private constructor(private val value: JsonValue) : JsonModel {

            fun _value(): JsonValue = value

            /** The value, when it is one the SDK knows. */
            fun known(): Known? =
                when (this) {
                    RATE_LIMITED -> Known.RATE_LIMITED
                    else -> null
                }

            override fun toJson(): JsonValue = value

            override fun equals(other: Any?): Boolean = (other as? Type)?.value == value

            override fun hashCode(): Int = value.hashCode()

            override fun toString(): String = value.toString()

            enum class Known {
                RATE_LIMITED
            }

            companion object {
                val RATE_LIMITED: Type = of("rate_limited")

                fun of(value: String): Type = Type(JsonValue.from(value))

                val decoder: Decoder<Type> = enumDecoder({ it.asString() }, ::Type)
            }
        }

        class Status private constructor(private val value: JsonValue) : JsonModel {

            fun _value(): JsonValue = value

            /** The value, when it is one the SDK knows. */
            fun known(): Known? =
                when (this) {
                    _429 -> Known._429
                    else -> null
                }

            override fun toJson(): JsonValue = value

            override fun equals(other: Any?): Boolean = (other as? Status)?.value == value

            override fun hashCode(): Int = value.hashCode()

            override fun toString(): String = value.toString()

            enum class Known {
                _429
            }

            companion object {
                val _429: Status = of(429L)

                fun of(value: Long): Status = Status(JsonValue.from(value))

                val decoder: Decoder<Status> = enumDecoder({ it.asNumber() }, ::Status)
            }
        }
    }
}
