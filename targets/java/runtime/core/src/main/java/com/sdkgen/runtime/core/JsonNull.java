package com.sdkgen.runtime.core;

/** An explicit JSON null. */
public final class JsonNull extends JsonValue {
    private static final JsonNull INSTANCE = new JsonNull();

    private JsonNull() {}

    public static JsonNull of() {
        return INSTANCE;
    }

    @Override
    Object scalar() {
        return null;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.visitNull();
    }

    @Override
    public String toString() {
        return "null";
    }
}
