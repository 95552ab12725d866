// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.client

import com.acme.api.core.ClientOptions
import com.acme.api.core.Decoder
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.parsed
import com.acme.api.core.http.sendAsync
import com.acme.api.models.ClientPingResponse
import com.acme.api.models.PingParams
import com.acme.api.models.Status
import com.acme.api.models.StatusParams
import com.acme.api.services.async.AccountsServiceAsync
import com.acme.api.services.async.AccountsServiceAsyncImpl
import com.acme.api.services.async.CardsServiceAsync
import com.acme.api.services.async.CardsServiceAsyncImpl
import com.acme.api.services.async.ChatServiceAsync
import com.acme.api.services.async.ChatServiceAsyncImpl
import com.acme.api.services.async.EventsServiceAsync
import com.acme.api.services.async.EventsServiceAsyncImpl
import com.acme.api.services.async.FeedbackServiceAsync
import com.acme.api.services.async.FeedbackServiceAsyncImpl
import com.acme.api.services.async.FilesServiceAsync
import com.acme.api.services.async.FilesServiceAsyncImpl
import com.acme.api.services.async.InternalToolsServiceAsync
import com.acme.api.services.async.InternalToolsServiceAsyncImpl
import com.acme.api.services.async.PetsServiceAsync
import com.acme.api.services.async.PetsServiceAsyncImpl
import com.acme.api.services.async.ReportsServiceAsync
import com.acme.api.services.async.ReportsServiceAsyncImpl
import com.acme.api.services.async.SearchServiceAsync
import com.acme.api.services.async.SearchServiceAsyncImpl
import com.acme.api.services.async.TagsServiceAsync
import com.acme.api.services.async.TagsServiceAsyncImpl
import com.acme.api.services.async.TreesServiceAsync
import com.acme.api.services.async.TreesServiceAsyncImpl
import com.acme.api.services.async.WebhooksServiceAsync
import com.acme.api.services.async.WebhooksServiceAsyncImpl

class ACMEClientAsyncImpl(private val clientOptions: ClientOptions) : ACMEClientAsync {

    private val withRawResponse: ACMEClientAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    private val accounts: AccountsServiceAsync by lazy { AccountsServiceAsyncImpl(clientOptions) }

    private val cards: CardsServiceAsync by lazy { CardsServiceAsyncImpl(clientOptions) }

    private val events: EventsServiceAsync by lazy { EventsServiceAsyncImpl(clientOptions) }

    private val tags: TagsServiceAsync by lazy { TagsServiceAsyncImpl(clientOptions) }

    private val files: FilesServiceAsync by lazy { FilesServiceAsyncImpl(clientOptions) }

    private val feedback: FeedbackServiceAsync by lazy { FeedbackServiceAsyncImpl(clientOptions) }

    private val chat: ChatServiceAsync by lazy { ChatServiceAsyncImpl(clientOptions) }

    private val reports: ReportsServiceAsync by lazy { ReportsServiceAsyncImpl(clientOptions) }

    private val internalTools: InternalToolsServiceAsync by lazy {
        InternalToolsServiceAsyncImpl(clientOptions)
    }

    private val search: SearchServiceAsync by lazy { SearchServiceAsyncImpl(clientOptions) }

    private val pets: PetsServiceAsync by lazy { PetsServiceAsyncImpl(clientOptions) }

    private val trees: TreesServiceAsync by lazy { TreesServiceAsyncImpl(clientOptions) }

    private val webhooks: WebhooksServiceAsync by lazy { WebhooksServiceAsyncImpl(clientOptions) }

    private val sync: ACMEClient by lazy { ACMEClientImpl(clientOptions) }

    override fun sync(): ACMEClient = sync

    override fun close() = clientOptions.httpClient.close()

    override fun withRawResponse(): ACMEClientAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): ACMEClientAsync =
        ACMEClientAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun accounts(): AccountsServiceAsync = accounts

    override fun cards(): CardsServiceAsync = cards

    override fun events(): EventsServiceAsync = events

    override fun tags(): TagsServiceAsync = tags

    override fun files(): FilesServiceAsync = files

    override fun feedback(): FeedbackServiceAsync = feedback

    override fun chat(): ChatServiceAsync = chat

    override fun reports(): ReportsServiceAsync = reports

    override fun internalTools(): InternalToolsServiceAsync = internalTools

    override fun search(): SearchServiceAsync = search

    override fun pets(): PetsServiceAsync = pets

    override fun trees(): TreesServiceAsync = trees

    override fun webhooks(): WebhooksServiceAsync = webhooks

    override suspend fun status(
        params: StatusParams,
        requestOptions: RequestOptions,
    ): Status = withRawResponse().status(params, requestOptions).parse()

    override suspend fun ping(
        params: PingParams,
        requestOptions: RequestOptions,
    ): ClientPingResponse = withRawResponse().ping(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        ACMEClientAsync.WithRawResponse {

        private val accounts: AccountsServiceAsync.WithRawResponse by lazy {
            AccountsServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun accounts(): AccountsServiceAsync.WithRawResponse = accounts

        private val cards: CardsServiceAsync.WithRawResponse by lazy {
            CardsServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun cards(): CardsServiceAsync.WithRawResponse = cards

        private val events: EventsServiceAsync.WithRawResponse by lazy {
            EventsServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun events(): EventsServiceAsync.WithRawResponse = events

        private val tags: TagsServiceAsync.WithRawResponse by lazy {
            TagsServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun tags(): TagsServiceAsync.WithRawResponse = tags

        private val files: FilesServiceAsync.WithRawResponse by lazy {
            FilesServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun files(): FilesServiceAsync.WithRawResponse = files

        private val feedback: FeedbackServiceAsync.WithRawResponse by lazy {
            FeedbackServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun feedback(): FeedbackServiceAsync.WithRawResponse = feedback

        private val chat: ChatServiceAsync.WithRawResponse by lazy {
            ChatServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun chat(): ChatServiceAsync.WithRawResponse = chat

        private val reports: ReportsServiceAsync.WithRawResponse by lazy {
            ReportsServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun reports(): ReportsServiceAsync.WithRawResponse = reports

        private val internalTools: InternalToolsServiceAsync.WithRawResponse by lazy {
            InternalToolsServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun internalTools(): InternalToolsServiceAsync.WithRawResponse = internalTools

        private val search: SearchServiceAsync.WithRawResponse by lazy {
            SearchServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun search(): SearchServiceAsync.WithRawResponse = search

        private val pets: PetsServiceAsync.WithRawResponse by lazy {
            PetsServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun pets(): PetsServiceAsync.WithRawResponse = pets

        private val trees: TreesServiceAsync.WithRawResponse by lazy {
            TreesServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun trees(): TreesServiceAsync.WithRawResponse = trees

        private val webhooks: WebhooksServiceAsync.WithRawResponse by lazy {
            WebhooksServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun webhooks(): WebhooksServiceAsync.WithRawResponse = webhooks

        override suspend fun status(
            params: StatusParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Status> {
            val builder = clientOptions.newRequest(HttpMethod.GET, authenticate = false)
            builder.addPathSegments("status")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<Status> = Status.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }

        override suspend fun ping(
            params: PingParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<ClientPingResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET, authenticate = false)
            builder.addPathSegments("ping")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<ClientPingResponse> = ClientPingResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
