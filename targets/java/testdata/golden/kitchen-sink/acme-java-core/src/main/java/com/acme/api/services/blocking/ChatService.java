// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.services.blocking.chat.CompletionService;

public interface ChatService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    CompletionService completions();

    interface WithRawResponse {
        CompletionService.WithRawResponse completions();
    }
}
