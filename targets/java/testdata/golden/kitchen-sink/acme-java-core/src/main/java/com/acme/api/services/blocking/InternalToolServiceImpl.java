// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.ClientOptions;

public final class InternalToolServiceImpl implements InternalToolService {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;

    public InternalToolServiceImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
    }

    @Override
    public InternalToolService.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    public static final class WithRawResponseImpl implements InternalToolService.WithRawResponse {

        private final ClientOptions clientOptions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
        }
    }
}
