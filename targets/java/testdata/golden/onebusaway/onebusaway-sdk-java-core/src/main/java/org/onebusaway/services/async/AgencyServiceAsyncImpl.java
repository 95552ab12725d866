// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import com.fasterxml.jackson.core.type.TypeReference;

import org.onebusaway.core.ClientOptions;
import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.Handlers;
import org.onebusaway.core.http.HttpMethod;
import org.onebusaway.core.http.HttpRequest;
import org.onebusaway.core.http.HttpResponse;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.errors.OnebusawaySdkException;
import org.onebusaway.models.agency.AgencyRetrieveParams;
import org.onebusaway.models.agency.AgencyRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public final class AgencyServiceAsyncImpl implements AgencyServiceAsync {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;

    public AgencyServiceAsyncImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
    }

    @Override
    public AgencyServiceAsync.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public CompletableFuture<AgencyRetrieveResponse> retrieve(
            AgencyRetrieveParams params, RequestOptions requestOptions) {
        return withRawResponse
                .retrieve(params, requestOptions)
                .thenApply(response -> response.parse());
    }

    public static final class WithRawResponseImpl implements AgencyServiceAsync.WithRawResponse {

        private final ClientOptions clientOptions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
        }

        @Override
        public CompletableFuture<HttpResponseFor<AgencyRetrieveResponse>> retrieve(
                AgencyRetrieveParams params, RequestOptions requestOptions) {
            if (params._pathParam(0).isEmpty()) {
                throw new IllegalArgumentException("agencyId must be set and not empty");
            }
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new OnebusawaySdkException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.GET)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments(
                                    "api", "where", "agency", "" + params._pathParam(0) + ".json")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "");
            HttpResponse.Handler<AgencyRetrieveResponse> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(),
                                    new TypeReference<AgencyRetrieveResponse>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            return clientOptions
                    .httpClient()
                    .executeAsync(request, options)
                    .thenApply(response -> Handlers.parseable(response, errors, handler));
        }
    }
}
