package com.sdkgen.runtime.core

import com.sdkgen.runtime.core.http.FakeHttpClient
import com.sdkgen.runtime.core.http.HttpMethod
import com.sdkgen.runtime.core.http.QueryEncoder
import com.sdkgen.runtime.core.http.QueryParams
import com.sdkgen.runtime.core.http.RecordingSleeper
import com.sdkgen.runtime.core.http.newRequest
import com.sdkgen.runtime.core.http.options
import com.sdkgen.runtime.core.http.respond
import com.sdkgen.runtime.core.http.send
import com.sdkgen.runtime.core.http.sendAsync
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.test.runTest
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test

internal class PagesTest {

    private val cursor =
        PageScheme(
            type = "cursor",
            paramLocation = "query",
            params = mapOf("next_cursor_param" to "after"),
            fields = mapOf("next_cursor_field" to listOf("next"), "items" to listOf("data")),
            headers = emptyMap(),
            itemsPath = listOf("data"),
            continueOnEmptyItems = false,
        )

    @Test
    fun cursorPagesFollowTheCursorLazily() {
        val fake =
            FakeHttpClient(
                respond(200, """{"data":[1,2],"next":"c2"}"""),
                respond(200, """{"data":[3],"next":null}"""),
            )
        val opts = options(fake, RecordingSleeper())
        val request = opts.newRequest(HttpMethod.GET, "items").build()

        val first =
            opts.page(
                request,
                opts.send(request, RequestOptions.none()),
                RequestOptions.none(),
                cursor,
                Decoders.long,
            )

        assertThat(fake.requests).hasSize(1)
        assertThat(first.autoPager().toList()).containsExactly(1L, 2L, 3L)
        assertThat(fake.requests[1].queryParams.values("after")).containsExactly("c2")
    }

    @Test
    fun offsetPagesStopAtTheTotal() {
        val offset =
            PageScheme(
                "offset",
                "query",
                mapOf("offset_count_param" to "offset"),
                mapOf("offset_total_count_field" to listOf("total")),
                emptyMap(),
                listOf("items"),
                false,
            )
        val fake =
            FakeHttpClient(
                respond(200, """{"items":["a","b"],"total":3}"""),
                respond(200, """{"items":["c"],"total":3}"""),
            )
        val opts = options(fake, RecordingSleeper())
        val request = opts.newRequest(HttpMethod.GET, "items").build()

        val first =
            opts.page(
                request,
                opts.send(request, RequestOptions.none()),
                RequestOptions.none(),
                offset,
                Decoders.string,
            )

        assertThat(first.autoPager().toList()).containsExactly("a", "b", "c")
        assertThat(fake.requests[1].queryParams.values("offset")).containsExactly("2")
    }

    @Test
    fun asyncPagesAreAFlow() = runTest {
        val fake =
            FakeHttpClient(
                respond(200, """{"data":[1],"next":"x"}"""),
                respond(200, """{"data":[],"next":"y"}"""),
            )
        val opts = options(fake, RecordingSleeper())
        val request = opts.newRequest(HttpMethod.GET, "items").build()

        val first =
            opts.pageAsync(
                request,
                opts.sendAsync(request, RequestOptions.none()),
                RequestOptions.none(),
                cursor,
                Decoders.long,
            )

        assertThat(first.autoPager().toList()).containsExactly(1L)
    }

    @Test
    fun queryEncoderWritesNestedAndArrayFormats() {
        val value = JsonValue.from(mapOf("a" to listOf(1, 2), "b" to mapOf("c" to "d")))
        val brackets = QueryParams.builder()
        QueryEncoder.put(brackets, "f", value, "brackets", "comma")
        val dots = QueryParams.builder()
        QueryEncoder.put(dots, "f", value, "dots", "repeat")

        assertThat(brackets.build())
            .isEqualTo(QueryParams.builder().put("f[a]", "1,2").put("f[b][c]", "d").build())
        assertThat(dots.build())
            .isEqualTo(QueryParams.builder().put("f.a", listOf("1", "2")).put("f.b.c", "d").build())
    }

    @Test
    fun queryEncoderWritesDoublesAsKotlinDoes() {
        val params = QueryParams.builder()
        QueryEncoder.put(params, "lat", JsonValue.from(0.0), "brackets", "comma")
        QueryEncoder.put(params, "n", JsonValue.from(3L), "brackets", "comma")

        assertThat(params.build())
            .isEqualTo(QueryParams.builder().put("lat", "0.0").put("n", "3").build())
    }
}
