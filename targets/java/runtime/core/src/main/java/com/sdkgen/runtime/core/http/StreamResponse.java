package com.sdkgen.runtime.core.http;

import java.util.stream.Stream;

/**
 * A streamed response (server-sent events): use it in try-with-resources; closing it aborts the
 * connection. {@link #stream()} can be consumed once.
 */
public interface StreamResponse<T> extends AutoCloseable {
    Stream<T> stream();

    @Override
    void close();
}
