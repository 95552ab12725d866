package com.sdkgen.runtime.core

import com.fasterxml.jackson.annotation.JsonProperty
import com.fasterxml.jackson.databind.exc.MismatchedInputException
import java.time.LocalDateTime
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

internal class ObjectMappersTest {

    /** A model as the SDK generates them: its JSON, and a companion decoder. */
    class Point private constructor(private val json: JsonValue) : JsonModel {
        fun x(): Long? = json.asObject()?.get("x")?.let(Decoders.long)

        override fun toJson(): JsonValue = json

        companion object {
            val decoder: Decoder<Point> = { v -> v.asObject()?.let { Point(v) } }
        }
    }

    @Test
    fun modelsRoundTripThroughTheMapper() {
        val text = """{"x":3,"extra":"kept"}"""
        val point = jsonMapper().readValue(text, Point::class.java)

        assertThat(point.x()).isEqualTo(3L)
        assertThat(jsonMapper().writeValueAsString(point)).isEqualTo(text)
    }

    @Test
    fun aValueTheDecoderRejectsFails() {
        assertThrows<Exception> { jsonMapper().readValue("[1]", Point::class.java) }
    }

    class Named(@JsonProperty("name") val name: String)

    @Test
    fun aMismatchedShapeIsAMismatchedInput() {
        assertThrows<MismatchedInputException> {
            jsonMapper().readValue("{\"other\":1}", Named::class.java)
        }
        assertThrows<MismatchedInputException> {
            jsonMapper().readValue("\"1\"", Int::class.java)
        }
        assertThat(jsonMapper().readValue("1", String::class.java)).isEqualTo("1")
    }

    @Test
    fun localDateTimesReadLeniently() {
        assertThat(jsonMapper().readValue("\"1998-04-21\"", LocalDateTime::class.java))
            .isEqualTo(LocalDateTime.of(1998, 4, 21, 0, 0))
        assertThat(
                jsonMapper().readValue("\"1998-04-21T04:00:00+03:00\"", LocalDateTime::class.java)
            )
            .isEqualTo(LocalDateTime.of(1998, 4, 21, 1, 0))
    }
}
