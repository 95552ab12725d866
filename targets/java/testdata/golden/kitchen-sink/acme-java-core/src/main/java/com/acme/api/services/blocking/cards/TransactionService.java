// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking.cards;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.cards.transactions.TransactionListPage;
import com.acme.api.models.cards.transactions.TransactionListParams;
import com.acme.api.models.cards.transactions.TransactionListResponse;

public interface TransactionService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default TransactionListPage list(String cardId) {
        return list(cardId, TransactionListParams.none());
    }

    default TransactionListPage list(String cardId, TransactionListParams params) {
        return list(cardId, params, RequestOptions.none());
    }

    default TransactionListPage list(
            String cardId, TransactionListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().cardId(cardId).build(), requestOptions);
    }

    default TransactionListPage list(String cardId, RequestOptions requestOptions) {
        return list(cardId, TransactionListParams.none(), requestOptions);
    }

    default TransactionListPage list(TransactionListParams params) {
        return list(params, RequestOptions.none());
    }

    TransactionListPage list(TransactionListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<TransactionListResponse> list(String cardId) {
            return list(cardId, TransactionListParams.none());
        }

        default HttpResponseFor<TransactionListResponse> list(
                String cardId, TransactionListParams params) {
            return list(cardId, params, RequestOptions.none());
        }

        default HttpResponseFor<TransactionListResponse> list(
                String cardId, TransactionListParams params, RequestOptions requestOptions) {
            return list(params.toBuilder().cardId(cardId).build(), requestOptions);
        }

        default HttpResponseFor<TransactionListResponse> list(
                String cardId, RequestOptions requestOptions) {
            return list(cardId, TransactionListParams.none(), requestOptions);
        }

        default HttpResponseFor<TransactionListResponse> list(TransactionListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<TransactionListResponse> list(
                TransactionListParams params, RequestOptions requestOptions);
    }
}
