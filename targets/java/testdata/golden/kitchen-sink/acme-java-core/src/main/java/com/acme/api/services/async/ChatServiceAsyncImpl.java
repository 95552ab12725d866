// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.ClientOptions;
import com.acme.api.services.async.chat.CompletionServiceAsync;
import com.acme.api.services.async.chat.CompletionServiceAsyncImpl;

public final class ChatServiceAsyncImpl implements ChatServiceAsync {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;
    private final CompletionServiceAsyncImpl completions;

    public ChatServiceAsyncImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
        this.completions = new CompletionServiceAsyncImpl(clientOptions);
    }

    @Override
    public ChatServiceAsync.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public CompletionServiceAsync completions() {
        return completions;
    }

    public static final class WithRawResponseImpl implements ChatServiceAsync.WithRawResponse {

        private final ClientOptions clientOptions;
        private final CompletionServiceAsyncImpl.WithRawResponseImpl completions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
            this.completions = new CompletionServiceAsyncImpl.WithRawResponseImpl(clientOptions);
        }

        @Override
        public CompletionServiceAsync.WithRawResponse completions() {
            return completions;
        }
    }
}
