package com.sdkgen.runtime.errors;

/** The base of every exception the SDK throws. Unchecked, so lambdas and streams stay usable. */
public class SdkgenException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SdkgenException(String message) {
        super(message);
    }

    public SdkgenException(String message, Throwable cause) {
        super(message, cause);
    }
}
