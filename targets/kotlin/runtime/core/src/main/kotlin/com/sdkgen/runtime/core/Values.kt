package com.sdkgen.runtime.core

import com.sdkgen.runtime.errors.invalidData
import java.time.LocalDate
import java.time.OffsetDateTime
import java.time.format.DateTimeFormatter

/**
 * A field of a model or params as the wire has it: a known value of type [T], or a [JsonValue] that
 * is missing, null, or of a shape the SDK does not expect (kept, so nothing is lost).
 */
sealed class JsonField<out T : Any> {

    /** The value when it is of the expected type, else null. */
    abstract fun asKnown(): T?

    /** The boolean, when this is one (a known value or JSON). */
    fun asBoolean(): Boolean? = jsonOrNull()?.let { (it as? JsonBoolean)?.value }

    /** The number, when this is one (a known value or JSON). */
    fun asNumber(): Number? = jsonOrNull()?.let { (it as? JsonNumber)?.value }

    /** The string, when this is one (a known value or JSON). */
    fun asString(): String? = jsonOrNull()?.let { (it as? JsonString)?.value }

    /** The elements as JSON, when this is an array whose elements are all JSON values. */
    fun asArray(): List<JsonValue>? = jsonOrNull()?.let { (it as? JsonArray)?.values }

    /** The properties as JSON, when this is an object of string keys and JSON values. */
    fun asObject(): Map<String, JsonValue>? = jsonOrNull()?.let { (it as? JsonObject)?.values }

    /** This field as JSON, or null when a known value has no JSON form. */
    private fun jsonOrNull(): JsonValue? =
        when (this) {
            is JsonValue -> this
            is KnownValue -> JsonValue.fromOrNull(value)
        }

    /** True when the field was absent from the JSON object. */
    fun isMissing(): Boolean = this is JsonMissing

    /** True when the field was JSON null. */
    fun isNull(): Boolean = this is JsonNull

    /** The value of a required field; throws when it is missing, null or of another type. */
    fun getRequired(name: String): T =
        when (this) {
            is KnownValue -> value
            is JsonMissing -> throw invalidData("`$name` is not set")
            is JsonNull -> throw invalidData("`$name` is null")
            else -> throw invalidData("`$name` is invalid, received $this")
        }

    /**
     * The value of an optional or nullable field: null when missing or null; throws when of another
     * type.
     */
    fun getNullable(name: String): T? =
        when (this) {
            is KnownValue -> value
            is JsonMissing,
            is JsonNull -> null
            else -> throw invalidData("`$name` is invalid, received $this")
        }

    companion object {
        /** A known value. */
        fun <T : Any> of(value: T): JsonField<T> = KnownValue(value)

        /** A known value, or JSON null. */
        fun <T : Any> ofNullable(value: T?): JsonField<T> =
            if (value == null) JsonNull else KnownValue(value)
    }
}

/** A value of the type the SDK expects. */
class KnownValue<out T : Any> internal constructor(val value: T) : JsonField<T>() {
    override fun asKnown(): T = value

    override fun equals(other: Any?): Boolean =
        other is KnownValue<*> && other.value contentEquals value

    override fun hashCode(): Int = contentHash(value)

    override fun toString(): String = value.contentToString()

    companion object {
        /** A known value. */
        fun <T : Any> of(value: T): KnownValue<T> = KnownValue(value)
    }
}

/** Something that writes itself as JSON: models, enums, unions. */
interface JsonModel {
    /** The value as JSON, with every unknown or additional property kept. */
    fun toJson(): JsonValue
}

/** The value as text in a path or a header: a string (an enum's value) as it is, else its JSON. */
internal fun JsonModel.toText(): String = toJson().let { it.asString() ?: it.toString() }

/** Any JSON value. */
sealed class JsonValue : JsonField<Nothing>() {
    override fun asKnown(): Nothing? = null

    /** The JSON text. */
    override fun toString(): String = jsonMapper().writeValueAsString(this)

    companion object {
        /** Converts Kotlin values, JSON fields and models to JSON. */
        fun from(value: Any?): JsonValue =
            when (value) {
                null -> JsonNull
                is JsonValue -> value
                is KnownValue<*> -> from(value.value)
                is JsonModel -> value.toJson()
                is String -> JsonString(value)
                is Boolean -> JsonBoolean(value)
                is Number -> JsonNumber(value)
                is OffsetDateTime ->
                    JsonString(value.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME))
                is LocalDate -> JsonString(value.toString())
                is Enum<*> -> JsonString(value.toString())
                is Collection<*> -> JsonArray(value.map { from(it) })
                is Array<*> -> JsonArray(value.map { from(it) })
                is Map<*, *> ->
                    JsonObject(value.entries.associate { (k, v) -> k.toString() to from(v) })
                else -> JsonString(value.toString())
            }

