package com.sdkgen.runtime.core;

import java.util.Objects;

/** A JSON string. */
public final class JsonString extends JsonValue {
    private final String value;

    private JsonString(String value) {
        this.value = Objects.requireNonNull(value, "value");
    }

    public static JsonString of(String value) {
        return new JsonString(value);
    }

    public String value() {
        return value;
    }

    @Override
    Object scalar() {
        return value;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.visitString(value);
    }

    @Override
    public boolean equals(Object other) {
        return this == other
                || (other instanceof JsonString && value.equals(((JsonString) other).value));
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }
}
