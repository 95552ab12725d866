// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.chat.completions

import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkRequired
import com.acme.api.core.http.Headers
import com.acme.api.core.http.QueryParams

class CompletionCreateParams
private constructor(
    private val messages: JsonField<List<CompletionCreateParamsMessages>>,
    private val stream: JsonField<Boolean>,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun messages(): List<CompletionCreateParamsMessages> = messages.getRequired("messages")

    fun _messages(): JsonField<List<CompletionCreateParamsMessages>> = messages

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
        private var messages: JsonField<List<CompletionCreateParamsMessages>> = JsonMissing
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

        fun messages(messages: List<CompletionCreateParamsMessages>) =
            messages(JsonField.of(messages))

        fun messages(messages: JsonField<List<CompletionCreateParamsMessages>>) = apply {
            this.messages = messages
        }

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
}
