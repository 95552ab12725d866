package com.sdkgen.runtime.core

import com.fasterxml.jackson.core.JsonGenerator
import com.fasterxml.jackson.core.JsonParser
import com.fasterxml.jackson.core.JsonToken
import com.fasterxml.jackson.databind.BeanDescription
import com.fasterxml.jackson.databind.DeserializationConfig
import com.fasterxml.jackson.databind.DeserializationContext
import com.fasterxml.jackson.databind.DeserializationFeature
import com.fasterxml.jackson.databind.JavaType
import com.fasterxml.jackson.databind.JsonDeserializer
import com.fasterxml.jackson.databind.JsonNode
import com.fasterxml.jackson.databind.ObjectMapper
import com.fasterxml.jackson.databind.SerializationFeature
import com.fasterxml.jackson.databind.SerializerProvider
import com.fasterxml.jackson.databind.cfg.CoercionAction
import com.fasterxml.jackson.databind.cfg.CoercionInputShape
import com.fasterxml.jackson.databind.cfg.MutableCoercionConfig
import com.fasterxml.jackson.databind.deser.DeserializationProblemHandler
import com.fasterxml.jackson.databind.deser.Deserializers
import com.fasterxml.jackson.databind.deser.std.StdDeserializer
import com.fasterxml.jackson.databind.exc.MismatchedInputException
import com.fasterxml.jackson.databind.json.JsonMapper
import com.fasterxml.jackson.databind.module.SimpleModule
import com.fasterxml.jackson.databind.ser.std.StdSerializer
import com.fasterxml.jackson.databind.type.LogicalType
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule
import java.time.LocalDate
import java.time.LocalDateTime
import java.time.OffsetDateTime
import java.time.ZoneOffset
import java.time.format.DateTimeFormatter
import java.time.format.DateTimeParseException

private val MAPPER: ObjectMapper =
    JsonMapper.builder()
        .addModule(JavaTimeModule())
        .addModule(
            SimpleModule("sdkgen")
                .addSerializer(JsonModel::class.java, JsonModelSerializer())
                .addSerializer(JsonField::class.java, JsonFieldSerializer())
                .addDeserializer(JsonValue::class.java, JsonValueDeserializer())
                .addDeserializer(LocalDateTime::class.java, LenientLocalDateTimeDeserializer())
        )
        .addModule(
            object : SimpleModule("sdkgen-models") {
                override fun setupModule(context: SetupContext) {
                    context.addDeserializers(JsonModelDeserializers())
                }
            }
        )
        // A boolean, an integer or a float is read only from its own JSON shape (integers also
        // from floats, truncated); strings take any scalar, as in the published SDK.
        .withCoercionConfig(LogicalType.Boolean) {
            failFrom(
                it,
                CoercionInputShape.Integer,
                CoercionInputShape.Float,
                CoercionInputShape.String,
            )
        }
        .withCoercionConfig(LogicalType.Integer) {
            failFrom(it, CoercionInputShape.Boolean, CoercionInputShape.String)
        }
        .withCoercionConfig(LogicalType.Float) {
            failFrom(it, CoercionInputShape.Boolean, CoercionInputShape.String)
        }
        .addHandler(RefusedValueHandler())
        .configure(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS, false)
        .configure(DeserializationFeature.USE_LONG_FOR_INTS, true)
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .build()

private fun failFrom(config: MutableCoercionConfig, vararg shapes: CoercionInputShape) =
    shapes.forEach {
        config.setCoercion(it, CoercionAction.Fail)
    }

/**
 * The Jackson mapper the SDK reads and writes JSON with; it knows [JsonValue], every model and
 * `java.time` (a [LocalDateTime] read leniently from a date or a date-time with or without offset).
 */
fun jsonMapper(): ObjectMapper = MAPPER

/** Parses JSON text. */
fun parseJson(bytes: ByteArray): JsonValue =
    if (bytes.isEmpty()) JsonMissing else fromNode(MAPPER.readTree(bytes))

/** Writes JSON text. */
fun writeJson(value: JsonValue): ByteArray = MAPPER.writeValueAsBytes(value)

private fun fromNode(node: JsonNode?): JsonValue =
    when {
        node == null || node.isMissingNode -> JsonMissing
        node.isNull -> JsonNull
        node.isBoolean -> JsonBoolean(node.booleanValue())
        node.isIntegralNumber && node.canConvertToLong() -> JsonNumber(node.longValue())
        node.isIntegralNumber -> JsonNumber(node.bigIntegerValue())
        node.isNumber -> JsonNumber(node.doubleValue())
        node.isTextual -> JsonString(node.textValue())
        node.isArray -> JsonArray(node.map { fromNode(it) })
        node.isObject -> JsonObject(node.properties().associate { (k, v) -> k to fromNode(v) })
        else -> JsonString(node.asText())
    }

