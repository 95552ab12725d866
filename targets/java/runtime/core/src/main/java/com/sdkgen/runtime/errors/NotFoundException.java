package com.sdkgen.runtime.errors;

import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.http.Headers;

/** HTTP 404 Not Found. */
public final class NotFoundException extends SdkgenServiceException {
    private static final long serialVersionUID = 1L;

    public NotFoundException(Headers headers, JsonValue body, String message) {
        super(404, headers, body, message, null);
    }
}
