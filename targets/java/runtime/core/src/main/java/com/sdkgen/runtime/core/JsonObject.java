package com.sdkgen.runtime.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** A JSON object; keeps the order of its properties. */
public final class JsonObject extends JsonValue {
    private final Map<String, JsonValue> values;

    private JsonObject(Map<String, JsonValue> values) {
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    public static JsonObject of(Map<String, JsonValue> values) {
        return new JsonObject(values);
    }

    public Map<String, JsonValue> values() {
        return values;
    }

    @Override
    Object scalar() {
        return values;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.visitObject(values);
    }

    @Override
    public boolean equals(Object other) {
        return this == other
                || (other instanceof JsonObject && values.equals(((JsonObject) other).values));
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }
}
