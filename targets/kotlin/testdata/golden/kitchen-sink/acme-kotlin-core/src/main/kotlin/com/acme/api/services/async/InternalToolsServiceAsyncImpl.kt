// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions

class InternalToolsServiceAsyncImpl internal constructor(private val clientOptions: ClientOptions) :
    InternalToolsServiceAsync {

    private val withRawResponse: InternalToolsServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): InternalToolsServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): InternalToolsServiceAsync =
        InternalToolsServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        InternalToolsServiceAsync.WithRawResponse {}
}
