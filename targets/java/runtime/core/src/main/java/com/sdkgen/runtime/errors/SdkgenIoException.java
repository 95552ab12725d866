package com.sdkgen.runtime.errors;

/** A network failure: DNS, refused or reset connection, TLS, or a timed-out attempt. */
public class SdkgenIoException extends SdkgenException {
    private static final long serialVersionUID = 1L;

    public SdkgenIoException(String message) {
        super(message);
    }

    public SdkgenIoException(String message, Throwable cause) {
        super(message, cause);
    }
}
