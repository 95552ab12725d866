package com.sdkgen.runtime.errors;

import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.http.Headers;

/** An error status with no class of its own. */
public final class UnexpectedStatusCodeException extends SdkgenServiceException {
    private static final long serialVersionUID = 1L;

    public UnexpectedStatusCodeException(
            int statusCode, Headers headers, JsonValue body, String message) {
        super(statusCode, headers, body, message, null);
    }
}
