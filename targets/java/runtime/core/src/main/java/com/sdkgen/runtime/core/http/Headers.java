package com.sdkgen.runtime.core.http;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** Immutable HTTP headers: case-insensitive names, each with one or more values, in order. */
public final class Headers {
    /** Lower-cased name to the name as first given, with its values. */
    private final Map<String, Entry> entries;

    private final int size;

    private Headers(Map<String, Entry> entries) {
        this.entries = entries;
        int count = 0;
        for (Entry entry : entries.values()) {
            count += entry.values.size();
        }
        this.size = count;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        return new Builder().putAll(this);
    }

    /** The names, as first given, case-insensitively sorted. */
    public Set<String> names() {
        Set<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (Entry entry : entries.values()) {
            names.add(entry.name);
        }
        return Collections.unmodifiableSet(names);
    }

    /** The values of a header, in order; empty when absent. */
    public List<String> values(String name) {
        Entry entry = entries.get(name.toLowerCase(Locale.ROOT));
        return entry == null
                ? Collections.<String>emptyList()
                : Collections.unmodifiableList(entry.values);
    }

    /** The number of values of all headers. */
    public int size() {
        return size;
    }

    /** The same as {@link #size()}, for Kotlin's {@code headers.size}. */
    public int getSize() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public boolean equals(Object other) {
        return this == other
                || (other instanceof Headers && asMap().equals(((Headers) other).asMap()));
    }

    @Override
    public int hashCode() {
        return asMap().hashCode();
    }

    /** Lower-cased names to values; for equality and logging. */
    Map<String, List<String>> asMap() {
        Map<String, List<String>> map = new LinkedHashMap<>();
        for (Map.Entry<String, Entry> e : entries.entrySet()) {
            map.put(e.getKey(), e.getValue().values);
        }
        return map;
    }

    /** The headers, with the values of credential headers replaced, so printing them leaks none. */
    @Override
    public String toString() {
        Map<String, List<String>> shown = new LinkedHashMap<>();
        for (Entry entry : entries.values()) {
            boolean secret = isCredential(entry.name.toLowerCase(Locale.ROOT));
            shown.put(entry.name, secret ? Collections.singletonList("[redacted]") : entry.values);
        }
        return "Headers{" + shown + "}";
    }

    private static boolean isCredential(String name) {
        return name.equals("authorization")
                || name.equals("proxy-authorization")
                || name.equals("cookie")
                || name.equals("set-cookie")
                || name.contains("key")
                || name.contains("token")
                || name.contains("secret");
    }

    private static final class Entry {
        final String name;
        final List<String> values;

        Entry(String name, List<String> values) {
            this.name = name;
            this.values = values;
        }
    }

    public static final class Builder {
        private final Map<String, Entry> entries = new LinkedHashMap<>();

        private Builder() {}

        public Builder put(String name, String value) {
            return put(name, Collections.singletonList(value));
        }

        public Builder put(String name, Iterable<String> values) {
            Entry entry =
                    entries.computeIfAbsent(
                            name.toLowerCase(Locale.ROOT), k -> new Entry(name, new ArrayList<>()));
            for (String value : values) {
                entry.values.add(value);
            }
            return this;
        }

        public Builder putAll(Map<String, ? extends Iterable<String>> headers) {
            for (Map.Entry<String, ? extends Iterable<String>> e : headers.entrySet()) {
                put(e.getKey(), e.getValue());
            }
            return this;
        }

        public Builder putAll(Headers headers) {
            for (Entry entry : headers.entries.values()) {
                put(entry.name, entry.values);
            }
            return this;
        }

        public Builder replace(String name, String value) {
            return remove(name).put(name, value);
        }

        /** Replaces a header's values; no values removes it (and, merged, removes it there). */
        public Builder replace(String name, Iterable<String> values) {
            return remove(name).put(name, values);
        }

        public Builder replaceAll(Map<String, ? extends Iterable<String>> headers) {
            for (Map.Entry<String, ? extends Iterable<String>> e : headers.entrySet()) {
                replace(e.getKey(), e.getValue());
            }
            return this;
        }

        public Builder replaceAll(Headers headers) {
            for (Entry entry : headers.entries.values()) {
                replace(entry.name, entry.values);
            }
            return this;
        }

        public Builder remove(String name) {
            entries.remove(name.toLowerCase(Locale.ROOT));
            return this;
        }

        public Builder removeAll(Collection<String> names) {
            for (String name : names) {
                remove(name);
            }
            return this;
        }

        public Builder clear() {
            entries.clear();
            return this;
        }

        public Headers build() {
            Map<String, Entry> copy = new LinkedHashMap<>();
            for (Map.Entry<String, Entry> e : entries.entrySet()) {
                copy.put(
                        e.getKey(),
                        new Entry(e.getValue().name, new ArrayList<>(e.getValue().values)));
            }
            return new Headers(copy);
        }
    }
}
