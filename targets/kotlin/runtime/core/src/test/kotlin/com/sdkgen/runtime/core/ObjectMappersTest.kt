package com.sdkgen.runtime.core

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
}
