// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking.chat

import com.acme.api.core.ClientOptions
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.StreamResponse
import com.acme.api.models.chat.completions.Completion
import com.acme.api.models.chat.completions.CompletionChunk
import com.acme.api.models.chat.completions.CompletionCreateParams
import com.acme.api.models.chat.completions.CompletionStreamParams

interface CompletionsService {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): CompletionsService

    fun create(
        params: CompletionCreateParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Completion

    /** Like [create], with `stream` true: the events as they come. */
    fun createStreaming(
        params: CompletionCreateParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): StreamResponse<CompletionChunk>

    fun stream(
        params: CompletionStreamParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): StreamResponse<CompletionChunk>

    interface WithRawResponse {

        fun create(
            params: CompletionCreateParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Completion>

        fun stream(
            params: CompletionStreamParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<StreamResponse<CompletionChunk>>
    }
}
