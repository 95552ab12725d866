// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.chat.completions

import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonModel
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkRequired
import com.acme.api.core.enumDecoder
import com.acme.api.core.http.Headers
import com.acme.api.core.http.QueryParams

class CompletionCreateParams
private constructor(
    private val messages: JsonField<List<Messages>>,
    private val stream: JsonField<Boolean>,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun messages(): List<Messages> = messages.getRequired("messages")

    fun _messages(): JsonField<List<Messages>> = messages

    // Stream the answer as server-sent events.
    fun stream(): Boolean? = stream.getNullable("stream")

    fun _stream(): JsonField<Boolean> = stream

    /** The path param at [index] as it goes into the URL, "" past the last. */
    fun _pathParam(index: Int): String =
        when (index) {
            else -> ""
        }

    internal fun _pathParams(): List<String> = List(0) { _pathParam(it) }

    fun _headers(): Headers {
        val headers = Headers.builder()
        headers.replaceAll(additionalHeaders)
        return headers.build()
    }

    fun _queryParams(): QueryParams {
        val query = QueryParams.builder()
        query.replaceAll(additionalQueryParams)
        return query.build()
    }

    fun _body(): JsonValue =
        JsonObject.of(listOf("messages" to messages, "stream" to stream), additionalBodyProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? CompletionCreateParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var messages: JsonField<List<Messages>> = JsonMissing
        private var stream: JsonField<Boolean> = JsonMissing
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: CompletionCreateParams) = apply {
            messages = params.messages
            stream = params.stream
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun messages(messages: List<Messages>) = messages(JsonField.of(messages))

        fun messages(messages: JsonField<List<Messages>>) = apply { this.messages = messages }

        // Stream the answer as server-sent events.
        fun stream(stream: Boolean?) = stream(JsonField.ofNullable(stream))

        fun stream(stream: JsonField<Boolean>) = apply { this.stream = stream }

        fun additionalHeaders(additionalHeaders: Headers) = apply {
            this.additionalHeaders.replaceAll(additionalHeaders)
        }

        fun putAdditionalHeader(name: String, value: String) = apply {
            additionalHeaders.put(name, value)
        }

        fun putAdditionalHeaders(name: String, values: Iterable<String>) = apply {
            additionalHeaders.put(name, values)
        }

        fun additionalQueryParams(additionalQueryParams: QueryParams) = apply {
            this.additionalQueryParams.replaceAll(additionalQueryParams)
        }

        fun putAdditionalQueryParam(key: String, value: String) = apply {
            additionalQueryParams.put(key, value)
        }

        fun putAdditionalBodyProperty(key: String, value: JsonValue) = apply {
            additionalBodyProperties[key] = value
        }

        fun build(): CompletionCreateParams =
            CompletionCreateParams(
                checkRequired("messages", messages),
                stream,
                additionalHeaders.build(),
                additionalQueryParams.build(),
                additionalBodyProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()
    }

    class Messages
    private constructor(
        private val role: JsonField<Role>,
        private val content: JsonField<String>,
        private val additionalProperties: Map<String, JsonValue>,
    ) : JsonModel {

        fun role(): Role = role.getRequired("role")

        fun _role(): JsonField<Role> = role

        fun content(): String = content.getRequired("content")

        fun _content(): JsonField<String> = content

        fun _additionalProperties(): Map<String, JsonValue> = additionalProperties

        fun validate(): Messages = apply {
            role()
            content()
        }

        override fun toJson(): JsonValue =
            JsonObject.of(listOf("role" to role, "content" to content), additionalProperties)

        fun toBuilder(): Builder = Builder().from(this)

        override fun equals(other: Any?): Boolean = (other as? Messages)?.toJson() == toJson()

        override fun hashCode(): Int = toJson().hashCode()

        override fun toString(): String = "Messages" + toJson()

        class Builder internal constructor() {
            private var role: JsonField<Role> = JsonMissing
            private var content: JsonField<String> = JsonMissing
            private val additionalProperties = LinkedHashMap<String, JsonValue>()

            internal fun from(model: Messages) = apply {
                role = model.role
                content = model.content
                additionalProperties.putAll(model.additionalProperties)
            }

            fun role(role: Role) = role(JsonField.of(role))

            fun role(role: JsonField<Role>) = apply { this.role = role }

            fun content(content: String) = content(JsonField.of(content))

            fun content(content: JsonField<String>) = apply { this.content = content }

            fun putAdditionalProperty(key: String, value: JsonValue) = apply {
                additionalProperties[key] = value
            }

            fun additionalProperties(additionalProperties: Map<String, JsonValue>) = apply {
                this.additionalProperties.clear()
                this.additionalProperties.putAll(additionalProperties)
            }

            fun build(): Messages =
                Messages(
                    checkRequired("role", role),
                    checkRequired("content", content),
                    additionalProperties.toMap(),
                )
        }

        companion object {
            fun builder(): Builder = Builder()

            private val KNOWN = setOf("role", "content")

            /** The model in [json], or null when it is not a JSON object. */
            fun fromJson(json: JsonValue): Messages? {
                val o = json.asObject() ?: return null
                return Messages(
                    Decoders.field(o["role"], Role.decoder),
                    Decoders.field(o["content"], Decoders.string),
                    o.filterKeys { it !in KNOWN },
                )
            }

            val decoder: Decoder<Messages> = { fromJson(it) }
        }

        class Role private constructor(private val value: JsonValue) : JsonModel {

            fun _value(): JsonValue = value

            /** The value, when it is one the SDK knows. */
            fun known(): Known? =
                when (this) {
                    SYSTEM -> Known.SYSTEM
                    USER -> Known.USER
                    ASSISTANT -> Known.ASSISTANT
                    else -> null
                }

            override fun toJson(): JsonValue = value

            override fun equals(other: Any?): Boolean = (other as? Role)?.value == value

            override fun hashCode(): Int = value.hashCode()

            override fun toString(): String = value.toString()

            enum class Known {
                SYSTEM,
                USER,
                ASSISTANT,
            }

            companion object {
                val SYSTEM: Role = of("system")

                val USER: Role = of("user")

                val ASSISTANT: Role = of("assistant")

                fun of(value: String): Role = Role(JsonValue.from(value))

                val decoder: Decoder<Role> = enumDecoder({ it.asString() }, ::Role)
            }
        }
    }
}
