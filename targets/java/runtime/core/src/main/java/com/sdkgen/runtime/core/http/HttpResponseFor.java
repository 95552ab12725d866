package com.sdkgen.runtime.core.http;

import java.io.InputStream;
import java.util.function.Function;

/** A raw response together with its parsed value, which {@link #parse()} reads once, lazily. */
public interface HttpResponseFor<T> extends HttpResponse {
    T parse();

    /** A response whose {@link #parse()} applies {@code parser} on first use. */
    static <T> HttpResponseFor<T> of(HttpResponse response, Function<HttpResponse, T> parser) {
        return new HttpResponseFor<T>() {
            private boolean parsed;
            private T value;

            @Override
            public synchronized T parse() {
                if (!parsed) {
                    value = parser.apply(response);
                    parsed = true;
                }
                return value;
            }

            @Override
            public int statusCode() {
                return response.statusCode();
            }

            @Override
            public Headers headers() {
                return response.headers();
            }

            @Override
            public InputStream body() {
                return response.body();
            }

            @Override
            public void close() {
                response.close();
            }
        };
    }
}
