// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.ClientOptions;
import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.Handlers;
import com.acme.api.core.http.HttpMethod;
import com.acme.api.core.http.HttpRequest;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.errors.ACMEException;
import com.acme.api.models.cards.CardListPage;
import com.acme.api.models.cards.CardListParams;
import com.acme.api.models.cards.CardListResponse;
import com.acme.api.services.blocking.cards.TransactionService;
import com.acme.api.services.blocking.cards.TransactionServiceImpl;
import com.fasterxml.jackson.core.type.TypeReference;

public final class CardServiceImpl implements CardService {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;
    private final TransactionServiceImpl transactions;

    public CardServiceImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
        this.transactions = new TransactionServiceImpl(clientOptions);
    }

    @Override
    public CardService.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public TransactionService transactions() {
        return transactions;
    }

    @Override
    public CardListPage list(CardListParams params, RequestOptions requestOptions) {
        return CardListPage.of(this, params, withRawResponse.list(params, requestOptions).parse());
    }

    public static final class WithRawResponseImpl implements CardService.WithRawResponse {

        private final ClientOptions clientOptions;
        private final TransactionServiceImpl.WithRawResponseImpl transactions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
            this.transactions = new TransactionServiceImpl.WithRawResponseImpl(clientOptions);
        }

        @Override
        public TransactionService.WithRawResponse transactions() {
            return transactions;
        }

        @Override
        public HttpResponseFor<CardListResponse> list(
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
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }
    }
}
