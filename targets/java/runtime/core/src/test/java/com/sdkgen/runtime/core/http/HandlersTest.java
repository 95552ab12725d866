package com.sdkgen.runtime.core.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.type.TypeReference;
import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.ObjectMappers;
import com.sdkgen.runtime.errors.SdkgenInvalidDataException;
import com.sdkgen.runtime.errors.SseException;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

class HandlersTest {

    @Test
    void jsonReadsAndClosesTheBody() {
        FakeHttpClient.FakeResponse response =
                new FakeHttpClient.FakeResponse(200, "{\"a\":[1,2]}");

        Map<String, List<Integer>> value =
                Handlers.json(
                                ObjectMappers.jsonMapper(),
                                new TypeReference<Map<String, List<Integer>>>() {})
                        .handle(response);

        assertThat(value).isEqualTo(Collections.singletonMap("a", Arrays.asList(1, 2)));
        assertThat(response.closed).isTrue();
    }

    @Test
    void unreadableJsonIsInvalidData() {
        assertThatThrownBy(
                        () ->
                                Handlers.json(ObjectMappers.jsonMapper(), Map.class)
                                        .handle(new FakeHttpClient.FakeResponse(200, "{oops")))
                .isInstanceOf(SdkgenInvalidDataException.class);
    }

    @Test
    void parseableChecksTheStatusNowAndParsesLaterOnce() {
        FakeHttpClient.FakeResponse response =
                new FakeHttpClient.FakeResponse(200, "\"hi\"", "x-request-id", "req_9");
        int[] calls = {0};

        HttpResponseFor<String> raw =
                Handlers.parseable(
                        response,
                        Handlers.errors(ObjectMappers.jsonMapper(), ""),
                        r -> {
                            calls[0]++;
                            return Handlers.json(ObjectMappers.jsonMapper(), String.class)
                                    .handle(r);
                        });

        assertThat(calls[0]).isZero();
        assertThat(raw.statusCode()).isEqualTo(200);
        assertThat(raw.requestId()).contains("req_9");
        assertThat(raw.parse()).isEqualTo("hi");
        assertThat(raw.parse()).isEqualTo("hi");
        assertThat(calls[0]).isEqualTo(1);
    }

    @Test
    void validatingRunsTheValidatorOnlyWhenAsked() {
        int[] validated = {0};
        HttpResponse.Handler<String> handler = r -> "v";

        Handlers.validating(handler, false, v -> validated[0]++).handle(null);
        Handlers.validating(handler, true, v -> validated[0]++).handle(null);

        assertThat(validated[0]).isEqualTo(1);
    }

    @Test
    void parsesServerSentEvents() {
        String body =
                ": a comment\n"
                        + "event: greeting\n"
                        + "id: 7\n"
                        + "retry: 1500\n"
                        + "data: first line\n"
                        + "data:second line\n"
                        + "\n"
                        + "data: {\"n\":1}\n"
                        + "\n"
                        + "data: tail without a blank line";

        List<SseMessage> messages;
        try (StreamResponse<SseMessage> stream =
                Handlers.sse().handle(new FakeHttpClient.FakeResponse(200, body))) {
            messages = stream.stream().collect(Collectors.toList());
        }

        assertThat(messages)
                .containsExactly(
                        new SseMessage("greeting", "first line\nsecond line", "7", 1500L),
                        new SseMessage(null, "{\"n\":1}", null, null),
                        new SseMessage(null, "tail without a blank line", null, null));
    }

    @Test
    void jsonEventsStopAtDone() {
        String body = "data: {\"n\":1}\n\ndata: {\"n\":2}\n\ndata: [DONE]\n\ndata: {\"n\":3}\n\n";
        FakeHttpClient.FakeResponse response = new FakeHttpClient.FakeResponse(200, body);

        List<JsonValue> items;
        try (StreamResponse<JsonValue> stream =
                Handlers.sseJson(ObjectMappers.jsonMapper(), JsonValue.class).handle(response)) {
            items = stream.stream().collect(Collectors.toList());
        }

        assertThat(items)
                .containsExactly(
                        JsonValue.from(Collections.singletonMap("n", 1)),
                        JsonValue.from(Collections.singletonMap("n", 2)));
        assertThat(response.closed).isTrue();
    }

    @Test
    void anErrorEventThrows() {
        String body = "data: {\"n\":1}\n\nevent: error\ndata: {\"message\":\"overloaded\"}\n\n";

        StreamResponse<JsonValue> stream =
                Handlers.sseJson(ObjectMappers.jsonMapper(), JsonValue.class)
                        .handle(new FakeHttpClient.FakeResponse(200, body));

        assertThatThrownBy(() -> stream.stream().collect(Collectors.toList()))
                .isInstanceOf(SseException.class)
                .hasMessage("overloaded")
                .satisfies(
                        e ->
                                assertThat(((SseException) e).body().toString())
                                        .contains("overloaded"));
    }

    @Test
    void aStreamIsConsumedOnce() {
        StreamResponse<SseMessage> stream =
                Handlers.sse().handle(new FakeHttpClient.FakeResponse(200, "data: x\n\n"));
        stream.stream().count();

        assertThatThrownBy(stream::stream).isInstanceOf(IllegalStateException.class);
    }
}
