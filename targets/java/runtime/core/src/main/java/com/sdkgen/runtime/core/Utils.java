package com.sdkgen.runtime.core;

import com.sdkgen.runtime.errors.Exceptions;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Helpers the generated builders, models and services call. */
public final class Utils {
    private Utils() {}

    /**
     * Returns {@code value}, or throws when a builder's required property was never set.
     *
     * @throws IllegalStateException naming the property
     */
    public static <T> T checkRequired(String name, T value) {
        if (value == null) {
            throw new IllegalStateException("`" + name + "` is required, but was not set");
        }
        return value;
    }

    /**
     * Returns the known value of a field a builder is about to change (e.g. to add an item to a
     * list), or throws when it holds raw JSON.
     *
     * @throws IllegalStateException naming the property
     */
    public static <T> T checkKnown(String name, JsonField<T> value) {
        return value.asKnown()
                .orElseThrow(
                        () -> new IllegalStateException("Field was set to non-list type: " + name));
    }

    /** An unmodifiable copy. */
    public static <T> List<T> toImmutable(List<T> list) {
        return list.isEmpty()
                ? Collections.<T>emptyList()
                : Collections.unmodifiableList(new ArrayList<>(list));
    }

    /** An unmodifiable copy that keeps the order of the entries. */
    public static <K, V> Map<K, V> toImmutable(Map<K, V> map) {
        return map.isEmpty()
                ? Collections.<K, V>emptyMap()
                : Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }

    /** The value of a required entry of an off-schema map, for generated code. */
    public static JsonValue getOrThrow(Map<String, JsonValue> map, String key) {
        JsonValue value = map.get(key);
        if (value == null) {
            throw Exceptions.invalidData("`" + key + "` is not present");
        }
        return value;
    }

    /** Equality that compares arrays by content, deeply. */
    public static boolean contentEquals(Object a, Object b) {
        return Objects.deepEquals(a, b);
    }

    /** A hash code consistent with {@link #contentEquals}. */
    public static int contentHash(Object... values) {
        return Arrays.deepHashCode(values);
    }

    /** {@code toString} that renders arrays by content, deeply. */
    public static String contentToString(Object value) {
        String text = Arrays.deepToString(new Object[] {value});
        return text.substring(1, text.length() - 1);
    }

    /** An Optional of a value that may be null, for generated getters. */
    public static <T> Optional<T> optional(T value) {
        return Optional.ofNullable(value);
    }
}
