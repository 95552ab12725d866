package com.sdkgen.runtime.core;

import com.sdkgen.runtime.core.http.Headers;
import com.sdkgen.runtime.core.http.HttpRequest;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Writes the SDK's log lines to standard error at the configured level ({@code <PREFIX>_LOG} or
 * {@code logLevel}), with credentials redacted from headers and URLs.
 */
public final class Logger {
    private final LogLevel level;
    private final List<String> sensitiveHeaders;
    private final List<String> sensitiveQueryParams;
    private final Consumer<String> sink;

    public Logger(
            LogLevel level, List<String> sensitiveHeaders, List<String> sensitiveQueryParams) {
        this(level, sensitiveHeaders, sensitiveQueryParams, stderr());
    }

    /** A logger writing to {@code sink}; for tests. */
    public Logger(
            LogLevel level,
            List<String> sensitiveHeaders,
            List<String> sensitiveQueryParams,
            Consumer<String> sink) {
        this.level = level;
        this.sensitiveHeaders = lower(sensitiveHeaders);
        this.sensitiveQueryParams = new ArrayList<>(sensitiveQueryParams);
        this.sink = sink;
    }

    /** A logger that writes nothing. */
    public static Logger off() {
        return new Logger(LogLevel.OFF, new ArrayList<>(), new ArrayList<>(), line -> {});
    }

    public boolean enabled(LogLevel at) {
        return level.enables(at);
    }

    public void log(LogLevel at, String message) {
        if (enabled(at)) {
            sink.accept("[sdkgen] " + at.name().toLowerCase(Locale.ROOT) + ": " + message);
        }
    }

    /** The request line and its headers, redacted, at debug level. */
    public void request(HttpRequest request, int attempt) {
        if (enabled(LogLevel.DEBUG)) {
            log(
                    LogLevel.DEBUG,
                    "request "
                            + request.method()
                            + " "
                            + redactUrl(request)
                            + " attempt "
                            + attempt
                            + " headers "
                            + redact(request.headers()));
        }
    }

    /** Headers as text, with sensitive values replaced. */
    public String redact(Headers headers) {
        StringBuilder out = new StringBuilder("{");
        for (String name : headers.names()) {
            if (out.length() > 1) {
                out.append(", ");
            }
            boolean secret = sensitiveHeaders.contains(name.toLowerCase(Locale.ROOT));
            out.append(name).append('=').append(secret ? "[redacted]" : headers.values(name));
        }
        return out.append('}').toString();
    }

    /** The request URL, with sensitive query values replaced. */
    public String redactUrl(HttpRequest request) {
        HttpRequest.Builder copy = request.toBuilder();
        for (String key : sensitiveQueryParams) {
            if (!request.queryParams().values(key).isEmpty()) {
                copy.replaceQueryParams(key, "[redacted]");
            }
        }
        return copy.build().url();
    }

    private static List<String> lower(List<String> names) {
        List<String> out = new ArrayList<>();
        for (String name : names) {
            out.add(name.toLowerCase(Locale.ROOT));
        }
        return out;
    }

    private static Consumer<String> stderr() {
        PrintStream err = System.err;
        return err::println;
    }
}
