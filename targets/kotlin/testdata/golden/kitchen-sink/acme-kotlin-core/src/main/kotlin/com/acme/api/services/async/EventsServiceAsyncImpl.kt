// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions
import com.acme.api.core.PageAsync
import com.acme.api.core.PageScheme
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.respondWith
import com.acme.api.core.http.sendAsync
import com.acme.api.core.pageAsync
import com.acme.api.models.events.Event
import com.acme.api.models.events.EventFeedParams
import com.acme.api.models.events.EventListParams

class EventsServiceAsyncImpl internal constructor(private val clientOptions: ClientOptions) :
    EventsServiceAsync {

    private val withRawResponse: EventsServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): EventsServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): EventsServiceAsync =
        EventsServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override suspend fun list(
        params: EventListParams,
        requestOptions: RequestOptions,
    ): PageAsync<Event> = withRawResponse().list(params, requestOptions).parse()

    override suspend fun feed(
        params: EventFeedParams,
        requestOptions: RequestOptions,
    ): PageAsync<Event> = withRawResponse().feed(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        EventsServiceAsync.WithRawResponse {

        override suspend fun list(
            params: EventListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<PageAsync<Event>> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("events")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            return respondWith(response) {
                clientOptions.pageAsync(
                    request,
                    response,
                    requestOptions,
                    LIST_PAGES,
                    Event.decoder,
                )
            }
        }

        override suspend fun feed(
            params: EventFeedParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<PageAsync<Event>> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("events")
            builder.addPathSegments("feed")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            return respondWith(response) {
                clientOptions.pageAsync(
                    request,
                    response,
                    requestOptions,
                    FEED_PAGES,
                    Event.decoder,
                )
            }
        }
    }

    companion object {
        private val LIST_PAGES =
            PageScheme(
                "cursor_url",
                "query",
                emptyMap(),
                mapOf("items" to listOf("events")),
                mapOf("cursor_url_field" to "Link"),
                listOf("events"),
                true,
            )

        private val FEED_PAGES =
            PageScheme(
                "cursor",
                "query",
                mapOf("next_cursor_param" to "cursor"),
                mapOf(
                    "items" to listOf("result", "entries"),
                    "next_cursor_field" to listOf("result", "paging", "next"),
                ),
                emptyMap(),
                listOf("result", "entries"),
                false,
            )
    }
}
