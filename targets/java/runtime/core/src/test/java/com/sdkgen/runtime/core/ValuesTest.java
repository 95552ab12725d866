package com.sdkgen.runtime.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.sdkgen.runtime.errors.SdkgenInvalidDataException;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

class ValuesTest {
    private static final Object NON_JSON = new Object();

    @Test
    void missingNullAndKnownAreDistinguishable() {
        JsonField<String> missing = JsonField.missing();
        JsonField<String> nul = JsonField.ofNull();
        JsonField<String> known = JsonField.of("a");

        assertThat(missing.isMissing()).isTrue();
        assertThat(missing.isNull()).isFalse();
        assertThat(nul.isNull()).isTrue();
        assertThat(nul.isMissing()).isFalse();
        assertThat(known.asKnown()).contains("a");
        assertThat(known.asUnknown()).isEmpty();
        assertThat(missing.asKnown()).isEmpty();
        assertThat(JsonField.ofNullable(null).isNull()).isTrue();
        assertThat(JsonMissing.of().isMissing()).isTrue();
        assertThat(JsonNull.of().isNull()).isTrue();
    }

    @Test
    void accessorsReadKnownValuesAndJson() {
        assertThat(KnownValue.of(true).asBoolean()).contains(true);
        assertThat(JsonBoolean.of(true).asBoolean()).contains(true);
        assertThat(KnownValue.of(42).asNumber()).contains(42);
        assertThat(JsonNumber.of(42).asNumber()).contains(42);
        assertThat(KnownValue.of("hello").asString()).contains("hello");
        assertThat(JsonString.of("hello").asString()).contains("hello");
        assertThat(JsonString.of("hello").asNumber()).isEmpty();
        assertThat(KnownValue.of(NON_JSON).asKnown()).contains(NON_JSON);
        assertThat(KnownValue.of(NON_JSON).asString()).isEmpty();
    }

    @Test
    void arraysAndObjectsConvertOnlyWhenEveryValueIsJson() {
        List<JsonValue> abc = Arrays.asList(JsonString.of("a"), JsonString.of("b"));
        assertThat(KnownValue.of(Arrays.asList("a", "b")).asArray()).contains(abc);
        assertThat(JsonArray.of(abc).asArray()).contains(abc);
        assertThat(KnownValue.of(Arrays.asList("a", NON_JSON)).asArray()).isEmpty();

        Map<String, Object> good = new LinkedHashMap<>();
        good.put("a", "b");
        Map<Object, Object> intKey = new LinkedHashMap<>();
        intKey.put(42, "c");
        Map<String, Object> nonJson = Collections.singletonMap("a", NON_JSON);
        assertThat(KnownValue.of(good).asObject())
                .contains(Collections.singletonMap("a", JsonString.of("b")));
        assertThat(KnownValue.of(intKey).asObject()).isEmpty();
        assertThat(KnownValue.of(nonJson).asObject()).isEmpty();
    }

    @Test
    void fromConvertsPlainJavaData() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("a", Arrays.asList(1, 2));
        map.put("b", null);

        JsonValue value = JsonValue.from(map);