private fun write(value: JsonValue, gen: JsonGenerator) {
    when (value) {
        JsonMissing,
        JsonNull -> gen.writeNull()
        is JsonBoolean -> gen.writeBoolean(value.value)
        is JsonString -> gen.writeString(value.value)
        is JsonNumber ->
            when (val n = value.value) {
                is Long -> gen.writeNumber(n)
                is Int -> gen.writeNumber(n)
                is Double -> gen.writeNumber(n)
                is Float -> gen.writeNumber(n)
                is java.math.BigInteger -> gen.writeNumber(n)
                is java.math.BigDecimal -> gen.writeNumber(n)
                else -> gen.writeNumber(n.toString())
            }
        is JsonArray -> {
            gen.writeStartArray()
            value.values.forEach { write(it, gen) }
            gen.writeEndArray()
        }
        is JsonObject -> {
            gen.writeStartObject()
            for ((k, v) in value.values) {
                if (v == JsonMissing) continue
                gen.writeFieldName(k)
                write(v, gen)
            }
            gen.writeEndObject()
        }
    }
}

private class JsonModelSerializer : StdSerializer<JsonModel>(JsonModel::class.java) {
    override fun serialize(value: JsonModel, gen: JsonGenerator, provider: SerializerProvider) =
        write(value.toJson(), gen)
}

private class JsonFieldSerializer : StdSerializer<JsonField<*>>(JsonField::class.java, false) {
    override fun serialize(value: JsonField<*>, gen: JsonGenerator, provider: SerializerProvider) =
        write(JsonValue.from(value), gen)

    override fun isEmpty(provider: SerializerProvider, value: JsonField<*>): Boolean =
        value.isMissing()
}

/**
 * Finds the deserializer of every generated model, enum and union class: [JsonModelDeserializer].
 */
private class JsonModelDeserializers : Deserializers.Base() {
    override fun findBeanDeserializer(
        type: JavaType,
        config: DeserializationConfig,
        beanDesc: BeanDescription,
    ): JsonDeserializer<*>? =
        if (JsonModel::class.java.isAssignableFrom(type.rawClass)) {
            JsonModelDeserializer(type.rawClass)
        } else {
            null
        }
}

/**
 * Reads a generated class through its companion's decoder (every model, enum and union has one), so
 * the SDK's classes read with [jsonMapper] as they read from responses.
 */
private class JsonModelDeserializer(private val type: Class<*>) : StdDeserializer<Any>(type) {
    private val decoder: (JsonValue) -> Any? by lazy {
        val companion = type.getDeclaredField("Companion").get(null)
        val get = companion.javaClass.getMethod("getDecoder")
        @Suppress("UNCHECKED_CAST")
        get.invoke(companion) as (JsonValue) -> Any?
    }

    override fun deserialize(parser: JsonParser, context: DeserializationContext): Any {
        val json = fromNode(parser.codec.readTree(parser))
        return decoder(json)
            ?: throw context.instantiationException(type, "not a ${type.simpleName}: $json")
    }
}

private class JsonValueDeserializer : StdDeserializer<JsonValue>(JsonValue::class.java) {
    override fun deserialize(parser: JsonParser, context: DeserializationContext): JsonValue =
        fromNode(parser.codec.readTree(parser))

    override fun getNullValue(context: DeserializationContext): JsonValue = JsonNull
}

/**
 * Reads an ISO date, local date-time or offset date-time as a [LocalDateTime]: a date at midnight,
 * an offset date-time at its UTC time.
 */
private class LenientLocalDateTimeDeserializer :
    StdDeserializer<LocalDateTime>(LocalDateTime::class.java) {
    override fun deserialize(parser: JsonParser, context: DeserializationContext): LocalDateTime {
        if (!parser.hasToken(JsonToken.VALUE_STRING)) {
            return context.handleUnexpectedToken(LocalDateTime::class.java, parser) as LocalDateTime
        }
        val text = parser.text.trim()
        return try {
            when (
                val parsed =
                    DateTimeFormatter.ISO_DATE_TIME.parseBest(
                        text,
                        OffsetDateTime::from,
                        LocalDateTime::from,
                    )
            ) {
                is OffsetDateTime -> parsed.withOffsetSameInstant(ZoneOffset.UTC).toLocalDateTime()
                else -> parsed as LocalDateTime
            }
        } catch (_: DateTimeParseException) {
            try {
                LocalDate.parse(text).atStartOfDay()
            } catch (_: DateTimeParseException) {
                context.handleWeirdStringValue(
                    LocalDateTime::class.java,
                    text,
                    "not an ISO 8601 date or date-time",
                ) as LocalDateTime
            }
        }
    }
}

/**
 * Reports a constructor that refuses a missing or null value (a non-null parameter) as the input
 * not matching the type, like every other shape mismatch, rather than as a failure to instantiate.
 */
private class RefusedValueHandler : DeserializationProblemHandler() {
    override fun handleInstantiationProblem(
        context: DeserializationContext,
        instClass: Class<*>,
        argument: Any?,
        t: Throwable,
    ): Any {
        val cause = t.cause ?: t
        if (cause !is NullPointerException) return NOT_HANDLED
        throw MismatchedInputException.from(
                context.parser,
                instClass,
                "Cannot construct ${instClass.name}: ${cause.message}",
            )
            .apply { initCause(cause) }
    }
}
