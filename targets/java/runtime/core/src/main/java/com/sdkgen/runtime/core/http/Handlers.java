package com.sdkgen.runtime.core.http;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.sdkgen.runtime.core.JsonMissing;
import com.sdkgen.runtime.core.JsonString;
import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.errors.Exceptions;
import com.sdkgen.runtime.errors.SseException;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** Turns responses into values or exceptions; the generated services compose them. */
public final class Handlers {
    private Handlers() {}

    /**
     * Passes a 1xx-3xx response through; reads and closes any other and throws the service
     * exception for its status. {@code messageProperty} names the body property holding the error
     * message ({@code errors.message_property}), or is empty.
     */
    public static HttpResponse.Handler<HttpResponse> errors(
            JsonMapper jsonMapper, String messageProperty) {
        return response -> {
            if (response.statusCode() < 400) {
                return response;
            }
            JsonValue body;
            try {
                body = readBody(jsonMapper, response);
            } finally {
                response.close();
            }
            String message = "";
            if (!messageProperty.isEmpty()) {
                message =
                        body.asObject()
                                .flatMap(
                                        o ->
                                                o.containsKey(messageProperty)
                                                        ? o.get(messageProperty).asString()
                                                        : java.util.Optional.<String>empty())
                                .orElse("");
            }
            int status = response.statusCode();
            throw Exceptions.forStatus(status, response.headers(), body, message);
        };
    }

    /**
     * The body as JSON; a body that is not JSON becomes a JSON string, an empty one {@link
     * JsonMissing}.
     */
    public static JsonValue readBody(JsonMapper jsonMapper, HttpResponse response) {
        byte[] bytes = readAll(response.body());
        if (bytes.length == 0) {
            return JsonMissing.of();
        }
        try {
            return JsonValue.fromJsonNode(jsonMapper.readTree(bytes));
        } catch (IOException e) {
            return JsonString.of(new String(bytes, StandardCharsets.UTF_8));
        }
    }

    /** Reads the body as {@code type} and closes the response. */
    public static <T> HttpResponse.Handler<T> json(JsonMapper jsonMapper, Class<T> type) {
        return json(jsonMapper, jsonMapper.constructType(type));
    }

    /** Reads the body as a generic {@code type} and closes the response. */
    public static <T> HttpResponse.Handler<T> json(JsonMapper jsonMapper, TypeReference<T> type) {
        return json(jsonMapper, jsonMapper.constructType(type));
    }

    private static <T> HttpResponse.Handler<T> json(JsonMapper jsonMapper, JavaType type) {
        return response -> {
            try (HttpResponse closing = response) {
                byte[] bytes = readAll(closing.body());
                if (bytes.length == 0 && type.hasRawClass(JsonValue.class)) {
                    @SuppressWarnings("unchecked")
                    T missing = (T) JsonMissing.of();
                    return missing;
                }
                return jsonMapper.readValue(bytes, type);
            } catch (IOException e) {
                throw Exceptions.invalidData("Error reading response", e);
            }
        };
    }

    /** The body as UTF-8 text. */
    public static HttpResponse.Handler<String> string() {
        return response -> {
            try (HttpResponse closing = response) {
                return new String(readAll(closing.body()), StandardCharsets.UTF_8);
            }
        };
    }

    /** Discards the body. */
    public static HttpResponse.Handler<Void> empty() {
        return response -> {
            response.close();
            return null;
        };
    }

    /** Hands the response over unread (binary downloads); the caller closes it. */
    public static HttpResponse.Handler<HttpResponse> raw() {
        return response -> response;
    }

    /** Also runs {@code validator} on the value when {@code validate} is set. */
    public static <T> HttpResponse.Handler<T> validating(
            HttpResponse.Handler<T> handler, boolean validate, Consumer<? super T> validator) {
        return response -> {
            T value = handler.handle(response);
            if (validate && value != null) {
                validator.accept(value);
            }
            return value;
        };
    }

    /**
     * Checks the status now and returns the raw response, whose {@code parse()} runs {@code
     * handler} on first use.
     */
    public static <T> HttpResponseFor<T> parseable(
            HttpResponse response,
            HttpResponse.Handler<HttpResponse> errorHandler,
            HttpResponse.Handler<T> handler) {
        HttpResponse checked = errorHandler.handle(response);
        return HttpResponseFor.of(checked, handler::handle);
    }

