package com.sdkgen.runtime.core;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * Timeouts of one attempt. {@code request} bounds the whole attempt (to response headers for
 * streams); {@code connect}, {@code read} and {@code write} bound its phases and default to it.
 */
public final class Timeout {
    private static final Duration DEFAULT_REQUEST = Duration.ofMinutes(1);

    private final Duration connect;
    private final Duration read;
    private final Duration write;
    private final Duration request;

    private Timeout(Duration connect, Duration read, Duration write, Duration request) {
        this.connect = connect;
        this.read = read;
        this.write = write;
        this.request = request;
    }

    /** The default: 60 s per attempt. */
    public static Timeout defaultTimeout() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        return new Builder().connect(connect).read(read).write(write).request(request);
    }

    public Duration connect() {
        return connect != null ? connect : request();
    }

    public Duration read() {
        return read != null ? read : request();
    }

    public Duration write() {
        return write != null ? write : request();
    }

    /** {@link Duration#ZERO} means no timeout. */
    public Duration request() {
        return request != null ? request : DEFAULT_REQUEST;
    }

    /** Fills what this timeout leaves unset from {@code base}. */
    public Timeout assign(Timeout base) {
        return new Timeout(
                connect != null ? connect : base.connect,
                read != null ? read : base.read,
                write != null ? write : base.write,
                request != null ? request : base.request);
    }

    Optional<Duration> explicitRequest() {
        return Optional.ofNullable(request);
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Timeout)) {
            return false;
        }
        Timeout that = (Timeout) other;
        return Objects.equals(connect, that.connect)
                && Objects.equals(read, that.read)
                && Objects.equals(write, that.write)
                && Objects.equals(request, that.request);
    }

    @Override
    public int hashCode() {
        return Objects.hash(connect, read, write, request);
    }

    @Override
    public String toString() {
        return "Timeout{connect="
                + connect()
                + ", read="
                + read()
                + ", write="
                + write()
                + ", request="
                + request()
                + "}";
    }

    public static final class Builder {
        private Duration connect;
        private Duration read;
        private Duration write;
        private Duration request;

        private Builder() {}

        public Builder connect(Duration connect) {
            this.connect = connect;
            return this;
        }

        public Builder read(Duration read) {
            this.read = read;
            return this;
        }

        public Builder write(Duration write) {
            this.write = write;
            return this;
        }

        public Builder request(Duration request) {
            this.request = request;
            return this;
        }

        public Timeout build() {
            return new Timeout(connect, read, write, request);
        }
    }
}
