package com.sdkgen.runtime.core;

/** An absent property: left out of requests, and what a response did not contain. */
public final class JsonMissing extends JsonValue {
    private static final JsonMissing INSTANCE = new JsonMissing();

    private JsonMissing() {}

    public static JsonMissing of() {
        return INSTANCE;
    }

    @Override
    Object scalar() {
        return null;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.visitMissing();
    }

    @Override
    public String toString() {
        return "";
    }
}
