package com.sdkgen.runtime.errors;

/**
 * A failure the retrying client may retry, like a connection error; thrown when retries ran out.
 */
public class SdkgenRetryableException extends SdkgenException {
    private static final long serialVersionUID = 1L;

    public SdkgenRetryableException(String message) {
        super(message);
    }

    public SdkgenRetryableException(String message, Throwable cause) {
        super(message, cause);
    }
}
