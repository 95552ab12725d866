package com.sdkgen.runtime.core.http;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Immutable query params: case-sensitive keys, each with one or more values, in order. */
public final class QueryParams {
    private final Map<String, List<String>> entries;
    private final int size;

    private QueryParams(Map<String, List<String>> entries) {
        this.entries = entries;
        int count = 0;
        for (List<String> values : entries.values()) {
            count += values.size();
        }
        this.size = count;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        return new Builder().putAll(this);
    }

    /** The keys, in the order they were first put. */
    public Set<String> keys() {
        return Collections.unmodifiableSet(entries.keySet());
    }

    /** The values of a key, in order; empty when absent. */
    public List<String> values(String key) {
        List<String> values = entries.get(key);
        return values == null
                ? Collections.<String>emptyList()
                : Collections.unmodifiableList(values);
    }

    /** The number of values of all keys. */
    public int size() {
        return size;
    }

    /** The same as {@link #size()}, for Kotlin's {@code queryParams.size}. */
    public int getSize() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public boolean equals(Object other) {
        return this == other
                || (other instanceof QueryParams && entries.equals(((QueryParams) other).entries));
    }

    @Override
    public int hashCode() {
        return entries.hashCode();
    }

    @Override
    public String toString() {
        return "QueryParams{" + entries + "}";
    }

    public static final class Builder {
        private final Map<String, List<String>> entries = new LinkedHashMap<>();

        private Builder() {}

        public Builder put(String key, String value) {
            return put(key, Collections.singletonList(value));
        }

        public Builder put(String key, Iterable<String> values) {
            List<String> list = entries.computeIfAbsent(key, k -> new ArrayList<>());
            for (String value : values) {
                list.add(value);
            }
            if (list.isEmpty()) {
                entries.remove(key);
            }
            return this;
        }

        public Builder putAll(Map<String, ? extends Iterable<String>> queryParams) {
            for (Map.Entry<String, ? extends Iterable<String>> e : queryParams.entrySet()) {
                put(e.getKey(), e.getValue());
            }
            return this;
        }

        public Builder putAll(QueryParams queryParams) {
            return putAll(queryParams.entries);
        }

        public Builder replace(String key, String value) {
            return remove(key).put(key, value);
        }

        public Builder replace(String key, Iterable<String> values) {
            return remove(key).put(key, values);
        }

        public Builder replaceAll(Map<String, ? extends Iterable<String>> queryParams) {
            for (Map.Entry<String, ? extends Iterable<String>> e : queryParams.entrySet()) {
                replace(e.getKey(), e.getValue());
            }
            return this;
        }

        public Builder replaceAll(QueryParams queryParams) {
            return replaceAll(queryParams.entries);
        }

        public Builder remove(String key) {
            entries.remove(key);
            return this;
        }

        public Builder removeAll(Collection<String> keys) {
            for (String key : keys) {
                remove(key);
            }
            return this;
        }

        public Builder clear() {
            entries.clear();
            return this;
        }

        public QueryParams build() {
            Map<String, List<String>> copy = new LinkedHashMap<>();
            for (Map.Entry<String, List<String>> e : entries.entrySet()) {
                copy.put(e.getKey(), new ArrayList<>(e.getValue()));
            }
            return new QueryParams(copy);
        }
    }
}
