// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.ClientOptions;
import com.acme.api.services.blocking.chat.CompletionService;
import com.acme.api.services.blocking.chat.CompletionServiceImpl;

public final class ChatServiceImpl implements ChatService {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;
    private final CompletionServiceImpl completions;

    public ChatServiceImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
        this.completions = new CompletionServiceImpl(clientOptions);
    }

    @Override
    public ChatService.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public CompletionService completions() {
        return completions;
    }

    public static final class WithRawResponseImpl implements ChatService.WithRawResponse {

        private final ClientOptions clientOptions;
        private final CompletionServiceImpl.WithRawResponseImpl completions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
            this.completions = new CompletionServiceImpl.WithRawResponseImpl(clientOptions);
        }

        @Override
        public CompletionService.WithRawResponse completions() {
            return completions;
        }
    }
}
