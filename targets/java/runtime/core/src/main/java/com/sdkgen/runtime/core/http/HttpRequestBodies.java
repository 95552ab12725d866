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
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Request bodies: JSON, form, multipart/form-data, text and binary. */
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

    /**
     * {@code value} (a model, map or {@link JsonValue} object) as an
     * application/x-www-form-urlencoded body, its nested objects and arrays written by {@code
     * encoder} as query params are; null (no body) for a null value.
     */
    public static HttpRequestBody form(Object value, QueryEncoder encoder) {
        if (value == null) {
            return null;
        }
        QueryParams.Builder fields = QueryParams.builder();
        JsonValue json = JsonValue.from(value);
        for (Map.Entry<String, JsonValue> field :
                json.asObject().orElse(Collections.<String, JsonValue>emptyMap()).entrySet()) {
            encoder.put(fields, field.getKey(), field.getValue());
        }
        String encoded =
                HttpRequest.builder()
                        .method(HttpMethod.POST)
                        .baseUrl("")
                        .queryParams(fields.build())
                        .build()
                        .url();
        byte[] content =
                (encoded.startsWith("?") ? encoded.substring(1) : encoded)
                        .getBytes(StandardCharsets.UTF_8);
        return bytes(content, "application/x-www-form-urlencoded");
    }

    /** A value as text (its string form) in UTF-8; null (no body) for a null value. */
    public static HttpRequestBody text(Object value, String contentType) {
        if (value == null) {
            return null;
        }
        return bytes(String.valueOf(value).getBytes(StandardCharsets.UTF_8), contentType);
    }

    /**
     * A binary upload: in memory (retried as is) for a {@link ByteArrayInputStream}, else one-shot
     * (it cannot be retried); null (no body) for a null stream.
     */
    public static HttpRequestBody binary(InputStream stream, String contentType) {
        if (stream == null) {
            return null;
        }
        if (stream instanceof ByteArrayInputStream) {
            return bytes(Content.read((ByteArrayInputStream) stream), contentType);
        }
        return new HttpRequestBody() {
            @Override
            public void writeTo(OutputStream outputStream) throws IOException {
                copy(stream, outputStream);
            }

            @Override
            public String contentType() {
                return contentType;
            }

            @Override
            public long contentLength() {
                return -1;
            }

            @Override
            public boolean repeatable() {
                return false;
            }

            @Override
            public void close() {
                try {
                    stream.close();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
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
        return multipartFormData(jsonMapper, fields, "repeat");
    }

    /**
     * A multipart/form-data body whose lists (also JSON arrays) are written as sdkgen.yml's {@code
     * multipart_settings.array_format} says: {@code repeat} ({@code a} per item), {@code indices}
     * ({@code a[0]}), {@code brackets} ({@code a[]}) or {@code comma} (one {@code a} part joining
     * the items).
     */
    public static HttpRequestBody multipartFormData(
            JsonMapper jsonMapper, Map<String, MultipartField<?>> fields, String arrayFormat) {
        String boundary = UUID.randomUUID().toString();
        PartWriter writer = new PartWriter(jsonMapper, arrayFormat);
        for (Map.Entry<String, MultipartField<?>> field : fields.entrySet()) {
            MultipartField<?> f = field.getValue();
            writer.add(
                    field.getKey(),
                    f.value().orElse(null),
                    f.filename().orElse(null),
                    f.contentType());
        }
        return new MultipartBody(boundary, writer.parts);
    }

    /** Turns field values into parts: lists by the array format, maps as {@code name[key]}. */
    private static final class PartWriter {
        final JsonMapper jsonMapper;
        final String arrayFormat;
        final List<Part> parts = new ArrayList<>();

        PartWriter(JsonMapper jsonMapper, String arrayFormat) {
            this.jsonMapper = jsonMapper;
            this.arrayFormat = arrayFormat;
        }

        void add(String name, Object value, String filename, String contentType) {
            Object plain = unwrap(value);
            if (plain == null) {
                return;
            }
            if (plain instanceof MultipartField) {
                MultipartField<?> field = (MultipartField<?>) plain;
                add(
                        name,
                        field.value().orElse(null),
                        field.filename().orElse(null),
                        field.contentType());
                return;
            }
            // A Path is an Iterable of its own names: it is a file, not a list.
            if (plain instanceof Iterable && !(plain instanceof Path)) {
                addList(name, (Iterable<?>) plain, filename, contentType);
                return;
            }
            if (plain instanceof Map) {
                for (Map.Entry<?, ?> e : ((Map<?, ?>) plain).entrySet()) {
                    add(name + "[" + e.getKey() + "]", e.getValue(), filename, contentType);
                }
                return;
            }
            addParts(jsonMapper, parts, name, plain, filename, contentType);
        }

        private void addList(String name, Iterable<?> items, String filename, String contentType) {
            if (arrayFormat.equals("comma")) {
                List<String> scalars = new ArrayList<>();
                for (Object item : items) {
                    Object plain = unwrap(item);
                    if (plain instanceof String
                            || plain instanceof Number
                            || plain instanceof Boolean) {
                        scalars.add(plain.toString());
                    } else if (plain != null) {
                        scalars = null;
                        break;
                    }
                }
                if (scalars != null) {
                    if (!scalars.isEmpty()) {
                        add(name, String.join(",", scalars), filename, contentType);
                    }
                    return;
                }
            }
            int index = 0;
            for (Object item : items) {
                String itemName = name;
                if (arrayFormat.equals("indices")) {
                    itemName = name + "[" + index + "]";
                } else if (arrayFormat.equals("brackets")) {
                    itemName = name + "[]";
                }
                add(itemName, item, filename, contentType);
                index++;
            }
        }

        /** JSON values as plain Java ones (lists, maps, scalars); null for null and missing. */
        private static Object unwrap(Object value) {
            if (!(value instanceof JsonValue)) {
                return value;
            }
            JsonValue json = (JsonValue) value;
            if (json.isNull() || json.isMissing()) {
                return null;
            }
            if (json.asArray().isPresent()) {
                return json.asArray().get();
            }
            if (json.asObject().isPresent()) {
                return json.asObject().get();
            }
            if (json.asString().isPresent()) {
                return json.asString().get();
            }
            return value;
        }
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
            return Content.bytes(Content.read((ByteArrayInputStream) value));
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

        /**
         * The whole content of an in-memory stream, from its start (its mark), so the same params
         * send the same bytes again.
         */
        static byte[] read(ByteArrayInputStream stream) {
            synchronized (stream) {
                stream.reset();
                byte[] data = new byte[stream.available()];
                int read = stream.read(data, 0, data.length);
                stream.reset();
                return read == data.length
                        ? data
                        : java.util.Arrays.copyOf(data, Math.max(read, 0));
            }
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
