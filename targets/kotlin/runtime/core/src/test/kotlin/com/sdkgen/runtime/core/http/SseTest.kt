package com.sdkgen.runtime.core.http

import com.sdkgen.runtime.core.Decoders
import com.sdkgen.runtime.errors.SseException
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.test.runTest
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

internal class SseTest {
    private val rules =
        listOf(
            EventRule(null, false, "[DONE]", "done", null),
            EventRule("error", false, null, "error", "message"),
            EventRule(null, false, null, "yield", null),
        )

    private fun response(text: String): HttpResponse =
        BufferedHttpResponse(200, Headers.none(), text.toByteArray())

    @Test
    fun yieldsEventsUntilDone() {
        val stream =
            StreamResponse(
                response(
                    "data: \"a\"\n\n: comment\ndata: \"b\"\n\ndata: [DONE]\n\ndata: \"c\"\n\n"
                ),
                rules,
                Decoders.string,
            )

        val events = stream.use { it.asSequence().toList() }

        assertThat(events).containsExactly("a", "b")
    }

    @Test
    fun errorEventsThrow() {
        val stream =
            StreamResponse(
                response("event: error\ndata: {\"message\":\"boom\"}\n\n"),
                rules,
                Decoders.string,
            )

        assertThrows<SseException> { stream.use { it.asSequence().toList() } }
    }

    @Test
    fun flowsCloseTheStream() = runTest {
        val stream = StreamResponse(response("data: 1\n\ndata: 2\n\n"), rules, Decoders.long)

        assertThat(stream.asFlow().toList()).containsExactly(1L, 2L)
    }
}
