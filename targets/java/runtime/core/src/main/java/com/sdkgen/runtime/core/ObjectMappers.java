package com.sdkgen.runtime.core;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.DeserializationProblemHandler;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

import java.io.IOException;
import java.io.InputStream;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.TemporalAccessor;

/** The Jackson configuration of the SDK. */
public final class ObjectMappers {
    private static final JsonMapper SHARED = jsonMapper();

    private ObjectMappers() {}

    /**
     * A new mapper configured the way the SDK reads and writes JSON: no silent coercion between
     * JSON shapes (a string is never read as a number or a boolean, nor a float as an integer),
     * unknown properties rejected unless a class collects them, only annotated properties written,
     * {@code java.time} and {@code Optional} support, and lenient {@link OffsetDateTime} parsing (a
     * date, or a date-time without offset, is read as UTC).
     */
    public static JsonMapper jsonMapper() {
        SimpleModule sdk = new SimpleModule("sdkgen-runtime");
        sdk.addDeserializer(OffsetDateTime.class, new LenientOffsetDateTimeDeserializer());
        sdk.addSerializer(InputStream.class, new InputStreamSerializer());
        return JsonMapper.builder()
                .addModule(new Jdk8Module())
                .addModule(new JavaTimeModule())
                .addModule(sdk)
                .addHandler(new RefusedValueHandler())
                .withCoercionConfig(
                        LogicalType.Boolean,
                        c -> failFrom(c, scalarsBut(CoercionInputShape.Boolean)))
                .withCoercionConfig(
                        LogicalType.Integer,
                        c -> failFrom(c, scalarsBut(CoercionInputShape.Integer)))
                .withCoercionConfig(
                        LogicalType.Float,
                        c -> failFrom(c, CoercionInputShape.String, CoercionInputShape.Boolean))
                .withCoercionConfig(
                        LogicalType.Textual,
                        c -> failFrom(c, scalarsBut(CoercionInputShape.String)))
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .disable(MapperFeature.AUTO_DETECT_GETTERS)
                .disable(MapperFeature.AUTO_DETECT_IS_GETTERS)
                .disable(MapperFeature.AUTO_DETECT_SETTERS)
                .disable(MapperFeature.AUTO_DETECT_FIELDS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
                .defaultPropertyInclusion(
                        JsonInclude.Value.construct(
                                JsonInclude.Include.NON_ABSENT, JsonInclude.Include.ALWAYS))
                .build();
    }

    /** The mapper the runtime uses where no client options are at hand. */
    static JsonMapper shared() {
        return SHARED;
    }

    private static CoercionInputShape[] scalarsBut(CoercionInputShape keep) {
        CoercionInputShape[] all = {
            CoercionInputShape.Boolean,
            CoercionInputShape.Integer,
            CoercionInputShape.Float,
            CoercionInputShape.String
        };
        CoercionInputShape[] out = new CoercionInputShape[all.length - 1];
        int i = 0;
        for (CoercionInputShape shape : all) {
            if (shape != keep) {
                out[i++] = shape;
            }
        }
        return out;
    }

    private static void failFrom(
            com.fasterxml.jackson.databind.cfg.MutableCoercionConfig config,
            CoercionInputShape... shapes) {
        for (CoercionInputShape shape : shapes) {
            config.setCoercion(shape, CoercionAction.Fail);
        }
    }

    /**
     * Reports a constructor that refuses a missing or null value (a Kotlin non-null parameter, a
     * {@code requireNonNull}) as the input not matching the type, like every other shape mismatch,
     * rather than as a failure to instantiate.
     */
    static final class RefusedValueHandler extends DeserializationProblemHandler {
        @Override
        public Object handleInstantiationProblem(
                DeserializationContext ctxt, Class<?> instClass, Object argument, Throwable t)
                throws IOException {
            Throwable cause = t.getCause() != null ? t.getCause() : t;
            if (!(cause instanceof NullPointerException)) {
                return NOT_HANDLED;
            }
            MismatchedInputException e =
                    MismatchedInputException.from(
                            ctxt.getParser(),
                            instClass,
                            "Cannot construct " + instClass.getName() + ": " + cause.getMessage());
            e.initCause(cause);
            throw e;
        }
    }

    /** Reads an ISO date, local date-time or offset date-time; the first two as UTC. */
    static final class LenientOffsetDateTimeDeserializer extends StdDeserializer<OffsetDateTime> {
        private static final long serialVersionUID = 1L;

        LenientOffsetDateTimeDeserializer() {
            super(OffsetDateTime.class);
        }

        @Override
        public OffsetDateTime deserialize(JsonParser parser, DeserializationContext ctxt)
                throws IOException {
            if (!parser.hasToken(com.fasterxml.jackson.core.JsonToken.VALUE_STRING)) {
                return (OffsetDateTime) ctxt.handleUnexpectedToken(OffsetDateTime.class, parser);
            }
            String text = parser.getText().trim();
            try {
                TemporalAccessor parsed =
                        DateTimeFormatter.ISO_DATE_TIME.parseBest(
                                text, OffsetDateTime::from, LocalDateTime::from);
                return parsed instanceof OffsetDateTime
                        ? (OffsetDateTime) parsed
                        : ((LocalDateTime) parsed).atOffset(ZoneOffset.UTC);
            } catch (DateTimeParseException notDateTime) {
                try {
                    return LocalDate.parse(text).atStartOfDay().atOffset(ZoneOffset.UTC);
                } catch (DateTimeParseException notDate) {
                    return (OffsetDateTime)
                            ctxt.handleWeirdStringValue(
                                    OffsetDateTime.class,
                                    text,
                                    "not an ISO 8601 date or date-time");
                }
            }
        }
    }

    /** Input streams are never read into JSON (they belong in multipart bodies). */
    static final class InputStreamSerializer extends JsonSerializer<InputStream> {
        @Override
        public void serialize(InputStream value, JsonGenerator gen, SerializerProvider provider)
                throws IOException {
            gen.writeString("<input stream>");
        }
    }
}
