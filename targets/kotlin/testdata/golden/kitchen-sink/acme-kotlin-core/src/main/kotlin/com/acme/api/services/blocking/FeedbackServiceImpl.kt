// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.core.ClientOptions
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.empty
import com.acme.api.core.http.formBody
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.send
import com.acme.api.models.feedback.FeedbackSendParams

class FeedbackServiceImpl internal constructor(private val clientOptions: ClientOptions) :
    FeedbackService {

    private val withRawResponse: FeedbackService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): FeedbackService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): FeedbackService =
        FeedbackServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun send(
        params: FeedbackSendParams,
        requestOptions: RequestOptions,
    ): Unit = withRawResponse().send(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        FeedbackService.WithRawResponse {

        override fun send(
            params: FeedbackSendParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Unit> {
            val builder = clientOptions.newRequest(HttpMethod.POST)
            builder.addPathSegments("forms")
            builder.addPathSegments("feedback")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            builder.body(formBody(params._body(), "brackets", "repeat"))
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            return clientOptions.empty(response)
        }
    }
}
