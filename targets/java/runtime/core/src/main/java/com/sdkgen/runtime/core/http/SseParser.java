package com.sdkgen.runtime.core.http;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * Reads server-sent events line by line: {@code field: value} lines ({@code event}, {@code data},
 * {@code id}, {@code retry}; one space after the colon is dropped), comments starting with {@code
 * :} ignored, several {@code data} lines joined with \n, an event dispatched on a blank line or at
 * the end of the body.
 */
public final class SseParser implements Iterator<SseMessage> {
    private final BufferedReader reader;
    private SseMessage next;
    private boolean done;

    public SseParser(BufferedReader reader) {
        this.reader = reader;
    }

    @Override
    public boolean hasNext() {
        if (next == null && !done) {
            next = read();
            done = next == null;
        }
        return next != null;
    }

    @Override
    public SseMessage next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        SseMessage message = next;
        next = null;
        return message;
    }

    private SseMessage read() {
        String event = null;
        String id = null;
        Long retry = null;
        StringBuilder data = null;
        try {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isEmpty()) {
                    if (data != null || event != null) {
                        return new SseMessage(
                                event, data == null ? "" : data.toString(), id, retry);
                    }
                    continue;
                }
                if (line.startsWith(":")) {
                    continue;
                }
                int colon = line.indexOf(':');
                String field = colon < 0 ? line : line.substring(0, colon);
                String value = colon < 0 ? "" : line.substring(colon + 1);
                if (value.startsWith(" ")) {
                    value = value.substring(1);
                }
                switch (field) {
                    case "event":
                        event = value;
                        break;
                    case "data":
                        data =
                                data == null
                                        ? new StringBuilder(value)
                                        : data.append('\n').append(value);
                        break;
                    case "id":
                        id = value;
                        break;
                    case "retry":
                        retry = parseRetry(value, retry);
                        break;
                    default:
                        break;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return data != null || event != null
                ? new SseMessage(event, data == null ? "" : data.toString(), id, retry)
                : null;
    }

    private static Long parseRetry(String value, Long previous) {
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            return previous;
        }
    }
}
