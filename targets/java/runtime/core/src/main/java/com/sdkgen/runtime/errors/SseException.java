package com.sdkgen.runtime.errors;

import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.http.Headers;

/** An {@code error} event received in the middle of a server-sent event stream. */
public final class SseException extends SdkgenServiceException {
    private static final long serialVersionUID = 1L;

    public SseException(int statusCode, Headers headers, JsonValue body, String message) {
        super(statusCode, headers, body, message, null);
    }
}
