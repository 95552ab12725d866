package com.sdkgen.runtime.core.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.sdkgen.runtime.core.JsonMissing;
import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.MultipartField;
import com.sdkgen.runtime.errors.Exceptions;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Request bodies: JSON and multipart/form-data. */
public final class HttpRequestBodies {
    private HttpRequestBodies() {}

    /** {@code value} as JSON (models, maps, lists, {@link JsonValue}s). */
    public static HttpRequestBody json(JsonMapper jsonMapper, Object value) {
        try {
            return bytes(jsonMapper.writeValueAsBytes(value), "application/json");
        } catch (JsonProcessingException e) {
            throw Exceptions.sdk("the request body cannot be written as JSON", e);
        }
    }

    /** Raw bytes with a content type (e.g. an octet-stream upload). */
    public static HttpRequestBody bytes(byte[] content, String contentType) {
        return new HttpRequestBody() {
            @Override
            public void writeTo(OutputStream outputStream) throws IOException {
                outputStream.write(content);
            }

            @Override
            public String contentType() {
                return contentType;
            }

            @Override
            public long contentLength() {
                return content.length;
            }

            @Override
            public boolean repeatable() {
                return true;
            }

            @Override
            public void close() {}
        };
    }

    /**
     * A multipart/form-data body. Null values, empty lists and empty maps add no part; a list adds
     * one part per item under the same name; a map adds {@code name[key]} parts; a model (or
     * anything else) is written as JSON. A non-{@link ByteArrayInputStream} input stream makes the
     * body one-shot: it cannot be retried.
     */
    public static HttpRequestBody multipartFormData(
            JsonMapper jsonMapper, Map<String, MultipartField<?>> fields) {
        String boundary = UUID.randomUUID().toString();
        List<Part> parts = new ArrayList<>();
        for (Map.Entry<String, MultipartField<?>> field : fields.entrySet()) {
            MultipartField<?> f = field.getValue();
            addParts(
                    jsonMapper,
                    parts,
                    field.getKey(),
                    f.value().orElse(null),
                    f.filename().orElse(null),
                    f.contentType());
        }
        return new MultipartBody(boundary, parts);
    }

