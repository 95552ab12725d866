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
import com.acme.api.models.events.EventFeedPageAsync;
import com.acme.api.models.events.EventFeedParams;
import com.acme.api.models.events.EventFeedResponse;
import com.acme.api.models.events.EventListPageAsync;
import com.acme.api.models.events.EventListParams;
import com.acme.api.models.events.EventListResponse;
import com.fasterxml.jackson.core.type.TypeReference;

import java.util.concurrent.CompletableFuture;

public final class EventServiceAsyncImpl implements EventServiceAsync {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;

    public EventServiceAsyncImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
    }

    @Override
    public EventServiceAsync.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public CompletableFuture<EventListPageAsync> list(
            EventListParams params, RequestOptions requestOptions) {
        return withRawResponse
                .list(params, requestOptions)
                .thenApply(
                        response ->
                                EventListPageAsync.of(
                                        this, params, response.parse(), response.headers()));
    }

    @Override
    public CompletableFuture<EventFeedPageAsync> feed(
            EventFeedParams params, RequestOptions requestOptions) {
        return withRawResponse
                .feed(params, requestOptions)
                .thenApply(response -> EventFeedPageAsync.of(this, params, response.parse()));
    }

    public static final class WithRawResponseImpl implements EventServiceAsync.WithRawResponse {

        private final ClientOptions clientOptions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
        }

        @Override
        public CompletableFuture<HttpResponseFor<EventListResponse>> list(
                EventListParams params, RequestOptions requestOptions) {
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
                            .addPathSegments("events")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            if (requestOptions.pageUrl().isPresent()) {
                request =
                        request.atPageUrl(
                                requestOptions.pageUrl().get(), params._queryParams().keys());
            }
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<EventListResponse> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(),
                                    new TypeReference<EventListResponse>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> Handlers.parseable(response, errors, handler));
        }

        @Override
        public CompletableFuture<HttpResponseFor<EventFeedResponse>> feed(
                EventFeedParams params, RequestOptions requestOptions) {
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
                            .addPathSegments("events", "feed")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<EventFeedResponse> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(),
                                    new TypeReference<EventFeedResponse>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> Handlers.parseable(response, errors, handler));
        }
    }
}
