package com.sdkgen.runtime.core

import com.sdkgen.runtime.errors.SdkgenInvalidDataException
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

internal class ValuesTest {

    @Test
    fun fieldsKeepMissingNullAndUnexpectedApart() {
        val json = parseJson("""{"a":"x","b":null,"c":5}""".toByteArray()).asObject()!!

        val a = Decoders.field(json["a"], Decoders.string)
        val b = Decoders.field(json["b"], Decoders.string)
        val c = Decoders.field(json["c"], Decoders.string)
        val d = Decoders.field(json["d"], Decoders.string)

        assertThat(a.getRequired("a")).isEqualTo("x")
        assertThat(b.isNull()).isTrue()
        assertThat(b.getNullable("b")).isNull()
        assertThat(d.isMissing()).isTrue()
        assertThat(c).isEqualTo(JsonNumber(5L))
        val readNumberAsString: () -> Unit = { c.getNullable("c") }
        val readMissing: () -> Unit = { d.getRequired("d") }
        assertThrows<SdkgenInvalidDataException>(readNumberAsString)
        assertThrows<SdkgenInvalidDataException>(readMissing)
    }

    @Test
    fun jsonRoundTrips() {
        val text = """{"a":[1,2.5,"s",true,null],"b":{"c":{}}}"""

        assertThat(String(writeJson(parseJson(text.toByteArray())))).isEqualTo(text)
    }

    @Test
    fun objectsLeaveMissingFieldsOut() {
        val obj =
            JsonObject.of(
                listOf("a" to JsonMissing, "b" to JsonNull, "c" to JsonField.of(1L)),
                mapOf("x" to JsonString("y")),
            )

        assertThat(obj.toString()).isEqualTo("""{"b":null,"c":1,"x":"y"}""")
    }

    @Test
    fun numbersCompareByValue() {
        assertThat(JsonNumber(1L)).isEqualTo(JsonNumber(1.0))
        assertThat(Decoders.long(JsonNumber(2.0))).isEqualTo(2L)
        assertThat(Decoders.long(JsonNumber(2.5))).isNull()
    }

    @Test
    fun knownValuesReadAsJsonWhenTheyHaveAJsonForm() {
        assertThat(KnownValue.of("s").asString()).isEqualTo("s")
        assertThat(KnownValue.of(listOf(1L)).asArray()).containsExactly(JsonNumber(1L))
        assertThat(KnownValue.of(mapOf("a" to true)).asObject())
            .isEqualTo(mapOf("a" to JsonBoolean(true)))
        assertThat(KnownValue.of(mapOf(1 to "x")).asObject()).isNull()
        assertThat(KnownValue.of(listOf(Any())).asArray()).isNull()
        assertThat(KnownValue.of(byteArrayOf(1, 2))).isEqualTo(KnownValue.of(byteArrayOf(1, 2)))
    }
}
