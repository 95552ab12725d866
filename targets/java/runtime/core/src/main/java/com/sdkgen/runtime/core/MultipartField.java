package com.sdkgen.runtime.core;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A part of a multipart/form-data body: a value (text, number, boolean, {@code byte[]}, {@link
 * InputStream}, {@link Path}, list, map or model) with an optional filename and content type.
 */
public final class MultipartField<T> {
    private final T value;
    private final String filename;
    private final String contentType;

    private MultipartField(T value, String filename, String contentType) {
        this.value = value;
        this.filename = filename;
        this.contentType = contentType;
    }

    public static <T> MultipartField<T> of(T value) {
        return MultipartField.<T>builder().value(value).build();
    }

    public static <T> Builder<T> builder() {
        return new Builder<>();
    }

    /** The value; null leaves the part out. */
    public Optional<T> value() {
        return Optional.ofNullable(value);
    }

    /** The filename: set explicitly, or the file name of a {@link Path} value. */
    public Optional<String> filename() {
        if (filename != null) {
            return Optional.of(filename);
        }
        if (value instanceof Path && ((Path) value).getFileName() != null) {
            return Optional.of(((Path) value).getFileName().toString());
        }
        return Optional.empty();
    }

    /** The content type: set explicitly, else text for scalars and octet-stream for bytes. */
    public String contentType() {
        if (contentType != null) {
            return contentType;
        }
        boolean binary =
                value instanceof byte[] || value instanceof InputStream || value instanceof Path;
        return binary ? "application/octet-stream" : "text/plain; charset=utf-8";
    }

    public Builder<T> toBuilder() {
        return new Builder<T>().value(value).filename(filename).contentType(contentType);
    }

    public static final class Builder<T> {
        private T value;
        private String filename;
        private String contentType;

        private Builder() {}

        public Builder<T> value(T value) {
            this.value = value;
            return this;
        }

        public Builder<T> filename(String filename) {
            this.filename = filename;
            return this;
        }

        public Builder<T> contentType(String contentType) {
            this.contentType = contentType;
            return this;
        }

        public MultipartField<T> build() {
            return new MultipartField<>(value, filename, contentType);
        }
    }
}
