// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.cards.CardListPageAsync;
import com.acme.api.models.cards.CardListParams;
import com.acme.api.models.cards.CardListResponse;
import com.acme.api.services.async.cards.TransactionServiceAsync;

import java.util.concurrent.CompletableFuture;

public interface CardServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    TransactionServiceAsync transactions();

    default CompletableFuture<CardListPageAsync> list(CardListParams params) {
        return list(params, RequestOptions.none());
    }

    CompletableFuture<CardListPageAsync> list(CardListParams params, RequestOptions requestOptions);

    default CompletableFuture<CardListPageAsync> list() {
        return list(CardListParams.none());
    }

    default CompletableFuture<CardListPageAsync> list(RequestOptions requestOptions) {
        return list(CardListParams.none(), requestOptions);
    }

    interface WithRawResponse {
        TransactionServiceAsync.WithRawResponse transactions();

        default CompletableFuture<HttpResponseFor<CardListResponse>> list(CardListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<CardListResponse>> list(
                CardListParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<CardListResponse>> list() {
            return list(CardListParams.none());
        }

        default CompletableFuture<HttpResponseFor<CardListResponse>> list(
                RequestOptions requestOptions) {
            return list(CardListParams.none(), requestOptions);
        }
    }
}
