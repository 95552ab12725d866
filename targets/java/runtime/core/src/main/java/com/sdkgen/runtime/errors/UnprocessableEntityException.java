package com.sdkgen.runtime.errors;

import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.http.Headers;

/** HTTP 422 Unprocessable Entity. */
public final class UnprocessableEntityException extends SdkgenServiceException {
    private static final long serialVersionUID = 1L;

    public UnprocessableEntityException(Headers headers, JsonValue body, String message) {
        super(422, headers, body, message, null);
    }
}
