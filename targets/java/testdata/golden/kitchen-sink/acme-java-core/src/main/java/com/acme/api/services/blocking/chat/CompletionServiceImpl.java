// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking.chat;

import com.acme.api.core.ClientOptions;
import com.acme.api.core.JsonValue;
import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.Handlers;
import com.acme.api.core.http.HttpMethod;
import com.acme.api.core.http.HttpRequest;
import com.acme.api.core.http.HttpRequestBodies;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.core.http.StreamResponse;
import com.acme.api.errors.ACMEException;
import com.acme.api.models.chat.completions.Completion;
import com.acme.api.models.chat.completions.CompletionChunk;
import com.acme.api.models.chat.completions.CompletionCreateParams;
import com.acme.api.models.chat.completions.CompletionStreamParams;
import com.fasterxml.jackson.core.type.TypeReference;

public final class CompletionServiceImpl implements CompletionService {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;

    public CompletionServiceImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
    }

    @Override
    public CompletionService.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public Completion create(CompletionCreateParams params, RequestOptions requestOptions) {
        return withRawResponse.create(params, requestOptions).parse();
    }

    @Override
    public StreamResponse<CompletionChunk> createStreaming(
            CompletionCreateParams params, RequestOptions requestOptions) {
        return withRawResponse.createStreaming(params, requestOptions).parse();
    }

    @Override
    public StreamResponse<CompletionChunk> stream(
            CompletionStreamParams params, RequestOptions requestOptions) {
        return withRawResponse.stream(params, requestOptions).parse();
    }

    public static final class WithRawResponseImpl implements CompletionService.WithRawResponse {

        private final ClientOptions clientOptions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
        }

        @Override
        public HttpResponseFor<Completion> create(
                CompletionCreateParams params, RequestOptions requestOptions) {
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new ACMEException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.POST)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("chat", "completions")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .body(
                                    HttpRequestBodies.json(
                                            clientOptions.jsonMapper(), params._body()))
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<Completion> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(), new TypeReference<Completion>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }

        @Override
        public HttpResponseFor<StreamResponse<CompletionChunk>> createStreaming(
                CompletionCreateParams params, RequestOptions requestOptions) {
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new ACMEException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.POST)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("chat", "completions")
                            .putAllHeaders(clientOptions.headers())
                            .replaceHeaders("Accept", "text/event-stream")
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .body(
                                    HttpRequestBodies.json(
                                            clientOptions.jsonMapper(),
                                            params._body().toBuilder()
                                                    .putAdditionalProperty(
                                                            "stream", JsonValue.from(true))
                                                    .build()))
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<StreamResponse<CompletionChunk>> handler =
                    Handlers.sseJson(clientOptions.jsonMapper(), CompletionChunk.class);
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }

        @Override
        public HttpResponseFor<StreamResponse<CompletionChunk>> stream(
                CompletionStreamParams params, RequestOptions requestOptions) {
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new ACMEException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.POST)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("chat", "stream")
                            .putAllHeaders(clientOptions.headers())
                            .replaceHeaders("Accept", "text/event-stream")
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .body(
                                    HttpRequestBodies.json(
                                            clientOptions.jsonMapper(), params._body()))
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<StreamResponse<CompletionChunk>> handler =
                    Handlers.sseJson(clientOptions.jsonMapper(), CompletionChunk.class);
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }
    }
}
