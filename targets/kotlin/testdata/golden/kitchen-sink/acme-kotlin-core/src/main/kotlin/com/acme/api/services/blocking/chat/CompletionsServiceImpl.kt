// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking.chat

import com.acme.api.core.ClientOptions
import com.acme.api.core.Decoder
import com.acme.api.core.JsonObject
import com.acme.api.core.JsonValue
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.EventRule
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.StreamResponse
import com.acme.api.core.http.jsonBody
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.parsed
import com.acme.api.core.http.respondWith
import com.acme.api.core.http.send
import com.acme.api.core.http.stream
import com.acme.api.models.chat.completions.Completion
import com.acme.api.models.chat.completions.CompletionChunk
import com.acme.api.models.chat.completions.CompletionCreateParams
import com.acme.api.models.chat.completions.CompletionStreamParams

class CompletionsServiceImpl internal constructor(private val clientOptions: ClientOptions) :
    CompletionsService {

    private val withRawResponse: CompletionsService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): CompletionsService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): CompletionsService =
        CompletionsServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun create(
        params: CompletionCreateParams,
        requestOptions: RequestOptions,
    ): Completion = withRawResponse().create(params, requestOptions).parse()

    override fun createStreaming(
        params: CompletionCreateParams,
        requestOptions: RequestOptions,
    ): StreamResponse<CompletionChunk> {
        val stream = "stream" to JsonValue.from(true)
        val body = params._body().asObject().orEmpty() + stream
        val builder = clientOptions.newRequest(HttpMethod.POST)
        builder.replaceHeader("Accept", "text/event-stream")
        builder.addPathSegments("chat")
        builder.addPathSegments("completions")
        builder.headers(params._headers())
        builder.queryParams(params._queryParams())
        builder.body(jsonBody(JsonObject(body)))
        val request = builder.build()
        val response = clientOptions.stream(request, requestOptions)
        return StreamResponse(response, EVENT_RULES, CompletionChunk.decoder)
    }

    override fun stream(
        params: CompletionStreamParams,
        requestOptions: RequestOptions,
    ): StreamResponse<CompletionChunk> {
        val builder = clientOptions.newRequest(HttpMethod.POST)
        builder.replaceHeader("Accept", "text/event-stream")
        builder.addPathSegments("chat")
        builder.addPathSegments("stream")
        builder.headers(params._headers())
        builder.queryParams(params._queryParams())
        builder.body(jsonBody(params._body()))
        val request = builder.build()
        val response = clientOptions.stream(request, requestOptions)
        return StreamResponse(response, EVENT_RULES, CompletionChunk.decoder)
    }

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        CompletionsService.WithRawResponse {

        override fun create(
            params: CompletionCreateParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Completion> {
            val builder = clientOptions.newRequest(HttpMethod.POST)
            builder.addPathSegments("chat")
            builder.addPathSegments("completions")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            builder.body(jsonBody(params._body()))
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<Completion> = Completion.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }

        override fun stream(
            params: CompletionStreamParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<StreamResponse<CompletionChunk>> {
            val builder = clientOptions.newRequest(HttpMethod.POST)
            builder.replaceHeader("Accept", "text/event-stream")
            builder.addPathSegments("chat")
            builder.addPathSegments("stream")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            builder.body(jsonBody(params._body()))
            val request = builder.build()
            val response = clientOptions.stream(request, requestOptions)
            return respondWith(response) {
                StreamResponse(response, EVENT_RULES, CompletionChunk.decoder)
            }
        }
    }

    companion object {
        private val EVENT_RULES =
            listOf(
                EventRule(null, false, "[DONE]", "done", null),
                EventRule("error", false, null, "error", null),
                EventRule(null, false, null, "yield", "error"),
            )
    }
}
