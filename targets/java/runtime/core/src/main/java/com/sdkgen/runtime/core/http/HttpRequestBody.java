package com.sdkgen.runtime.core.http;

import java.io.IOException;
import java.io.OutputStream;

/** The body of a request, written by the transport. */
public interface HttpRequestBody extends AutoCloseable {
    void writeTo(OutputStream outputStream) throws IOException;

    /** The Content-Type header, or null to leave it to the transport. */
    String contentType();

    /** The length in bytes, or -1 when unknown. */
    long contentLength();

    /** Whether {@link #writeTo} can be called more than once, which retries need. */
    boolean repeatable();

    @Override
    void close();
}
