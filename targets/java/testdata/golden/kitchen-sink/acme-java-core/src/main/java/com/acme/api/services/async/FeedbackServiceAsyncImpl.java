// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.ClientOptions;

public final class FeedbackServiceAsyncImpl implements FeedbackServiceAsync {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;

    public FeedbackServiceAsyncImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
    }

    @Override
    public FeedbackServiceAsync.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    public static final class WithRawResponseImpl implements FeedbackServiceAsync.WithRawResponse {

        private final ClientOptions clientOptions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
        }
    }
}
