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
import com.acme.api.models.tags.Tag;
import com.acme.api.models.tags.TagListPageAsync;
import com.acme.api.models.tags.TagListParams;
import com.fasterxml.jackson.core.type.TypeReference;

import java.util.List;
import java.util.concurrent.CompletableFuture;

public final class TagServiceAsyncImpl implements TagServiceAsync {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;

    public TagServiceAsyncImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
    }

    @Override
    public TagServiceAsync.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public CompletableFuture<TagListPageAsync> list(
            TagListParams params, RequestOptions requestOptions) {
        return withRawResponse
                .list(params, requestOptions)
                .thenApply(response -> TagListPageAsync.of(this, params, response.parse()));
    }

    public static final class WithRawResponseImpl implements TagServiceAsync.WithRawResponse {

        private final ClientOptions clientOptions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
        }

        @Override
        public CompletableFuture<HttpResponseFor<List<Tag>>> list(
                TagListParams params, RequestOptions requestOptions) {
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
                            .addPathSegments("tags")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<List<Tag>> handler =
                    Handlers.json(clientOptions.jsonMapper(), new TypeReference<List<Tag>>() {});
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> Handlers.parseable(response, errors, handler));
        }
    }
}
