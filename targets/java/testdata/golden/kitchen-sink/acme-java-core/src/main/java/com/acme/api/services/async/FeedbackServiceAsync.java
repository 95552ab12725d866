// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.models.feedback.FeedbackSendParams;

import java.util.concurrent.CompletableFuture;

public interface FeedbackServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default CompletableFuture<Void> send(FeedbackSendParams params) {
        return send(params, RequestOptions.none());
    }

    CompletableFuture<Void> send(FeedbackSendParams params, RequestOptions requestOptions);

    default CompletableFuture<Void> send() {
        return send(FeedbackSendParams.none());
    }

    default CompletableFuture<Void> send(RequestOptions requestOptions) {
        return send(FeedbackSendParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default CompletableFuture<HttpResponse> send(FeedbackSendParams params) {
            return send(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponse> send(
                FeedbackSendParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponse> send() {
            return send(FeedbackSendParams.none());
        }

        default CompletableFuture<HttpResponse> send(RequestOptions requestOptions) {
            return send(FeedbackSendParams.none(), requestOptions);
        }
    }
}
