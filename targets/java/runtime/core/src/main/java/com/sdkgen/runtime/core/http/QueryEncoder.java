package com.sdkgen.runtime.core.http;

import com.sdkgen.runtime.core.JsonValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes query param values as sdkgen.yml's {@code query_settings} say: nested objects with
 * brackets ({@code a[b]=1}) or dots ({@code a.b=1}); arrays as {@code comma} ({@code a=1,2}),
 * {@code repeat} ({@code a=1&a=2}), {@code indices} ({@code a[0]=1}) or {@code brackets} ({@code
 * a[]=1}); booleans as {@code true}/{@code false}; null and missing values left out.
 */
public final class QueryEncoder {
    private final boolean dots;
    private final String arrayFormat;

    /**
     * @param nestedFormat {@code brackets} or {@code dots}
     * @param arrayFormat {@code comma}, {@code repeat}, {@code indices} or {@code brackets}
     */
    public QueryEncoder(String nestedFormat, String arrayFormat) {
        this.dots = nestedFormat.equals("dots");
        this.arrayFormat = arrayFormat;
    }

    /** Adds the pairs of one param: a scalar, list, map, model or {@link JsonValue}. */
    public void put(QueryParams.Builder query, String key, Object value) {
        add(query, key, JsonValue.from(value));
    }

    private void add(QueryParams.Builder query, String key, JsonValue value) {
        if (value.isNull() || value.isMissing()) {
            return;
        }
        if (value.asObject().isPresent()) {
            for (Map.Entry<String, JsonValue> e : value.asObject().get().entrySet()) {
                String name = dots ? key + "." + e.getKey() : key + "[" + e.getKey() + "]";
                add(query, name, e.getValue());
            }
            return;
        }
        if (value.asArray().isPresent()) {
            addArray(query, key, value.asArray().get());
            return;
        }
        query.put(key, scalar(value));
    }

    private void addArray(QueryParams.Builder query, String key, List<JsonValue> items) {
        switch (arrayFormat) {
            case "comma":
                List<String> scalars = new ArrayList<>();
                for (JsonValue item : items) {
                    if (!item.isNull() && !item.isMissing()) {
                        scalars.add(scalar(item));
                    }
                }
                if (!scalars.isEmpty()) {
                    query.put(key, String.join(",", scalars));
                }
                return;
            case "indices":
                for (int i = 0; i < items.size(); i++) {
                    add(query, key + "[" + i + "]", items.get(i));
                }
                return;
            case "brackets":
                for (JsonValue item : items) {
                    add(query, key + "[]", item);
                }
                return;
            default:
                for (JsonValue item : items) {
                    add(query, key, item);
                }
        }
    }

    /** A scalar's text; objects and arrays inside a comma list are written as JSON. */
    private static String scalar(JsonValue value) {
        if (value.asString().isPresent()) {
            return value.asString().get();
        }
        if (value.asNumber().isPresent()) {
            return value.asNumber().get().toString();
        }
        if (value.asBoolean().isPresent()) {
            return value.asBoolean().get().toString();
        }
        return value.toString();
    }
}
