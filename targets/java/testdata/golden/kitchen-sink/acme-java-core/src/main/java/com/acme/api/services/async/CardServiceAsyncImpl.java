// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.ClientOptions;
import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.Handlers;
import com.acme.api.core.http.HttpMethod;
import com.acme.api.core.http.HttpRequest;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.errors.ACMEException;
import com.acme.api.models.cards.CardListPageAsync;
import com.acme.api.models.cards.CardListParams;
import com.acme.api.models.cards.CardListResponse;
import com.acme.api.services.async.cards.TransactionServiceAsync;
import com.acme.api.services.async.cards.TransactionServiceAsyncImpl;
import com.fasterxml.jackson.core.type.TypeReference;

import java.util.concurrent.CompletableFuture;

public final class CardServiceAsyncImpl implements CardServiceAsync {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;
    private final TransactionServiceAsyncImpl transactions;

    public CardServiceAsyncImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
        this.transactions = new TransactionServiceAsyncImpl(clientOptions);
    }

    @Override
    public CardServiceAsync.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public TransactionServiceAsync transactions() {
        return transactions;
    }

    @Override
    public CompletableFuture<CardListPageAsync> list(
            CardListParams params, RequestOptions requestOptions) {
        return withRawResponse
                .list(params, requestOptions)
                .thenApply(response -> CardListPageAsync.of(this, params, response.parse()));
    }

    public static final class WithRawResponseImpl implements CardServiceAsync.WithRawResponse {

        private final ClientOptions clientOptions;
        private final TransactionServiceAsyncImpl.WithRawResponseImpl transactions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
            this.transactions = new TransactionServiceAsyncImpl.WithRawResponseImpl(clientOptions);
        }

        @Override
        public TransactionServiceAsync.WithRawResponse transactions() {
            return transactions;
        }

        @Override
        public CompletableFuture<HttpResponseFor<CardListResponse>> list(
                CardListParams params, RequestOptions requestOptions) {
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new ACMEException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.GET)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("cards")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<CardListResponse> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(),
                                    new TypeReference<CardListResponse>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> Handlers.parseable(response, errors, handler));
        }
    }
}
