package com.sdkgen.runtime.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A JSON array. */
public final class JsonArray extends JsonValue {
    private final List<JsonValue> values;

    private JsonArray(List<JsonValue> values) {
        this.values = Collections.unmodifiableList(new ArrayList<>(values));
    }

    public static JsonArray of(List<JsonValue> values) {
        return new JsonArray(values);
    }

    public List<JsonValue> values() {
        return values;
    }

    @Override
    Object scalar() {
        return values;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.visitArray(values);
    }

    @Override
    public boolean equals(Object other) {
        return this == other
                || (other instanceof JsonArray && values.equals(((JsonArray) other).values));
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }
}
