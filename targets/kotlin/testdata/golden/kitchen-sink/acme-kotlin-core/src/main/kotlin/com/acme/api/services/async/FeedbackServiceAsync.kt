// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions

interface FeedbackServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): FeedbackServiceAsync

    interface WithRawResponse {}
}
