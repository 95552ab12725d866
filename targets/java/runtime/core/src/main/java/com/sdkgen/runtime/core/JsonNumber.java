package com.sdkgen.runtime.core;

import java.util.Objects;

/** A JSON number, kept as the Java number Jackson read (Integer, Long, BigInteger, Double...). */
public final class JsonNumber extends JsonValue {
    private final Number value;

    private JsonNumber(Number value) {
        this.value = Objects.requireNonNull(value, "value");
    }

    public static JsonNumber of(Number value) {
        return new JsonNumber(value);
    }

    public Number value() {
        return value;
    }

    @Override
    Object scalar() {
        return value;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.visitNumber(value);
    }

    @Override
    public boolean equals(Object other) {
        return this == other
                || (other instanceof JsonNumber && value.equals(((JsonNumber) other).value));
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }
}
