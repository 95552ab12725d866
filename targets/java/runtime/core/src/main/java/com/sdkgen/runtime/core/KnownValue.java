package com.sdkgen.runtime.core;

import java.util.Objects;
import java.util.Optional;

/** A value of the expected type. */
public final class KnownValue<T> extends JsonField<T> {
    private final T value;

    private KnownValue(T value) {
        this.value = Objects.requireNonNull(value, "value");
    }

    public static <T> KnownValue<T> of(T value) {
        return new KnownValue<>(value);
    }

    public T value() {
        return value;
    }

    @Override
    public Optional<T> asKnown() {
        return Optional.of(value);
    }

    @Override
    Object scalar() {
        return value;
    }

    @Override
    public <R> R accept(Visitor<T, R> visitor) {
        return visitor.visitKnown(value);
    }

    @Override
    public boolean equals(Object other) {
        return this == other
                || (other instanceof KnownValue
                        && Utils.contentEquals(value, ((KnownValue<?>) other).value));
    }

    @Override
    public int hashCode() {
        return Utils.contentHash(value);
    }

    @Override
    public String toString() {
        return Utils.contentToString(value);
    }
}
