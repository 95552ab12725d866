// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async.cards;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.cards.transactions.TransactionListPageAsync;
import com.acme.api.models.cards.transactions.TransactionListParams;
import com.acme.api.models.cards.transactions.TransactionListResponse;

import java.util.concurrent.CompletableFuture;

public interface TransactionServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default CompletableFuture<TransactionListPageAsync> list(String cardId) {
        return list(cardId, TransactionListParams.none());
    }

    default CompletableFuture<TransactionListPageAsync> list(
            String cardId, TransactionListParams params) {
        return list(cardId, params, RequestOptions.none());
    }

    default CompletableFuture<TransactionListPageAsync> list(
            String cardId, TransactionListParams params, RequestOptions requestOptions) {
        return list(params.toBuilder().cardId(cardId).build(), requestOptions);
    }

    default CompletableFuture<TransactionListPageAsync> list(
            String cardId, RequestOptions requestOptions) {
        return list(cardId, TransactionListParams.none(), requestOptions);
    }

    default CompletableFuture<TransactionListPageAsync> list(TransactionListParams params) {
        return list(params, RequestOptions.none());
    }

    CompletableFuture<TransactionListPageAsync> list(
            TransactionListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<TransactionListResponse>> list(String cardId) {
            return list(cardId, TransactionListParams.none());
        }

        default CompletableFuture<HttpResponseFor<TransactionListResponse>> list(
                String cardId, TransactionListParams params) {
            return list(cardId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<TransactionListResponse>> list(
                String cardId, TransactionListParams params, RequestOptions requestOptions) {
            return list(params.toBuilder().cardId(cardId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<TransactionListResponse>> list(
                String cardId, RequestOptions requestOptions) {
            return list(cardId, TransactionListParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<TransactionListResponse>> list(
                TransactionListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<TransactionListResponse>> list(
                TransactionListParams params, RequestOptions requestOptions);
    }
}
