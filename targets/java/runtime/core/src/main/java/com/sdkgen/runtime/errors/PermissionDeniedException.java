package com.sdkgen.runtime.errors;

import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.http.Headers;

/** HTTP 403 Forbidden. */
public final class PermissionDeniedException extends SdkgenServiceException {
    private static final long serialVersionUID = 1L;

    public PermissionDeniedException(Headers headers, JsonValue body, String message) {
        super(403, headers, body, message, null);
    }
}
