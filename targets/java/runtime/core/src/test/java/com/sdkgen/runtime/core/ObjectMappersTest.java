package com.sdkgen.runtime.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

class ObjectMappersTest {

    static final class WithIsPrefix {
        private final JsonField<Boolean> isActive;

        WithIsPrefix(JsonField<Boolean> isActive) {
            this.isActive = isActive;
        }

        @JsonProperty("is_active")
        @ExcludeMissing
        JsonField<Boolean> _isActive() {
            return isActive;
        }
    }

    /** Refuses a missing field, as a Kotlin class's non-null parameter does. */
    static final class Named {
        private final String field;

        @JsonCreator
        Named(@JsonProperty("field") String field) {
            this.field = Objects.requireNonNull(field, "field");
        }

        @JsonProperty("field")
        String field() {
            return field;
        }
    }

    enum Shape {
        STRING("Hello World!", String.class),
        BOOLEAN(true, Boolean.class),
        FLOAT(3.14F, Float.class),
        DOUBLE(3.14, Double.class),
        INTEGER(42, Integer.class),
        LONG(42L, Long.class),
        MAP(Collections.singletonMap("property", "value"), Map.class),
        CLASS(new Named("Hello World!"), Named.class),
        LIST(Arrays.asList(1, 2, 3), List.class);

        final Object value;
        final Class<?> type;

        Shape(Object value, Class<?> type) {
            this.value = value;
            this.type = type;
        }
    }

    private static final Set<String> VALID =
            new HashSet<>(
                    Arrays.asList(
                            "FLOAT>DOUBLE",
                            "DOUBLE>FLOAT",
                            "INTEGER>FLOAT",
                            "INTEGER>DOUBLE",
                            "INTEGER>LONG",
                            "LONG>FLOAT",
                            "LONG>DOUBLE",
                            "LONG>INTEGER",
                            "CLASS>MAP"));

    @Test
    void writesOnlyAnnotatedPropertiesAndKeepsTheIsPrefix() throws Exception {
        String json =
                ObjectMappers.jsonMapper().writeValueAsString(new WithIsPrefix(JsonField.of(true)));

        assertThat(json).isEqualTo("{\"is_active\":true}");
    }

    @Test
    void neverCoercesBetweenJsonShapes() throws Exception {
        JsonMapper mapper = ObjectMappers.jsonMapper();
        for (Shape from : Shape.values()) {
            String json = mapper.writeValueAsString(from.value);
            for (Shape to : Shape.values()) {
                Throwable e = catchThrowable(() -> mapper.readValue(json, to.type));
                if (from == to || VALID.contains(from + ">" + to)) {
                    assertThat(e).as(from + " read as " + to).isNull();
                } else {
                    assertThat(e)
                            .as(from + " read as " + to)
                            .isInstanceOf(MismatchedInputException.class);
                }
            }
        }
    }

    @ParameterizedTest
    @CsvSource({
        "1998-04-21, 0, 0",
        "1998-04-21T04:00:00, 4, 0",
        "1998-04-21T04:00:00+03:00, 4, 3",
        "1998-04-21T04:00:00Z, 4, 0",
    })
    void readsDateTimesLeniently(String text, int hour, int offsetHours) throws Exception {
        OffsetDateTime parsed =
                ObjectMappers.jsonMapper().readValue("\"" + text + "\"", OffsetDateTime.class);

        assertThat(parsed)
                .isEqualTo(
                        OffsetDateTime.of(
                                LocalDate.of(1998, 4, 21),
                                LocalTime.of(hour, 0),
                                ZoneOffset.ofHours(offsetHours)));
    }

    @Test
    void rejectsTextThatIsNoDate() {
        Throwable e =
                catchThrowable(
                        () ->
                                ObjectMappers.jsonMapper()
                                        .readValue("\"tomorrow\"", OffsetDateTime.class));

        assertThat(e).isInstanceOf(MismatchedInputException.class);
    }

    @Test
    void writesDatesAsIsoText() throws Exception {
        OffsetDateTime date = OffsetDateTime.of(2020, 1, 2, 3, 4, 5, 0, ZoneOffset.UTC);

        assertThat(ObjectMappers.jsonMapper().writeValueAsString(date))
                .isEqualTo("\"2020-01-02T03:04:05Z\"");
    }
}
