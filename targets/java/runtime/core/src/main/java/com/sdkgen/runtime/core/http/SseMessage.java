package com.sdkgen.runtime.core.http;

import java.util.Objects;
import java.util.Optional;

/**
 * One server-sent event: {@code event}, {@code data} (lines joined with \n), {@code id}, {@code
 * retry}.
 */
public final class SseMessage {
    private final String event;
    private final String data;
    private final String id;
    private final Long retry;

    public SseMessage(String event, String data, String id, Long retry) {
        this.event = event;
        this.data = data;
        this.id = id;
        this.retry = retry;
    }

    public Optional<String> event() {
        return Optional.ofNullable(event);
    }

    public String data() {
        return data;
    }

    public Optional<String> id() {
        return Optional.ofNullable(id);
    }

    /** The reconnection time in milliseconds, when the event set one. */
    public Optional<Long> retry() {
        return Optional.ofNullable(retry);
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof SseMessage)) {
            return false;
        }
        SseMessage that = (SseMessage) other;
        return Objects.equals(event, that.event)
                && data.equals(that.data)
                && Objects.equals(id, that.id)
                && Objects.equals(retry, that.retry);
    }

    @Override
    public int hashCode() {
        return Objects.hash(event, data, id, retry);
    }

    @Override
    public String toString() {
        return "SseMessage{event="
                + event
                + ", data="
                + data
                + ", id="
                + id
                + ", retry="
                + retry
                + "}";
    }
}
