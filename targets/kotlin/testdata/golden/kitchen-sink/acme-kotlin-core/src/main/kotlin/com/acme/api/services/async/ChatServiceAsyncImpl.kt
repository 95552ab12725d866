// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions
import com.acme.api.services.async.chat.CompletionsServiceAsync
import com.acme.api.services.async.chat.CompletionsServiceAsyncImpl

class ChatServiceAsyncImpl internal constructor(private val clientOptions: ClientOptions) :
    ChatServiceAsync {

    private val withRawResponse: ChatServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    private val completions: CompletionsServiceAsync by lazy {
        CompletionsServiceAsyncImpl(clientOptions)
    }

    override fun withRawResponse(): ChatServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): ChatServiceAsync =
        ChatServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun completions(): CompletionsServiceAsync = completions

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        ChatServiceAsync.WithRawResponse {

        private val completions: CompletionsServiceAsync.WithRawResponse by lazy {
            CompletionsServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun completions(): CompletionsServiceAsync.WithRawResponse = completions
    }
}
