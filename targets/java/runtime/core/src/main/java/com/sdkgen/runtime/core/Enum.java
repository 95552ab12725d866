package com.sdkgen.runtime.core;

/**
 * An open enum: a generated enum-like class holding a {@code JsonField<String>} (or number) that
 * keeps values the SDK does not know. Generated classes implement it, with {@code known()} (a Java
 * enum of the known values, throwing for others) and {@code value()} (the same enum with an {@code
 * _UNKNOWN} member).
 */
public interface Enum {
    /** The raw value. */
    JsonField<?> _value();
}
