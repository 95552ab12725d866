package com.sdkgen.runtime.core.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.sdkgen.runtime.core.JsonValue;
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

    @Test
    void multipartListsFollowTheArrayFormat() throws IOException {
        Map<String, String> formats = new LinkedHashMap<>();
        formats.put("repeat", "name=\"tags\"|name=\"tags\"");
        formats.put("indices", "name=\"tags[0]\"|name=\"tags[1]\"");
        formats.put("brackets", "name=\"tags[]\"|name=\"tags[]\"");
        formats.put("comma", "name=\"tags\"");
        for (Map.Entry<String, String> format : formats.entrySet()) {
            Map<String, MultipartField<?>> fields = new LinkedHashMap<>();
            fields.put("tags", MultipartField.of(JsonValue.from(Arrays.asList("a", "b"))));
            String text =
                    write(
                            HttpRequestBodies.multipartFormData(
                                    ObjectMappers.jsonMapper(), fields, format.getKey()));
            String[] names = format.getValue().split("\\|");
            assertThat(text.split("Content-Disposition: form-data; ").length - 1)
                    .as(format.getKey())
                    .isEqualTo(names.length);
            for (String name : names) {
                assertThat(text).as(format.getKey()).contains(name);
            }
            if (format.getKey().equals("comma")) {
                assertThat(text).contains("\r\n\r\na,b\r\n");
            }
        }
    }

    @Test
    void multipartFieldsInsideListsKeepTheirFilenames() throws IOException {
        Map<String, MultipartField<?>> fields = new LinkedHashMap<>();
        fields.put(
                "files",
                MultipartField.of(
                        Arrays.<MultipartField<?>>asList(
                                MultipartField.builder()
                                        .value(new byte[] {'1'})
                                        .filename("one.txt")
                                        .contentType("text/plain")
                                        .build())));

        String text =
                write(
                        HttpRequestBodies.multipartFormData(
                                ObjectMappers.jsonMapper(), fields, "indices"));

        assertThat(text)
                .contains("name=\"files[0]\"; filename=\"one.txt\"\r\nContent-Type: text/plain");
    }

    @Test
    void formBodiesEncodeNestedValuesAsQueryParams() throws IOException {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("name", "a b&c");
        value.put("owner", java.util.Collections.singletonMap("id", 7));
        value.put("tags", Arrays.asList("x", "y"));
        value.put("absent", null);

        HttpRequestBody body =
                HttpRequestBodies.form(value, new QueryEncoder("brackets", "repeat"));

        assertThat(body.contentType()).isEqualTo("application/x-www-form-urlencoded");
        assertThat(write(body)).isEqualTo("name=a+b%26c&owner%5Bid%5D=7&tags=x&tags=y");
    }

    @Test
    void textAndBinaryBodies() throws IOException {
        assertThat(write(HttpRequestBodies.text("héllo", "text/plain"))).isEqualTo("héllo");
        assertThat(write(HttpRequestBodies.text(42L, "text/plain"))).isEqualTo("42");
        assertThat(HttpRequestBodies.text(null, "text/plain")).isNull();
        assertThat(HttpRequestBodies.binary(null, "application/pdf")).isNull();
        assertThat(HttpRequestBodies.form(null, new QueryEncoder("brackets", "comma"))).isNull();

        ByteArrayInputStream memory = new ByteArrayInputStream(new byte[] {'m'});
        HttpRequestBody inMemory = HttpRequestBodies.binary(memory, "application/pdf");
        assertThat(inMemory.repeatable()).isTrue();
        assertThat(inMemory.contentType()).isEqualTo("application/pdf");
        assertThat(write(inMemory)).isEqualTo("m");
        assertThat(write(HttpRequestBodies.binary(memory, "application/pdf"))).isEqualTo("m");

        HttpRequestBody stream =
                HttpRequestBodies.binary(
                        new BufferedInputStream(new ByteArrayInputStream(new byte[] {'s'})),
                        "application/octet-stream");
        assertThat(stream.repeatable()).isFalse();
        assertThat(stream.contentLength()).isEqualTo(-1);
        assertThat(write(stream)).isEqualTo("s");
    }
}
