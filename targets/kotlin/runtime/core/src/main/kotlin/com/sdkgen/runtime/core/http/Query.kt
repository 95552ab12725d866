package com.sdkgen.runtime.core.http

import com.sdkgen.runtime.core.JsonArray
import com.sdkgen.runtime.core.JsonBoolean
import com.sdkgen.runtime.core.JsonMissing
import com.sdkgen.runtime.core.JsonNull
import com.sdkgen.runtime.core.JsonNumber
import com.sdkgen.runtime.core.JsonObject
import com.sdkgen.runtime.core.JsonString
import com.sdkgen.runtime.core.JsonValue

/**
 * Writes a JSON value as query parameters. Objects nest as `a[b]=` (brackets) or `a.b=` (dots);
 * arrays as `a=1,2` (comma), `a=1&a=2` (repeat), `a[0]=1` (indices) or `a[]=1` (brackets). Null and
 * missing values are left out.
 */
object QueryEncoder {
    fun put(
        builder: QueryParams.Builder,
        key: String,
        value: JsonValue,
        nested: String,
        array: String,
    ) {
        when (value) {
            JsonMissing,
            JsonNull -> {}
            is JsonString -> builder.put(key, value.value)
            is JsonBoolean -> builder.put(key, value.value.toString())
            is JsonNumber -> builder.put(key, number(value))
            is JsonObject ->
                value.values.forEach { (k, v) ->
                    put(builder, if (nested == "dots") "$key.$k" else "$key[$k]", v, nested, array)
                }
            is JsonArray -> putArray(builder, key, value.values, nested, array)
        }
    }

    private fun putArray(
        builder: QueryParams.Builder,
        key: String,
        items: List<JsonValue>,
        nested: String,
        array: String,
    ) {
        when (array) {
            "repeat" -> items.forEach { put(builder, key, it, nested, array) }
            "indices" -> items.forEachIndexed { i, v -> put(builder, "$key[$i]", v, nested, array) }
            "brackets" -> items.forEach { put(builder, "$key[]", it, nested, array) }
            else -> {
                val scalars = items.filter {
                    it !is JsonObject && it !is JsonArray && it != JsonNull && it != JsonMissing
                }
                if (scalars.size == items.size) {
                    builder.put(key, scalars.joinToString(",") { scalar(it) })
                } else {
                    items.forEach { put(builder, key, it, nested, array) }
                }
            }
        }
    }

    private fun scalar(value: JsonValue): String =
        when (value) {
            is JsonString -> value.value
            is JsonBoolean -> value.value.toString()
            is JsonNumber -> number(value)
            else -> value.toString()
        }

    /** A number as Kotlin writes it: a Double keeps its fraction (0.0), as in the published SDK. */
    private fun number(value: JsonNumber): String = value.value.toString()
}
