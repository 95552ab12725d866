// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.core.ClientOptions

class WebhooksServiceImpl internal constructor(private val clientOptions: ClientOptions) :
    WebhooksService {

    private val withRawResponse: WebhooksService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): WebhooksService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): WebhooksService =
        WebhooksServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        WebhooksService.WithRawResponse {}
}
