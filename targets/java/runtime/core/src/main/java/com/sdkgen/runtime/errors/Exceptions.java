package com.sdkgen.runtime.errors;

import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.http.Headers;

/**
 * The SDK's exceptions, made by name. The runtime throws through these factories so that no line of
 * its code changes layout when the copy renames the exception classes for an SDK.
 */
public final class Exceptions {
    private Exceptions() {}

    /** The base exception. */
    public static RuntimeException sdk(String message) {
        return new SdkgenException(message);
    }

    public static RuntimeException sdk(String message, Throwable cause) {
        return new SdkgenException(message, cause);
    }

    /** Data of an unexpected shape, found lazily. */
    public static RuntimeException invalidData(String message) {
        return new SdkgenInvalidDataException(message);
    }

    public static RuntimeException invalidData(String message, Throwable cause) {
        return new SdkgenInvalidDataException(message, cause);
    }

    /** A network failure or a timed-out attempt. */
    public static RuntimeException io(String message, Throwable cause) {
        return new SdkgenIoException(message, cause);
    }

    /** The service exception for an error status. */
    public static RuntimeException forStatus(
            int status, Headers headers, JsonValue body, String message) {
        return SdkgenServiceException.create(status, headers, body, message);
    }

    /** Whether the retrying client may retry after {@code error}. */
    public static boolean retryable(Throwable error) {
        boolean io = error instanceof SdkgenIoException;
        return io || error instanceof SdkgenRetryableException;
    }
}
