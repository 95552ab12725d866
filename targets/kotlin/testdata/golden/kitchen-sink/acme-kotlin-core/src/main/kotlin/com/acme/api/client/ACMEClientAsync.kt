// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.client

import com.acme.api.core.ClientOptions
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.models.ClientPingResponse
import com.acme.api.models.PingParams
import com.acme.api.models.Status
import com.acme.api.models.StatusParams
import com.acme.api.services.async.AccountsServiceAsync
import com.acme.api.services.async.CardsServiceAsync
import com.acme.api.services.async.ChatServiceAsync
import com.acme.api.services.async.EventsServiceAsync
import com.acme.api.services.async.FeedbackServiceAsync
import com.acme.api.services.async.FilesServiceAsync
import com.acme.api.services.async.InternalToolsServiceAsync
import com.acme.api.services.async.PetsServiceAsync
import com.acme.api.services.async.ReportsServiceAsync
import com.acme.api.services.async.SearchServiceAsync
import com.acme.api.services.async.TagsServiceAsync
import com.acme.api.services.async.TreesServiceAsync
import com.acme.api.services.async.WebhooksServiceAsync

interface ACMEClientAsync {

    /** The blocking client, sharing this one's connection pool. */
    fun sync(): ACMEClient

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): ACMEClientAsync

    fun accounts(): AccountsServiceAsync

    fun cards(): CardsServiceAsync

    fun events(): EventsServiceAsync

    fun tags(): TagsServiceAsync

    fun files(): FilesServiceAsync

    fun feedback(): FeedbackServiceAsync

    fun chat(): ChatServiceAsync

    fun reports(): ReportsServiceAsync

    fun internalTools(): InternalToolsServiceAsync

    fun search(): SearchServiceAsync

    fun pets(): PetsServiceAsync

    fun trees(): TreesServiceAsync

    fun webhooks(): WebhooksServiceAsync

    // Service status
    suspend fun status(
        params: StatusParams = StatusParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Status

    suspend fun ping(
        params: PingParams = PingParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): ClientPingResponse

    /** Closes the connection pool; calls after this fail. */
    fun close()

    interface WithRawResponse {

        fun accounts(): AccountsServiceAsync.WithRawResponse

        fun cards(): CardsServiceAsync.WithRawResponse

        fun events(): EventsServiceAsync.WithRawResponse

        fun tags(): TagsServiceAsync.WithRawResponse

        fun files(): FilesServiceAsync.WithRawResponse

        fun feedback(): FeedbackServiceAsync.WithRawResponse

        fun chat(): ChatServiceAsync.WithRawResponse

        fun reports(): ReportsServiceAsync.WithRawResponse

        fun internalTools(): InternalToolsServiceAsync.WithRawResponse

        fun search(): SearchServiceAsync.WithRawResponse

        fun pets(): PetsServiceAsync.WithRawResponse

        fun trees(): TreesServiceAsync.WithRawResponse

        fun webhooks(): WebhooksServiceAsync.WithRawResponse

        suspend fun status(
            params: StatusParams = StatusParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Status>

        suspend fun ping(
            params: PingParams = PingParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<ClientPingResponse>
    }
}
