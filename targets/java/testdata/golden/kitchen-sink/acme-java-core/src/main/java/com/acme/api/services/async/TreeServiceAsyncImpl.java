// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.ClientOptions;

public final class TreeServiceAsyncImpl implements TreeServiceAsync {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;

    public TreeServiceAsyncImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
    }

    @Override
    public TreeServiceAsync.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    public static final class WithRawResponseImpl implements TreeServiceAsync.WithRawResponse {

        private final ClientOptions clientOptions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
        }
    }
}
