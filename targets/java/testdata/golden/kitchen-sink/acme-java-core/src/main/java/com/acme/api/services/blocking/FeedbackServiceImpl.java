// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.ClientOptions;

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

    public static final class WithRawResponseImpl implements FeedbackService.WithRawResponse {

        private final ClientOptions clientOptions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
        }
    }
}
