// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions
import com.acme.api.core.PageAsync
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.models.events.Event
import com.acme.api.models.events.EventFeedParams
import com.acme.api.models.events.EventListParams

interface EventsServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): EventsServiceAsync

    suspend fun list(
        params: EventListParams = EventListParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): PageAsync<Event>

    suspend fun feed(
        params: EventFeedParams = EventFeedParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): PageAsync<Event>

    interface WithRawResponse {

        suspend fun list(
            params: EventListParams = EventListParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<PageAsync<Event>>

        suspend fun feed(
            params: EventFeedParams = EventFeedParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<PageAsync<Event>>
    }
}
