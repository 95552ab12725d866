package com.sdkgen.runtime.core;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.sdkgen.runtime.errors.Exceptions;
import com.sdkgen.runtime.errors.SdkgenInvalidDataException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A property of a model or a param: a known value of type {@code T}, or raw JSON. Missing, null and
 * values of an unexpected shape stay distinguishable: {@link JsonMissing} (absent), {@link
 * JsonNull} (an explicit null), {@link KnownValue} (a value of the expected type) or another {@link
 * JsonValue} (JSON the SDK did not expect, kept as it came).
 *
 * <p>The subclasses are the runtime's own; no other class extends it.
 */
@JsonSerialize(using = JsonField.Serializer.class)
@JsonDeserialize(using = JsonField.Deserializer.class)
public abstract class JsonField<T> {

    JsonField() {}

    /** A known value. */
    public static <T> JsonField<T> of(T value) {
        return KnownValue.of(value);
    }

    /** A known value, or {@link JsonNull} when {@code value} is null. */
    public static <T> JsonField<T> ofNullable(T value) {
        return value == null ? ofNull() : of(value);
    }

    /** {@link JsonMissing}, typed for a property of any type: the property is left out. */
    public static <T> JsonField<T> missing() {
        return JsonMissing.of().cast();
    }

    /** {@link JsonNull}, typed for a property of any type: the property is sent as null. */
    public static <T> JsonField<T> ofNull() {
        return JsonNull.of().cast();
    }

    /**
     * Raw JSON in place of a typed value, for a value the SDK does not know yet. Reading the
     * property as {@code T} then throws the SDK's invalid-data exception.
     */
    public static <T> JsonField<T> ofJson(JsonValue value) {
        return value.cast();
    }

    public final boolean isMissing() {
        return this instanceof JsonMissing;
    }

    public final boolean isNull() {
        return this instanceof JsonNull;
    }

    /** The value, when it has the expected type. */
    public Optional<T> asKnown() {
        return Optional.empty();
    }

    /** The raw JSON, when the value does not have the expected type (or is missing or null). */
    public Optional<JsonValue> asUnknown() {
        return Optional.empty();
    }

    public Optional<Boolean> asBoolean() {
        Object value = scalar();
        return value instanceof Boolean ? Optional.of((Boolean) value) : Optional.empty();
    }

    public Optional<Number> asNumber() {
        Object value = scalar();
        return value instanceof Number ? Optional.of((Number) value) : Optional.empty();
    }

    public Optional<String> asString() {
        Object value = scalar();
        return value instanceof String ? Optional.of((String) value) : Optional.empty();
    }

    /** The value as a JSON array, when it is one. */
    public Optional<List<JsonValue>> asArray() {
        Object value = scalar();
        if (!(value instanceof List)) {
            return Optional.empty();
        }
        List<JsonValue> out = new ArrayList<>();
        for (Object item : (List<?>) value) {
            Optional<JsonValue> json = JsonValue.tryFrom(item);
            if (!json.isPresent()) {
                return Optional.empty();
            }
            out.add(json.get());
        }
        return Optional.of(Collections.unmodifiableList(out));
    }

    /** The value as a JSON object, when it is one. */
    public Optional<Map<String, JsonValue>> asObject() {
        Object value = scalar();
        if (!(value instanceof Map)) {
            return Optional.empty();
        }
        Map<String, JsonValue> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
            Optional<JsonValue> json = JsonValue.tryFrom(entry.getValue());
            if (!(entry.getKey() instanceof String) || !json.isPresent()) {
                return Optional.empty();
            }
            out.put((String) entry.getKey(), json.get());
        }
        return Optional.of(Collections.unmodifiableMap(out));
    }

    /**
     * The value as plain Java data for the {@code as*} accessors: the known value, or the content
     * of a JSON value.
     */
    abstract Object scalar();

    public abstract <R> R accept(Visitor<T, R> visitor);

    /** Maps a known value; any other state is kept. */
    public <R> JsonField<R> map(Function<? super T, ? extends R> mapper) {
        Optional<T> known = asKnown();
        if (known.isPresent()) {
            return KnownValue.of(mapper.apply(known.get()));
        }
        return cast();
    }

    /**
     * The value of a required property, for generated getters.
     *
     * @throws SdkgenInvalidDataException when missing, null or mistyped
     */
    public T getRequired(String name) {
        Optional<T> known = asKnown();
        if (known.isPresent()) {
            return known.get();
        }
        if (isMissing()) {
            throw Exceptions.invalidData("`" + name + "` is not set");
        }
        if (isNull()) {
            throw Exceptions.invalidData("`" + name + "` is null");
        }
        throw Exceptions.invalidData("`" + name + "` is invalid, received " + this);
    }

    /**
     * The value of an optional property, for generated getters: empty when missing or null.
     *
     * @throws SdkgenInvalidDataException when mistyped
     */
    public Optional<T> getOptional(String name) {
        if (isMissing() || isNull()) {
            return Optional.empty();
        }
        return Optional.of(getRequired(name));
    }

    @SuppressWarnings("unchecked")
    <R> JsonField<R> cast() {
        return (JsonField<R>) this;
    }

    /** Visits the state of a field; unimplemented methods call {@link #visitDefault()}. */
    public interface Visitor<T, R> extends JsonValue.Visitor<R> {
        default R visitKnown(T value) {
            return visitDefault();
        }
    }

    /** Writes a known value as its JSON and raw JSON as it is. */
    static final class Serializer extends JsonSerializer<JsonField<?>> {
        @Override
        public void serialize(JsonField<?> value, JsonGenerator gen, SerializerProvider provider)
                throws IOException {
            Optional<?> known = value.asKnown();
            if (known.isPresent()) {
                provider.defaultSerializeValue(known.get(), gen);
            } else {
                JsonValue.SERIALIZER.serialize((JsonValue) value, gen, provider);
            }
        }

        @Override
        public boolean isEmpty(SerializerProvider provider, JsonField<?> value) {
            return value.isMissing();
        }
    }

    /**
     * Reads a property as {@code T} when the JSON has that shape, and keeps the raw JSON when it
     * does not, so that nothing fails at parse time.
     */
    static final class Deserializer extends JsonDeserializer<JsonField<?>>
            implements ContextualDeserializer {
        private final JavaType valueType;

        Deserializer() {
            this(null);
        }

        private Deserializer(JavaType valueType) {
            this.valueType = valueType;
        }

        @Override
        public JsonDeserializer<?> createContextual(
                DeserializationContext ctxt, BeanProperty property) {
            JavaType type = ctxt.getContextualType();
            if (type == null && property != null) {
                type = property.getType();
            }
            JavaType content = type == null ? null : type.containedType(0);
            return new Deserializer(content);
        }

        @Override
        public JsonField<?> deserialize(JsonParser parser, DeserializationContext ctxt)
                throws IOException {
            JsonNode node = ctxt.readTree(parser);
            JsonValue json = JsonValue.fromJsonNode(node);
            if (json.isNull() || json.isMissing() || valueType == null) {
                return json;
            }
            if (valueType.hasRawClass(JsonValue.class)) {
                return KnownValue.of(json);
            }
            try {
                Object value = ctxt.readTreeAsValue(node, valueType);
                return value == null ? json : KnownValue.of(value);
            } catch (IOException | RuntimeException e) {
                return json;
            }
        }

        @Override
        public JsonField<?> getNullValue(DeserializationContext ctxt) {
            return JsonNull.of();
        }

        @Override
        public Object getAbsentValue(DeserializationContext ctxt) {
            return JsonMissing.of();
        }
    }
}
