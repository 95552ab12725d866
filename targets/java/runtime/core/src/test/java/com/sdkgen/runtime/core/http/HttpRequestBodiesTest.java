package com.sdkgen.runtime.core.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.sdkgen.runtime.core.MultipartField;
import com.sdkgen.runtime.core.ObjectMappers;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

class HttpRequestBodiesTest {

    private static String write(HttpRequestBody body) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        body.writeTo(out);
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }

    @Test
    void multipartPartsFromTextBytesListsMapsAndFiles(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("notes.txt");
        Files.write(file, "file body".getBytes(StandardCharsets.UTF_8));
        Map<String, MultipartField<?>> fields = new LinkedHashMap<>();
        fields.put("name", MultipartField.of("Alice"));
        fields.put(
                "bytes",
                MultipartField.builder().value(new byte[] {'h', 'i'}).filename("b.bin").build());
        fields.put("tags", MultipartField.of(Arrays.asList("x", "y")));
        fields.put("meta", MultipartField.of(java.util.Collections.singletonMap("k", "v")));
        fields.put("file", MultipartField.of(file));
        fields.put("absent", MultipartField.builder().value(null).build());

        HttpRequestBody body =
                HttpRequestBodies.multipartFormData(ObjectMappers.jsonMapper(), fields);
        String boundary = body.contentType().substring("multipart/form-data; boundary=".length());
        String text = write(body);

        String expected =
                part(boundary, "name=\"name\"", "text/plain; charset=utf-8", "Alice")
                        + part(
                                boundary,
                                "name=\"bytes\"; filename=\"b.bin\"",
                                "application/octet-stream",
                                "hi")
                        + part(boundary, "name=\"tags\"", "text/plain; charset=utf-8", "x")
                        + part(boundary, "name=\"tags\"", "text/plain; charset=utf-8", "y")
                        + part(boundary, "name=\"meta[k]\"", "text/plain; charset=utf-8", "v")
                        + part(
                                boundary,
                                "name=\"file\"; filename=\"notes.txt\"",
                                "application/octet-stream",
                                "file body")
                        + "--"
                        + boundary
                        + "--\r\n";
        assertThat(text).isEqualTo(expected);
        assertThat(body.contentLength()).isEqualTo(text.getBytes(StandardCharsets.UTF_8).length);
        assertThat(body.repeatable()).isTrue();
        assertThat(write(body)).isEqualTo(text);
    }

    private static String part(String boundary, String disposition, String type, String content) {
        return "--"
                + boundary
                + "\r\nContent-Disposition: form-data; "
                + disposition
                + "\r\nContent-Type: "
                + type
                + "\r\n\r\n"
                + content
                + "\r\n";
    }

    @Test
    void streamsAreOneShotWithUnknownLength() throws IOException {
        Map<String, MultipartField<?>> fields = new LinkedHashMap<>();
        fields.put(
                "data",
                MultipartField.of(
                        new BufferedInputStream(new ByteArrayInputStream(new byte[] {'z'}))));
        fields.put("copy", MultipartField.of(new ByteArrayInputStream(new byte[] {'c'})));

        HttpRequestBody body =
                HttpRequestBodies.multipartFormData(ObjectMappers.jsonMapper(), fields);

        assertThat(body.repeatable()).isFalse();
        assertThat(body.contentLength()).isEqualTo(-1);
        assertThat(write(body)).contains("\r\n\r\nz\r\n").contains("\r\n\r\nc\r\n");
    }

    @Test
    void namesAndFilenamesAreQuoted() throws IOException {
        Map<String, MultipartField<?>> fields = new LinkedHashMap<>();
        fields.put("a\nb", MultipartField.builder().value("v").filename("x\r\"y").build());

        String text =
                write(HttpRequestBodies.multipartFormData(ObjectMappers.jsonMapper(), fields));

        assertThat(text).contains("name=\"a%0Ab\"; filename=\"x%0D%22y\"");
    }

    @Test
    void jsonBodies() throws IOException {
        HttpRequestBody body =
                HttpRequestBodies.json(
                        ObjectMappers.jsonMapper(), java.util.Collections.singletonMap("a", null));

        assertThat(body.contentType()).isEqualTo("application/json");
        assertThat(write(body)).isEqualTo("{\"a\":null}");
        assertThat(body.repeatable()).isTrue();
    }
}
