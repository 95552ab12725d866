package com.sdkgen.runtime.errors;

import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.http.Headers;

/** HTTP 401 Unauthorized: the credentials are missing or wrong. */
public final class UnauthorizedException extends SdkgenServiceException {
    private static final long serialVersionUID = 1L;

    public UnauthorizedException(Headers headers, JsonValue body, String message) {
        super(401, headers, body, message, null);
    }
}
