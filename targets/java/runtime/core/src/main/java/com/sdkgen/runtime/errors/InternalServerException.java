package com.sdkgen.runtime.errors;

import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.http.Headers;

/** Any HTTP 5xx status. */
public final class InternalServerException extends SdkgenServiceException {
    private static final long serialVersionUID = 1L;

    public InternalServerException(
            int statusCode, Headers headers, JsonValue body, String message) {
        super(statusCode, headers, body, message, null);
    }
}
