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
import org.onebusaway.models.ResponseWrapper;
import org.onebusaway.models.reportproblemwithtrip.ReportProblemWithTripRetrieveParams;

public final class ReportProblemWithTripServiceImpl implements ReportProblemWithTripService {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;

    public ReportProblemWithTripServiceImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
    }

    @Override
    public ReportProblemWithTripService.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public ResponseWrapper retrieve(
            ReportProblemWithTripRetrieveParams params, RequestOptions requestOptions) {
        return withRawResponse.retrieve(params, requestOptions).parse();
    }

    public static final class WithRawResponseImpl
            implements ReportProblemWithTripService.WithRawResponse {

        private final ClientOptions clientOptions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
        }

        @Override
        public HttpResponseFor<ResponseWrapper> retrieve(
                ReportProblemWithTripRetrieveParams params, RequestOptions requestOptions) {
            if (params._pathParam(0).isEmpty()) {
                throw new IllegalArgumentException("tripId must be set and not empty");
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
                                    "api",
                                    "where",
                                    "report-problem-with-trip",
                                    "" + params._pathParam(0) + ".json")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "");
            HttpResponse.Handler<ResponseWrapper> handler =
                    Handlers.validating(
                            Handlers.json(
                                    clientOptions.jsonMapper(),
                                    new TypeReference<ResponseWrapper>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }
    }
}
