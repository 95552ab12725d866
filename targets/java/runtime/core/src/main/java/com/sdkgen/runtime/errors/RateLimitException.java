package com.sdkgen.runtime.errors;

import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.http.Headers;

/** HTTP 429 Too Many Requests. */
public final class RateLimitException extends SdkgenServiceException {
    private static final long serialVersionUID = 1L;

    public RateLimitException(Headers headers, JsonValue body, String message) {
        super(429, headers, body, message, null);
    }
}