        /**
         * [value] as JSON when it has a JSON form: null for objects of other classes, and for maps
         * whose keys are not all strings, at any depth.
         */
        internal fun fromOrNull(value: Any?): JsonValue? =
            when (value) {
                null,
                is JsonValue,
                is KnownValue<*>,
                is JsonModel,
                is String,
                is Boolean,
                is Number,
                is OffsetDateTime,
                is LocalDate,
                is Enum<*> -> from(value)
                is Collection<*> -> elementsOrNull(value)
                is Array<*> -> elementsOrNull(value.asList())
                is Map<*, *> -> propertiesOrNull(value)
                else -> null
            }

        private fun elementsOrNull(values: Collection<*>): JsonArray? =
            JsonArray(values.map { fromOrNull(it) ?: return null })

        private fun propertiesOrNull(values: Map<*, *>): JsonObject? =
            JsonObject(
                values.entries.associate { (k, v) ->
                    (k as? String ?: return null) to (fromOrNull(v) ?: return null)
                }
            )
    }
}

/** A property that the JSON object does not have. */
object JsonMissing : JsonValue() {
    fun of(): JsonMissing = this
}

/** JSON null. */
object JsonNull : JsonValue() {
    fun of(): JsonNull = this
}

/** A JSON boolean. */
class JsonBoolean(val value: Boolean) : JsonValue() {
    override fun equals(other: Any?): Boolean = other is JsonBoolean && other.value == value

    override fun hashCode(): Int = value.hashCode()

    companion object {
        fun of(value: Boolean): JsonBoolean = JsonBoolean(value)
    }
}

/** A JSON number; numbers are equal when their values are, whatever their Kotlin type. */
class JsonNumber(val value: Number) : JsonValue() {
    override fun equals(other: Any?): Boolean =
        other is JsonNumber &&
            value.toString().toBigDecimal().compareTo(other.value.toString().toBigDecimal()) == 0

    override fun hashCode(): Int = value.toString().toBigDecimal().stripTrailingZeros().hashCode()

    companion object {
        fun of(value: Number): JsonNumber = JsonNumber(value)
    }
}

/** A JSON string. */
class JsonString(val value: String) : JsonValue() {
    override fun equals(other: Any?): Boolean = other is JsonString && other.value == value

    override fun hashCode(): Int = value.hashCode()

    companion object {
        fun of(value: String): JsonString = JsonString(value)
    }
}

/** A JSON array. */
class JsonArray(val values: List<JsonValue>) : JsonValue() {
    override fun equals(other: Any?): Boolean = other is JsonArray && other.values == values

    override fun hashCode(): Int = values.hashCode()

    companion object {
        fun of(values: List<JsonValue>): JsonArray = JsonArray(values)
    }
}

/** A JSON object, properties in their order. */
class JsonObject(val values: Map<String, JsonValue>) : JsonValue() {
    override fun equals(other: Any?): Boolean = other is JsonObject && other.values == values

    override fun hashCode(): Int = values.hashCode()

    companion object {
        fun of(values: Map<String, JsonValue>): JsonObject = JsonObject(values)

        /** An object of the fields that are not missing, then the additional properties. */
        fun of(
            fields: List<Pair<String, JsonField<*>>>,
            additional: Map<String, JsonValue>,
        ): JsonObject {
            val out = LinkedHashMap<String, JsonValue>()
            for ((name, field) in fields) {
                if (!field.isMissing()) out[name] = JsonValue.from(field)
            }
            out.putAll(additional)
            return JsonObject(out)
        }
    }
}

/** A required field's value for `build()`: fails when it was never set. */
fun <T : Any> checkRequired(name: String, field: JsonField<T>): JsonField<T> {
    check(!field.isMissing()) { "`$name` is required, but was not set" }
    return field
}

/** A required param's value for `build()`: fails when it was never set. */
fun <T : Any> checkParam(name: String, value: T?): T =
    checkNotNull(value) { "`$name` is required, but was not set" }
