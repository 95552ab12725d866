// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.core.ClientOptions
import com.acme.api.services.blocking.chat.CompletionsService
import com.acme.api.services.blocking.chat.CompletionsServiceImpl

class ChatServiceImpl internal constructor(private val clientOptions: ClientOptions) : ChatService {

    private val withRawResponse: ChatService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    private val completions: CompletionsService by lazy { CompletionsServiceImpl(clientOptions) }

    override fun withRawResponse(): ChatService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): ChatService =
        ChatServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun completions(): CompletionsService = completions

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        ChatService.WithRawResponse {

        private val completions: CompletionsService.WithRawResponse by lazy {
            CompletionsServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun completions(): CompletionsService.WithRawResponse = completions
    }
}
