// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions

class WebhooksServiceAsyncImpl internal constructor(private val clientOptions: ClientOptions) :
    WebhooksServiceAsync {

    private val withRawResponse: WebhooksServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): WebhooksServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): WebhooksServiceAsync =
        WebhooksServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        WebhooksServiceAsync.WithRawResponse {}
}
