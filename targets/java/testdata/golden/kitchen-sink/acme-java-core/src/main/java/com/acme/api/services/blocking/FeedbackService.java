// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.models.feedback.FeedbackSendParams;

public interface FeedbackService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default void send(FeedbackSendParams params) {
        send(params, RequestOptions.none());
    }

    void send(FeedbackSendParams params, RequestOptions requestOptions);

    default void send() {
        send(FeedbackSendParams.none());
    }

    default void send(RequestOptions requestOptions) {
        send(FeedbackSendParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default HttpResponse send(FeedbackSendParams params) {
            return send(params, RequestOptions.none());
        }

        HttpResponse send(FeedbackSendParams params, RequestOptions requestOptions);

        default HttpResponse send() {
            return send(FeedbackSendParams.none());
        }

        default HttpResponse send(RequestOptions requestOptions) {
            return send(FeedbackSendParams.none(), requestOptions);
        }
    }
}
