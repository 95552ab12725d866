// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.core.ClientOptions
import com.acme.api.core.Page
import com.acme.api.core.PageScheme
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.respondWith
import com.acme.api.core.http.send
import com.acme.api.core.page
import com.acme.api.models.cards.Card
import com.acme.api.models.cards.CardListParams
import com.acme.api.services.blocking.cards.TransactionsService
import com.acme.api.services.blocking.cards.TransactionsServiceImpl

class CardsServiceImpl internal constructor(private val clientOptions: ClientOptions) :
    CardsService {

    private val withRawResponse: CardsService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    private val transactions: TransactionsService by lazy { TransactionsServiceImpl(clientOptions) }

    override fun withRawResponse(): CardsService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): CardsService =
        CardsServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun transactions(): TransactionsService = transactions

    override fun list(
        params: CardListParams,
        requestOptions: RequestOptions,
    ): Page<Card> = withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        CardsService.WithRawResponse {

        private val transactions: TransactionsService.WithRawResponse by lazy {
            TransactionsServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun transactions(): TransactionsService.WithRawResponse = transactions

        override fun list(
            params: CardListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Page<Card>> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("cards")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            return respondWith(response) {
                clientOptions.page(
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
