// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.models.feedback.FeedbackSendParams

interface FeedbackServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): FeedbackServiceAsync

    suspend fun send(
        params: FeedbackSendParams = FeedbackSendParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Unit

    interface WithRawResponse {

        suspend fun send(
            params: FeedbackSendParams = FeedbackSendParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Unit>
    }
}
