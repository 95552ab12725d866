// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.ClientOptions;
import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.Handlers;
import com.acme.api.core.http.HttpMethod;
import com.acme.api.core.http.HttpRequest;
import com.acme.api.core.http.HttpRequestBodies;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.core.http.QueryEncoder;
import com.acme.api.errors.ACMEException;
import com.acme.api.models.feedback.FeedbackSendParams;

public final class FeedbackServiceImpl implements FeedbackService {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;

    public FeedbackServiceImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
    }

    @Override
    public FeedbackService.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public void send(FeedbackSendParams params, RequestOptions requestOptions) {
        withRawResponse.send(params, requestOptions).close();
    }

    public static final class WithRawResponseImpl implements FeedbackService.WithRawResponse {

        private final ClientOptions clientOptions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
        }

        @Override
        public HttpResponse send(FeedbackSendParams params, RequestOptions requestOptions) {
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
                            .addPathSegments("forms", "feedback")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .body(
                                    HttpRequestBodies.form(
                                            params._body(), new QueryEncoder("brackets", "repeat")))
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return errors.handle(response);
        }
    }
}