    /** The body as server-sent events. */
    public static HttpResponse.Handler<StreamResponse<SseMessage>> sse() {
        return response -> {
            BufferedReader reader =
                    new BufferedReader(
                            new InputStreamReader(response.body(), StandardCharsets.UTF_8));
            return streamResponse(new SseParser(reader), response);
        };
    }

    /**
     * The body as server-sent events whose data is JSON of {@code type}: {@code data: [DONE]} ends
     * the stream and an {@code error} event throws {@link SseException}, whose message is the event
     * data's {@code message} property, or else the data itself.
     */
    public static <T> HttpResponse.Handler<StreamResponse<T>> sseJson(
            JsonMapper jsonMapper, Class<T> type) {
        return sseJson(jsonMapper, type, "message");
    }

    /** {@link #sseJson(JsonMapper, Class)} with sdkgen.yml's {@code errors.message_property}. */
    public static <T> HttpResponse.Handler<StreamResponse<T>> sseJson(
            JsonMapper jsonMapper, Class<T> type, String messageProperty) {
        return response -> {
            BufferedReader reader =
                    new BufferedReader(
                            new InputStreamReader(response.body(), StandardCharsets.UTF_8));
            Iterator<T> items =
                    new SseJsonIterator<>(
                            new SseParser(reader), jsonMapper, type, response, messageProperty);
            return streamResponse(items, response);
        };
    }

    private static <T> StreamResponse<T> streamResponse(Iterator<T> items, HttpResponse response) {
        return new StreamResponse<T>() {
            private boolean streamed;

            @Override
            public synchronized Stream<T> stream() {
                if (streamed) {
                    throw new IllegalStateException("the stream can be consumed only once");
                }
                streamed = true;
                return StreamSupport.stream(
                                Spliterators.spliteratorUnknownSize(items, Spliterator.ORDERED),
                                false)
                        .onClose(response::close);
            }

            @Override
            public void close() {
                response.close();
            }
        };
    }

    private static final class SseJsonIterator<T> implements Iterator<T> {
        private final SseParser messages;
        private final JsonMapper jsonMapper;
        private final Class<T> type;
        private final HttpResponse response;
        private final String messageProperty;
        private T next;
        private boolean done;

        SseJsonIterator(
                SseParser messages,
                JsonMapper jsonMapper,
                Class<T> type,
                HttpResponse response,
                String messageProperty) {
            this.messageProperty = messageProperty;
            this.messages = messages;
            this.jsonMapper = jsonMapper;
            this.type = type;
            this.response = response;
        }

        @Override
        public boolean hasNext() {
            while (next == null && !done) {
                if (!messages.hasNext()) {
                    done = true;
                    break;
                }
                SseMessage message = messages.next();
                if (message.data().startsWith("[DONE]")) {
                    done = true;
                    break;
                }
                if (message.event().filter("error"::equals).isPresent()) {
                    done = true;
                    throw errorEvent(message.data());
                }
                if (message.data().isEmpty()) {
                    continue;
                }
                next = parse(message.data(), type);
            }
            return next != null;
        }

        private SseException errorEvent(String data) {
            JsonValue body;
            try {
                body = JsonValue.fromJsonNode(jsonMapper.readTree(data));
            } catch (IOException e) {
                body = JsonString.of(data);
            }
            String message =
                    body.asObject()
                            .map(o -> o.get(messageProperty))
                            .flatMap(JsonValue::asString)
                            .orElse(data);
            return new SseException(response.statusCode(), response.headers(), body, message);
        }

        private <R> R parse(String data, Class<R> as) {
            try {
                return jsonMapper.readValue(data, as);
            } catch (IOException e) {
                throw Exceptions.invalidData("Error reading an event of the stream", e);
            }
        }

        @Override
        public T next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            T item = next;
            next = null;
            return item;
        }
    }

    static byte[] readAll(InputStream in) {
        try (InputStream closing = in) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            int n;
            while ((n = closing.read(buffer)) != -1) {
                out.write(buffer, 0, n);
            }
            return out.toByteArray();
        } catch (UncheckedIOException e) {
            throw Exceptions.io("the response body could not be read", e);
        } catch (IOException e) {
            throw Exceptions.io("the response body could not be read", e);
        }
    }
}
