package com.sdkgen.runtime.errors;

/**
 * Data that was parsed but does not have the expected shape, raised lazily when the property is
 * read or on {@code validate()}.
 */
public class SdkgenInvalidDataException extends SdkgenException {
    private static final long serialVersionUID = 1L;

    public SdkgenInvalidDataException(String message) {
        super(message);
    }

    public SdkgenInvalidDataException(String message, Throwable cause) {
        super(message, cause);
    }
}
