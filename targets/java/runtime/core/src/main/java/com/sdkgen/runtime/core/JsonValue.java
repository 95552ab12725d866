package com.sdkgen.runtime.core;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Any JSON value, including {@link JsonMissing}: the content of an off-schema property, or of a
 * typed property whose JSON had an unexpected shape.
 */
@JsonSerialize(using = JsonValue.Serializer.class)
@JsonDeserialize(using = JsonValue.Deserializer.class)
public abstract class JsonValue extends JsonField<Object> {

    static final Serializer SERIALIZER = new Serializer();

    JsonValue() {}

    /**
     * Converts plain Java data (null, booleans, numbers, strings, lists, maps, model objects) to
     * JSON.
     *
     * @throws IllegalArgumentException when {@code value} cannot be represented as JSON
     */
    public static JsonValue from(Object value) {
        if (value == null) {
            return JsonNull.of();
        }
        if (value instanceof JsonValue) {
            return (JsonValue) value;
        }
        return ObjectMappers.shared().convertValue(value, JsonValue.class);
    }

    static Optional<JsonValue> tryFrom(Object value) {
        try {
            return Optional.of(from(value));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Converts a Jackson tree. */
    public static JsonValue fromJsonNode(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return JsonMissing.of();
        }
        if (node.isNull()) {
            return JsonNull.of();
        }
        if (node.isBoolean()) {
            return JsonBoolean.of(node.booleanValue());
        }
        if (node.isNumber()) {
            return JsonNumber.of(node.numberValue());
        }
        if (node.isTextual()) {
            return JsonString.of(node.textValue());
        }
        if (node.isArray()) {
            List<JsonValue> values = new ArrayList<>();
            for (JsonNode item : node) {
                values.add(fromJsonNode(item));
            }
            return JsonArray.of(values);
        }
        if (node.isObject()) {
            Map<String, JsonValue> values = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> field : node.properties()) {
                values.put(field.getKey(), fromJsonNode(field.getValue()));
            }
            return JsonObject.of(values);
        }
        // Binary and POJO nodes only come from Java code; keep their JSON text.
        return JsonString.of(node.asText());
    }

    /** Converts this JSON to a Java type, e.g. a model class. */
    public <R> R convert(Class<R> type) {
        return ObjectMappers.shared().convertValue(this, type);
    }

    /** Converts this JSON to a generic Java type. */
    public <R> R convert(TypeReference<R> type) {
        return ObjectMappers.shared().convertValue(this, type);
    }

    @Override
    public Optional<JsonValue> asUnknown() {
        return Optional.of(this);
    }

    public abstract <R> R accept(Visitor<R> visitor);

    @Override
    public <R> R accept(JsonField.Visitor<Object, R> visitor) {
        return accept((Visitor<R>) visitor);
    }

    @Override
    public String toString() {
        try {
            return ObjectMappers.shared().writeValueAsString(this);
        } catch (IOException e) {
            return super.toString();
        }
    }

    /** Visits a JSON value; unimplemented methods call {@link #visitDefault()}. */
    public interface Visitor<R> {
        default R visitNull() {
            return visitDefault();
        }

        default R visitMissing() {
            return visitDefault();
        }

        default R visitBoolean(boolean value) {
            return visitDefault();
        }

        default R visitNumber(Number value) {
            return visitDefault();
        }

        default R visitString(String value) {
            return visitDefault();
        }

        default R visitArray(List<JsonValue> values) {
            return visitDefault();
        }

        default R visitObject(Map<String, JsonValue> values) {
            return visitDefault();
        }

        /** Called by every method that is not overridden; throws by default. */
        default R visitDefault() {
            throw new IllegalStateException("Unexpected value");
        }
    }

    static final class Serializer extends JsonSerializer<JsonValue> {
        @Override
        public void serialize(JsonValue value, JsonGenerator gen, SerializerProvider provider)
                throws IOException {
            value.accept(
                    new Visitor<Void>() {
                        @Override
                        public Void visitNull() {
                            return write(() -> gen.writeNull());
                        }

                        @Override
                        public Void visitMissing() {
                            throw new IllegalStateException(
                                    "JsonMissing cannot be serialized: leave the property out");
                        }

                        @Override
                        public Void visitBoolean(boolean b) {
                            return write(() -> gen.writeBoolean(b));
                        }

                        @Override
                        public Void visitNumber(Number n) {
                            return write(() -> provider.defaultSerializeValue(n, gen));
                        }

                        @Override
                        public Void visitString(String s) {
                            return write(() -> gen.writeString(s));
                        }

                        @Override
                        public Void visitArray(List<JsonValue> values) {
                            return write(
                                    () -> {
                                        gen.writeStartArray();
                                        for (JsonValue item : values) {
                                            serialize(item, gen, provider);
                                        }
                                        gen.writeEndArray();
                                    });
                        }

                        @Override
                        public Void visitObject(Map<String, JsonValue> values) {
                            return write(
                                    () -> {
                                        gen.writeStartObject();
                                        for (Map.Entry<String, JsonValue> e : values.entrySet()) {
                                            if (e.getValue().isMissing()) {
                                                continue;
                                            }
                                            gen.writeFieldName(e.getKey());
                                            serialize(e.getValue(), gen, provider);
                                        }
                                        gen.writeEndObject();
                                    });
                        }
                    });
        }

        @Override
        public boolean isEmpty(SerializerProvider provider, JsonValue value) {
            return value.isMissing();
        }

        private interface IoAction {
            void run() throws IOException;
        }

        private static Void write(IoAction action) {
            try {
                action.run();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return null;
        }
    }

    static final class Deserializer extends JsonDeserializer<JsonValue> {
        @Override
        public JsonValue deserialize(JsonParser parser, DeserializationContext ctxt)
                throws IOException {
            return fromJsonNode(ctxt.readTree(parser));
        }

        @Override
        public JsonValue getNullValue(DeserializationContext ctxt) {
            return JsonNull.of();
        }

        @Override
        public Object getAbsentValue(DeserializationContext ctxt) {
            return JsonMissing.of();
        }
    }
}
