package com.sdkgen.runtime.errors;

import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.http.Headers;

/** HTTP 400 Bad Request. */
public final class BadRequestException extends SdkgenServiceException {
    private static final long serialVersionUID = 1L;

    public BadRequestException(Headers headers, JsonValue body, String message) {
        super(400, headers, body, message, null);
    }
}
