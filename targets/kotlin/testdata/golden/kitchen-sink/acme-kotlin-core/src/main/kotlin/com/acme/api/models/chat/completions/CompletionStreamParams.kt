// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.chat.completions

import com.acme.api.core.JsonField
import com.acme.api.core.JsonMissing
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.checkRequired
import com.acme.api.core.http.Headers
import com.acme.api.core.http.QueryParams

class CompletionStreamParams
private constructor(
    private val prompt: JsonField<String>,
    private val additionalHeaders: Headers,
    private val additionalQueryParams: QueryParams,
    private val additionalBodyProperties: Map<String, JsonValue>,
) {

    fun prompt(): String = prompt.getRequired("prompt")

    fun _prompt(): JsonField<String> = prompt

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

    fun _body(): JsonValue = JsonObject.of(listOf("prompt" to prompt), additionalBodyProperties)

    fun toBuilder(): Builder = Builder().from(this)

    override fun equals(other: Any?): Boolean =
        (other as? CompletionStreamParams)?.toString() == toString()

    override fun hashCode(): Int = toString().hashCode()

    override fun toString(): String =
        javaClass.simpleName + listOf(_pathParams(), _headers(), _queryParams(), _body())

    class Builder internal constructor() {
        private var prompt: JsonField<String> = JsonMissing
        private val additionalHeaders = Headers.builder()
        private val additionalQueryParams = QueryParams.builder()
        private val additionalBodyProperties = LinkedHashMap<String, JsonValue>()

        internal fun from(params: CompletionStreamParams) = apply {
            prompt = params.prompt
            additionalHeaders.replaceAll(params.additionalHeaders)
            additionalQueryParams.replaceAll(params.additionalQueryParams)
            additionalBodyProperties.putAll(params.additionalBodyProperties)
        }

        fun prompt(prompt: String) = prompt(JsonField.of(prompt))

        fun prompt(prompt: JsonField<String>) = apply { this.prompt = prompt }

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

        fun build(): CompletionStreamParams =
            CompletionStreamParams(
                checkRequired("prompt", prompt),
                additionalHeaders.build(),
                additionalQueryParams.build(),
                additionalBodyProperties.toMap(),
            )
    }

    companion object {
        fun builder(): Builder = Builder()
    }
}
