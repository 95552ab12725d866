// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async.cards

import com.acme.api.core.ClientOptions
import com.acme.api.core.PageAsync
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.models.cards.transactions.Transaction
import com.acme.api.models.cards.transactions.TransactionListParams

interface TransactionsServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): TransactionsServiceAsync

    suspend fun list(
        params: TransactionListParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): PageAsync<Transaction>

    suspend fun list(
        cardId: String,
        params: TransactionListParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): PageAsync<Transaction> {
        val builder = params?.toBuilder() ?: TransactionListParams.builder()
        builder.cardId(cardId)
        return list(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        suspend fun list(
            params: TransactionListParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<PageAsync<Transaction>>
    }
}
