// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.services.async.chat.CompletionServiceAsync;

public interface ChatServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    CompletionServiceAsync completions();

    interface WithRawResponse {
        CompletionServiceAsync.WithRawResponse completions();
    }
}