    private static void addParts(
            JsonMapper jsonMapper,
            List<Part> parts,
            String name,
            Object value,
            String filename,
            String contentType) {
        if (value == null || value instanceof JsonMissing) {
            return;
        }
        // A Path is an Iterable of its own names: it is a file, not a list.
        if (value instanceof Iterable && !(value instanceof Path)) {
            for (Object item : (Iterable<?>) value) {
                addParts(jsonMapper, parts, name, item, filename, contentType);
            }
            return;
        }
        if (value instanceof Map) {
            for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
                addParts(
                        jsonMapper,
                        parts,
                        name + "[" + e.getKey() + "]",
                        e.getValue(),
                        filename,
                        contentType);
            }
            return;
        }
        String partFilename = filename;
        if (partFilename == null && value instanceof Path && ((Path) value).getFileName() != null) {
            partFilename = ((Path) value).getFileName().toString();
        }
        parts.add(new Part(name, partFilename, contentType, content(jsonMapper, value)));
    }

    private static Content content(JsonMapper jsonMapper, Object value) {
        if (value instanceof byte[]) {
            return Content.bytes((byte[]) value);
        }
        if (value instanceof ByteArrayInputStream) {
            ByteArrayInputStream stream = (ByteArrayInputStream) value;
            byte[] data = new byte[stream.available()];
            int read = stream.read(data, 0, data.length);
            return Content.bytes(
                    read == data.length ? data : java.util.Arrays.copyOf(data, Math.max(read, 0)));
        }
        if (value instanceof InputStream) {
            return Content.stream((InputStream) value);
        }
        if (value instanceof Path) {
            return Content.path((Path) value);
        }
        if (value instanceof String || value instanceof Number || value instanceof Boolean) {
            return Content.bytes(value.toString().getBytes(StandardCharsets.UTF_8));
        }
        if (value instanceof JsonValue) {
            JsonValue json = (JsonValue) value;
            if (json.asString().isPresent()) {
                return Content.bytes(json.asString().get().getBytes(StandardCharsets.UTF_8));
            }
        }
        try {
            return Content.bytes(jsonMapper.writeValueAsBytes(value));
        } catch (JsonProcessingException e) {
            throw Exceptions.sdk("a multipart field cannot be written", e);
        }
    }

    /** Quotes a name or filename: newline, carriage return and quote are percent-encoded. */
    private static String quote(String text) {
        return text.replace("\n", "%0A").replace("\r", "%0D").replace("\"", "%22");
    }

    private static final class Part {
        final byte[] head;
        final Content content;

        Part(String name, String filename, String contentType, Content content) {
            StringBuilder head = new StringBuilder("Content-Disposition: form-data; name=\"");
            head.append(quote(name)).append('"');
            if (filename != null) {
                head.append("; filename=\"").append(quote(filename)).append('"');
            }
            head.append("\r\nContent-Type: ").append(contentType).append("\r\n\r\n");
            this.head = head.toString().getBytes(StandardCharsets.UTF_8);
            this.content = content;
        }
    }

    /** Part content: in memory, a file (reopened on each write) or a one-shot stream. */
    private static final class Content {
        final byte[] bytes;
        final Path path;
        final InputStream stream;

        private Content(byte[] bytes, Path path, InputStream stream) {
            this.bytes = bytes;
            this.path = path;
            this.stream = stream;
        }

        static Content bytes(byte[] bytes) {
            return new Content(bytes, null, null);
        }

        static Content path(Path path) {
            return new Content(null, path, null);
        }

        static Content stream(InputStream stream) {
            return new Content(null, null, stream);
        }

        long length() {
            if (bytes != null) {
                return bytes.length;
            }
            if (path != null) {
                try {
                    return Files.size(path);
                } catch (IOException e) {
                    return -1;
                }
            }
            return -1;
        }

        void writeTo(OutputStream out) throws IOException {
            if (bytes != null) {
                out.write(bytes);
            } else if (path != null) {
                Files.copy(path, out);
            } else {
                copy(stream, out);
            }
        }

        void close() {
            if (stream != null) {
                try {
                    stream.close();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
    }

    private static void copy(InputStream in, OutputStream out) throws IOException {
        byte[] buffer = new byte[8192];
        int n;
        while ((n = in.read(buffer)) != -1) {
            out.write(buffer, 0, n);
        }
    }

    private static final class MultipartBody implements HttpRequestBody {
        private final String boundary;
        private final List<Part> parts;

        MultipartBody(String boundary, List<Part> parts) {
            this.boundary = boundary;
            this.parts = parts;
        }

        @Override
        public void writeTo(OutputStream out) throws IOException {
            for (Part part : parts) {
                out.write(("--" + boundary + "\r\n").getBytes(StandardCharsets.UTF_8));
                out.write(part.head);
                part.content.writeTo(out);
                out.write("\r\n".getBytes(StandardCharsets.UTF_8));
            }
            out.write(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public String contentType() {
            return "multipart/form-data; boundary=" + boundary;
        }

        @Override
        public long contentLength() {
            long total = 0;
            int delimiter = ("--" + boundary + "\r\n").getBytes(StandardCharsets.UTF_8).length;
            for (Part part : parts) {
                long length = part.content.length();
                if (length < 0) {
                    return -1;
                }
                total += delimiter + part.head.length + length + 2;
            }
            return total + ("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8).length;
        }

        @Override
        public boolean repeatable() {
            for (Part part : parts) {
                if (part.content.stream != null) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public void close() {
            Iterator<Part> it = parts.iterator();
            while (it.hasNext()) {
                it.next().content.close();
            }
        }
    }
}
