package com.sdkgen.runtime.errors;

import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.http.Headers;

/** An {@code error} event received in the middle of a server-sent event stream. */
public final class SseException extends SdkgenServiceException {
    private static final long serialVersionUID = 1L;

    public SseException(int statusCode, Headers headers, JsonValue body) {
        super(statusCode, headers, body, "an error event arrived on the event stream", null);
    }
}
