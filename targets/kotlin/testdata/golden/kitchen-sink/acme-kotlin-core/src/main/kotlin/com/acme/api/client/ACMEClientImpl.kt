// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.client

import com.acme.api.core.ClientOptions
import com.acme.api.core.Decoder
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.parsed
import com.acme.api.core.http.send
import com.acme.api.models.ClientPingResponse
import com.acme.api.models.PingParams
import com.acme.api.models.Status
import com.acme.api.models.StatusParams
import com.acme.api.services.blocking.AccountsService
import com.acme.api.services.blocking.AccountsServiceImpl
import com.acme.api.services.blocking.CardsService
import com.acme.api.services.blocking.CardsServiceImpl
import com.acme.api.services.blocking.ChatService
import com.acme.api.services.blocking.ChatServiceImpl
import com.acme.api.services.blocking.EventsService
import com.acme.api.services.blocking.EventsServiceImpl
import com.acme.api.services.blocking.FeedbackService
import com.acme.api.services.blocking.FeedbackServiceImpl
import com.acme.api.services.blocking.FilesService
import com.acme.api.services.blocking.FilesServiceImpl
import com.acme.api.services.blocking.InternalToolsService
import com.acme.api.services.blocking.InternalToolsServiceImpl
import com.acme.api.services.blocking.PetsService
import com.acme.api.services.blocking.PetsServiceImpl
import com.acme.api.services.blocking.ReportsService
import com.acme.api.services.blocking.ReportsServiceImpl
import com.acme.api.services.blocking.SearchService
import com.acme.api.services.blocking.SearchServiceImpl
import com.acme.api.services.blocking.TagsService
import com.acme.api.services.blocking.TagsServiceImpl
import com.acme.api.services.blocking.TreesService
import com.acme.api.services.blocking.TreesServiceImpl
import com.acme.api.services.blocking.WebhooksService
import com.acme.api.services.blocking.WebhooksServiceImpl

class ACMEClientImpl(private val clientOptions: ClientOptions) : ACMEClient {

    private val withRawResponse: ACMEClient.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    private val accounts: AccountsService by lazy { AccountsServiceImpl(clientOptions) }

    private val cards: CardsService by lazy { CardsServiceImpl(clientOptions) }

    private val events: EventsService by lazy { EventsServiceImpl(clientOptions) }

    private val tags: TagsService by lazy { TagsServiceImpl(clientOptions) }

    private val files: FilesService by lazy { FilesServiceImpl(clientOptions) }

    private val feedback: FeedbackService by lazy { FeedbackServiceImpl(clientOptions) }

    private val chat: ChatService by lazy { ChatServiceImpl(clientOptions) }

    private val reports: ReportsService by lazy { ReportsServiceImpl(clientOptions) }

    private val internalTools: InternalToolsService by lazy {
        InternalToolsServiceImpl(clientOptions)
    }

    private val search: SearchService by lazy { SearchServiceImpl(clientOptions) }

    private val pets: PetsService by lazy { PetsServiceImpl(clientOptions) }

    private val trees: TreesService by lazy { TreesServiceImpl(clientOptions) }

    private val webhooks: WebhooksService by lazy { WebhooksServiceImpl(clientOptions) }

    private val async: ACMEClientAsync by lazy { ACMEClientAsyncImpl(clientOptions) }

    override fun async(): ACMEClientAsync = async

    override fun close() = clientOptions.httpClient.close()

    override fun withRawResponse(): ACMEClient.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): ACMEClient =
        ACMEClientImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun accounts(): AccountsService = accounts

    override fun cards(): CardsService = cards

    override fun events(): EventsService = events

    override fun tags(): TagsService = tags

    override fun files(): FilesService = files

    override fun feedback(): FeedbackService = feedback

    override fun chat(): ChatService = chat

    override fun reports(): ReportsService = reports

    override fun internalTools(): InternalToolsService = internalTools

    override fun search(): SearchService = search

    override fun pets(): PetsService = pets

    override fun trees(): TreesService = trees

    override fun webhooks(): WebhooksService = webhooks

    override fun status(
        params: StatusParams,
        requestOptions: RequestOptions,
    ): Status = withRawResponse().status(params, requestOptions).parse()

    override fun ping(
        params: PingParams,
        requestOptions: RequestOptions,
    ): ClientPingResponse = withRawResponse().ping(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        ACMEClient.WithRawResponse {

        private val accounts: AccountsService.WithRawResponse by lazy {
            AccountsServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun accounts(): AccountsService.WithRawResponse = accounts

        private val cards: CardsService.WithRawResponse by lazy {
            CardsServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun cards(): CardsService.WithRawResponse = cards

        private val events: EventsService.WithRawResponse by lazy {
            EventsServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun events(): EventsService.WithRawResponse = events

        private val tags: TagsService.WithRawResponse by lazy {
            TagsServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun tags(): TagsService.WithRawResponse = tags

        private val files: FilesService.WithRawResponse by lazy {
            FilesServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun files(): FilesService.WithRawResponse = files

        private val feedback: FeedbackService.WithRawResponse by lazy {
            FeedbackServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun feedback(): FeedbackService.WithRawResponse = feedback

        private val chat: ChatService.WithRawResponse by lazy {
            ChatServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun chat(): ChatService.WithRawResponse = chat

        private val reports: ReportsService.WithRawResponse by lazy {
            ReportsServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun reports(): ReportsService.WithRawResponse = reports

        private val internalTools: InternalToolsService.WithRawResponse by lazy {
            InternalToolsServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun internalTools(): InternalToolsService.WithRawResponse = internalTools

        private val search: SearchService.WithRawResponse by lazy {
            SearchServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun search(): SearchService.WithRawResponse = search

        private val pets: PetsService.WithRawResponse by lazy {
            PetsServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun pets(): PetsService.WithRawResponse = pets

        private val trees: TreesService.WithRawResponse by lazy {
            TreesServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun trees(): TreesService.WithRawResponse = trees

        private val webhooks: WebhooksService.WithRawResponse by lazy {
            WebhooksServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun webhooks(): WebhooksService.WithRawResponse = webhooks

        override fun status(
            params: StatusParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Status> {
            val builder = clientOptions.newRequest(HttpMethod.GET, authenticate = false)
            builder.addPathSegments("status")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<Status> = Status.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }

        override fun ping(
            params: PingParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<ClientPingResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET, authenticate = false)
            builder.addPathSegments("ping")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<ClientPingResponse> = ClientPingResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
