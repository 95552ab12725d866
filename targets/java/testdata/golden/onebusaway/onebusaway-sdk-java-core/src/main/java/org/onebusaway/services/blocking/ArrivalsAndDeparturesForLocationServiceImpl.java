// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import com.fasterxml.jackson.core.type.TypeReference;

import org.onebusaway.core.ClientOptions;
import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.Handlers;
import org.onebusaway.core.http.HttpMethod;
import org.onebusaway.core.http.HttpRequest;
import org.onebusaway.core.http.HttpResponse;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.errors.OnebusawaySdkException;
import org.onebusaway.models.arrivalsanddeparturesforlocation.ArrivalsAndDeparturesForLocationListParams;
import org.onebusaway.models.arrivalsanddeparturesforlocation.ArrivalsAndDeparturesForLocationListResponse;

public final class ArrivalsAndDeparturesForLocationServiceImpl
        implements ArrivalsAndDeparturesForLocationService {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;

    public ArrivalsAndDeparturesForLocationServiceImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
    }

    @Override
    public ArrivalsAndDeparturesForLocationService.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public ArrivalsAndDeparturesForLocationListResponse list(
            ArrivalsAndDeparturesForLocationListParams params, RequestOptions requestOptions) {
        return withRawResponse.list(params, requestOptions).parse();
    }

    public static final class WithRawResponseImpl
            implements ArrivalsAndDeparturesForLocationService.WithRawResponse {

        private final ClientOptions clientOptions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
        }

        @Override
        public HttpResponseFor<ArrivalsAndDeparturesForLocationListResponse> list(
                ArrivalsAndDeparturesForLocationListParams params, RequestOptions requestOptions) {
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
                                    "api", "where", "arrivals-and-departures-for-location.json")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "");
            HttpResponse.Handler<ArrivalsAndDeparturesForLocationListResponse> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(),
                                    new TypeReference<
                                            ArrivalsAndDeparturesForLocationListResponse>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }
    }
}
