// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking.cards

import com.acme.api.core.ClientOptions
import com.acme.api.core.Page
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.models.cards.transactions.Transaction
import com.acme.api.models.cards.transactions.TransactionListParams

interface TransactionsService {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): TransactionsService

    fun list(
        params: TransactionListParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Page<Transaction>

    fun list(
        cardId: String,
        params: TransactionListParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Page<Transaction> {
        val builder = params?.toBuilder() ?: TransactionListParams.builder()
        builder.cardId(cardId)
        return list(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        fun list(
            params: TransactionListParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Page<Transaction>>
    }
}
