package com.sdkgen.runtime.core.http;

import java.io.InputStream;
import java.util.Optional;

/** A response whose body has not been read. Close it, or read it with a handler that does. */
public interface HttpResponse extends AutoCloseable {
    int statusCode();

    Headers headers();

    InputStream body();

    /** The {@code x-request-id} header, when the server sent one. */
    default Optional<String> requestId() {
        return headers().values("x-request-id").stream().findFirst();
    }

    @Override
    void close();

    /** Turns a response into a value; closes the response when it has read it. */
    interface Handler<T> {
        T handle(HttpResponse response);
    }
}
