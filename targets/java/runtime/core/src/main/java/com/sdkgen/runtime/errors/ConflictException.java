package com.sdkgen.runtime.errors;

import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.http.Headers;

/** HTTP 409 Conflict. */
public final class ConflictException extends SdkgenServiceException {
    private static final long serialVersionUID = 1L;

    public ConflictException(Headers headers, JsonValue body, String message) {
        super(409, headers, body, message, null);
    }
}
