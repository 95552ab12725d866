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
import com.acme.api.models.cards.Card
import com.acme.api.models.cards.CardListParams
import com.acme.api.services.async.cards.TransactionsServiceAsync
import com.acme.api.services.async.cards.TransactionsServiceAsyncImpl

class CardsServiceAsyncImpl internal constructor(private val clientOptions: ClientOptions) :
    CardsServiceAsync {

    private val withRawResponse: CardsServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    private val transactions: TransactionsServiceAsync by lazy {
        TransactionsServiceAsyncImpl(clientOptions)
    }

    override fun withRawResponse(): CardsServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): CardsServiceAsync =
        CardsServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun transactions(): TransactionsServiceAsync = transactions

    override suspend fun list(
        params: CardListParams,
        requestOptions: RequestOptions,
    ): PageAsync<Card> = withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        CardsServiceAsync.WithRawResponse {

        private val transactions: TransactionsServiceAsync.WithRawResponse by lazy {
            TransactionsServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun transactions(): TransactionsServiceAsync.WithRawResponse = transactions

        override suspend fun list(
            params: CardListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<PageAsync<Card>> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("cards")
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
                    Card.decoder,
                )
            }
        }
    }

    companion object {
        private val LIST_PAGES =
            PageScheme(
                "offset",
                "query",
                mapOf("offset_count_param" to "offset"),
                mapOf(
                    "items" to listOf("items"),
                    "offset_total_count_field" to listOf("total_count"),
                    "offset_count_start_field" to listOf("next_offset"),
                ),
                emptyMap(),
                listOf("items"),
                false,
            )
    }
}