        Map<String, JsonValue> expected = new LinkedHashMap<>();
        expected.put("a", JsonArray.of(Arrays.asList(JsonNumber.of(1), JsonNumber.of(2))));
        expected.put("b", JsonNull.of());
        assertThat(value).isEqualTo(JsonObject.of(expected));
        assertThat(JsonValue.from(null)).isEqualTo(JsonNull.of());
        assertThat(value.toString()).isEqualTo("{\"a\":[1,2],\"b\":null}");
    }

    @Test
    void visitorsSeeEachState() {
        JsonValue.Visitor<String> visitor =
                new JsonValue.Visitor<String>() {
                    @Override
                    public String visitNumber(Number value) {
                        return "number " + value;
                    }

                    @Override
                    public String visitDefault() {
                        return "other";
                    }
                };
        JsonField.Visitor<String, String> fieldVisitor =
                new JsonField.Visitor<String, String>() {
                    @Override
                    public String visitKnown(String value) {
                        return "known " + value;
                    }

                    @Override
                    public String visitMissing() {
                        return "missing";
                    }
                };

        assertThat(JsonNumber.of(1).accept(visitor)).isEqualTo("number 1");
        assertThat(JsonString.of("x").accept(visitor)).isEqualTo("other");
        assertThat(JsonField.of("x").accept(fieldVisitor)).isEqualTo("known x");
        assertThat(JsonField.<String>missing().accept(fieldVisitor)).isEqualTo("missing");
        assertThatThrownBy(() -> JsonNull.of().accept(new JsonValue.Visitor<String>() {}))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void getRequiredFailsLazilyWithTheState() {
        assertThat(JsonField.of("x").getRequired("name")).isEqualTo("x");
        assertThatThrownBy(() -> JsonField.missing().getRequired("name"))
                .isInstanceOf(SdkgenInvalidDataException.class)
                .hasMessage("`name` is not set");
        assertThatThrownBy(() -> JsonField.ofNull().getRequired("name"))
                .hasMessage("`name` is null");
        assertThatThrownBy(() -> JsonField.<String>ofJson(JsonNumber.of(3)).getRequired("name"))
                .isInstanceOf(SdkgenInvalidDataException.class)
                .hasMessageContaining("invalid");
        assertThat(JsonField.<String>missing().getOptional("name")).isEmpty();
        assertThat(JsonField.<String>ofNull().getOptional("name")).isEmpty();
        assertThat(JsonField.of("y").getOptional("name")).contains("y");
    }

    @Test
    void mapKeepsStates() {
        assertThat(JsonField.of(2).map(n -> n * 2).asKnown()).contains(4);
        assertThat(JsonField.<Integer>missing().map(n -> n * 2).isMissing()).isTrue();
    }

    /** A model as the generator writes one: fields are JsonFields, unknown values are kept. */
    static final class Model {
        private final JsonField<String> name;
        private final JsonField<Long> count;
        private final JsonField<Status> status;

        @JsonCreator
        Model(
                @JsonProperty("name") @ExcludeMissing JsonField<String> name,
                @JsonProperty("count") @ExcludeMissing JsonField<Long> count,
                @JsonProperty("status") @ExcludeMissing JsonField<Status> status) {
            this.name = name;
            this.count = count;
            this.status = status;
        }

        @JsonProperty("name")
        @ExcludeMissing
        JsonField<String> _name() {
            return name;
        }

        @JsonProperty("count")
        @ExcludeMissing
        JsonField<Long> _count() {
            return count;
        }

        @JsonProperty("status")
        @ExcludeMissing
        JsonField<Status> _status() {
            return status;
        }
    }

    /** An open enum: any string is kept. */
    static final class Status {
        private final String value;

        private Status(String value) {
            this.value = value;
        }

        @JsonCreator
        static Status of(String value) {
            return new Status(value);
        }

        @com.fasterxml.jackson.annotation.JsonValue
        String value() {
            return value;
        }
    }

    @Test
    void modelsKeepMissingNullAndMistypedFields() throws Exception {
        Model model =
                ObjectMappers.jsonMapper()
                        .readValue(
                                "{\"name\":null,\"count\":\"many\",\"status\":\"brand_new\"}",
                                Model.class);

        assertThat(model._name().isNull()).isTrue();
        assertThat(model._count().asKnown()).isEmpty();
        assertThat(model._count().asString()).contains("many");
        assertThat(model._status().asKnown().map(Status::value)).contains("brand_new");

        Model sparse = ObjectMappers.jsonMapper().readValue("{}", Model.class);
        assertThat(sparse._name().isMissing()).isTrue();
        assertThat(ObjectMappers.jsonMapper().writeValueAsString(sparse)).isEqualTo("{}");
        assertThat(ObjectMappers.jsonMapper().writeValueAsString(model))
                .isEqualTo("{\"name\":null,\"count\":\"many\",\"status\":\"brand_new\"}");
    }

    @Test
    void equalityIsByContent() {
        assertThat(KnownValue.of(new byte[] {1, 2})).isEqualTo(KnownValue.of(new byte[] {1, 2}));
        assertThat(JsonString.of("a"))
                .isEqualTo(JsonString.of("a"))
                .isNotEqualTo(JsonString.of("b"));
        assertThat(Utils.contentToString(new byte[][] {{1, 2}, {3}})).isEqualTo("[[1, 2], [3]]");
        assertThat(Utils.contentEquals(42, "42")).isFalse();
        assertThat(Optional.of(JsonMissing.of().toString())).contains("");
    }
}
