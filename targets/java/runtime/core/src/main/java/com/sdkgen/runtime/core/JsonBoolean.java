package com.sdkgen.runtime.core;

import java.util.Objects;

/** A JSON boolean. */
public final class JsonBoolean extends JsonValue {
    private final Boolean value;

    private JsonBoolean(Boolean value) {
        this.value = Objects.requireNonNull(value, "value");
    }

    public static JsonBoolean of(boolean value) {
        return new JsonBoolean(value);
    }

    public Boolean value() {
        return value;
    }

    @Override
    Object scalar() {
        return value;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.visitBoolean(value);
    }

    @Override
    public boolean equals(Object other) {
        return this == other
                || (other instanceof JsonBoolean && value.equals(((JsonBoolean) other).value));
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }
}
