package com.sdkgen.runtime.core

import java.time.LocalDate
import java.time.OffsetDateTime

/**
 * Reading JSON into the SDK's types without reflection. A decoder returns null for a value of
 * another shape; the field then keeps the raw [JsonValue], which `validate()` reports and
 * `_field()` shows.
 */
typealias Decoder<T> = (JsonValue) -> T?

/** The decoders the generated models use. */
object Decoders {
    /** A field of a JSON object: missing, null, known, or kept raw. */
    fun <T : Any> field(value: JsonValue?, decode: Decoder<T>): JsonField<T> =
        when (value) {
            null,
            JsonMissing -> JsonMissing
            JsonNull -> JsonNull
            else -> decode(value)?.let { JsonField.of(it) } ?: value
        }

    val string: Decoder<String> = { it.asString() }

    val boolean: Decoder<Boolean> = { it.asBoolean() }

    val long: Decoder<Long> = { v ->
        v.asNumber()?.let { n ->
            when (n) {
                is Long -> n
                is Int -> n.toLong()
                is Short -> n.toLong()
                else ->
                    n.toString().toBigDecimal().let {
                        if (it.stripTrailingZeros().scale() <= 0) it.toLong() else null
                    }
            }
        }
    }

    val double: Decoder<Double> = { it.asNumber()?.toDouble() }

    val float: Decoder<Float> = { it.asNumber()?.toFloat() }

    val offsetDateTime: Decoder<OffsetDateTime> = { v ->
        v.asString()?.let { runCatching { OffsetDateTime.parse(it) }.getOrNull() }
    }

    val localDate: Decoder<LocalDate> = { v ->
        v.asString()?.let { runCatching { LocalDate.parse(it) }.getOrNull() }
    }

    val unknown: Decoder<JsonValue> = { it }

    /** A list whose every element decodes. */
    fun <T : Any> list(elem: Decoder<T>): Decoder<List<T>> = { v ->
        v.asArray()?.let { items ->
            val out = items.mapNotNull(elem)
            if (out.size == items.size) out else null
        }
    }

    /** A map whose every value decodes. */
    fun <T : Any> map(elem: Decoder<T>): Decoder<Map<String, T>> = { v ->
        v.asObject()?.let { props ->
            val out = LinkedHashMap<String, T>()
            for ((k, item) in props) out[k] = elem(item) ?: return@let null
            out
        }
    }
}

/**
 * A union's variant: the value [decode] reads from [json] when [check] accepts it and, for a union
 * with a discriminator, the JSON's [discriminator] property is one of [values]; null otherwise.
 */
fun <T : Any> variantOf(
    json: JsonValue,
    decode: Decoder<T>,
    check: (T) -> Unit,
    discriminator: String? = null,
    vararg values: String,
): T? {
    if (discriminator != null && json.asObject()?.get(discriminator)?.asString() !in values)
        return null
    return try {
        decode(json)?.also(check)
    } catch (e: RuntimeException) {
        null
    }
}

/**
 * An open enum's decoder: any value of the enum's JSON type (that [read] reads) is kept, known or
 * not.
 */
fun <T : Any> enumDecoder(read: (JsonValue) -> Any?, make: (JsonValue) -> T): Decoder<T> = {
    if (read(it) != null) make(it) else null
}
