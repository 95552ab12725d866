// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking.cards

import com.acme.api.core.ClientOptions
import com.acme.api.core.Page
import com.acme.api.core.PageScheme
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.requirePathParam
import com.acme.api.core.http.respondWith
import com.acme.api.core.http.send
import com.acme.api.core.page
import com.acme.api.models.cards.transactions.Transaction
import com.acme.api.models.cards.transactions.TransactionListParams

class TransactionsServiceImpl internal constructor(private val clientOptions: ClientOptions) :
    TransactionsService {

    private val withRawResponse: TransactionsService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): TransactionsService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): TransactionsService =
        TransactionsServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun list(
        params: TransactionListParams,
        requestOptions: RequestOptions,
    ): Page<Transaction> = withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        TransactionsService.WithRawResponse {

        override fun list(
            params: TransactionListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Page<Transaction>> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("cards")
            builder.addPathSegments(requirePathParam("card_id", params._pathParam(0)))
            builder.addPathSegments("transactions")
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
                    Transaction.decoder,
                )
            }
        }
    }

    companion object {
        private val LIST_PAGES =
            PageScheme(
                "page_number",
                "query",
                mapOf("page_number_param" to "page"),
                mapOf(
                    "items" to listOf("data"),
                    "current_page_number_field" to listOf("page"),
                    "total_page_count_field" to listOf("total_pages"),
                ),
                emptyMap(),
                listOf("data"),
                false,
            )
    }
}
