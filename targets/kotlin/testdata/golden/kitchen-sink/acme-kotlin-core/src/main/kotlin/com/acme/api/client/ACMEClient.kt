// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.client

import com.acme.api.core.ClientOptions
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.models.ClientPingResponse
import com.acme.api.models.PingParams
import com.acme.api.models.Status
import com.acme.api.models.StatusParams
import com.acme.api.services.blocking.AccountsService
import com.acme.api.services.blocking.CardsService
import com.acme.api.services.blocking.ChatService
import com.acme.api.services.blocking.EventsService
import com.acme.api.services.blocking.FeedbackService
import com.acme.api.services.blocking.FilesService
import com.acme.api.services.blocking.InternalToolsService
import com.acme.api.services.blocking.PetsService
import com.acme.api.services.blocking.ReportsService
import com.acme.api.services.blocking.SearchService
import com.acme.api.services.blocking.TagsService
import com.acme.api.services.blocking.TreesService
import com.acme.api.services.blocking.WebhooksService

interface ACMEClient {

    /** The client whose methods are suspend functions, sharing this one's connection pool. */
    fun async(): ACMEClientAsync

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): ACMEClient

    fun accounts(): AccountsService

    fun cards(): CardsService

    fun events(): EventsService

    fun tags(): TagsService

    fun files(): FilesService

    fun feedback(): FeedbackService

    fun chat(): ChatService

    fun reports(): ReportsService

    fun internalTools(): InternalToolsService

    fun search(): SearchService

    fun pets(): PetsService

    fun trees(): TreesService

    fun webhooks(): WebhooksService

    // Service status
    fun status(
        params: StatusParams = StatusParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Status

    fun ping(
        params: PingParams = PingParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): ClientPingResponse

    /** Closes the connection pool; calls after this fail. */
    fun close()

    interface WithRawResponse {

        fun accounts(): AccountsService.WithRawResponse

        fun cards(): CardsService.WithRawResponse

        fun events(): EventsService.WithRawResponse

        fun tags(): TagsService.WithRawResponse

        fun files(): FilesService.WithRawResponse

        fun feedback(): FeedbackService.WithRawResponse

        fun chat(): ChatService.WithRawResponse

        fun reports(): ReportsService.WithRawResponse

        fun internalTools(): InternalToolsService.WithRawResponse

        fun search(): SearchService.WithRawResponse

        fun pets(): PetsService.WithRawResponse

        fun trees(): TreesService.WithRawResponse

        fun webhooks(): WebhooksService.WithRawResponse

        fun status(
            params: StatusParams = StatusParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Status>

        fun ping(
            params: PingParams = PingParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<ClientPingResponse>
    }
}
