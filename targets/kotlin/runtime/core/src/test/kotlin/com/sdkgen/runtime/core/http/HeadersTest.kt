package com.sdkgen.runtime.core.http

import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test

internal class HeadersTest {

    @Test
    fun namesKeepTheirCaseAndLookupsIgnoreIt() {
        val headers =
            Headers.builder()
                .put("X-Trace", "a")
                .put("x-trace", listOf("b", "c"))
                .put("Accept", "json")
                .replace("ACCEPT", "text")
                .build()

        assertThat(headers.names()).containsExactly("X-Trace", "ACCEPT")
        assertThat(headers.values("x-TRACE")).containsExactly("a", "b", "c")
        assertThat(headers.size).isEqualTo(4)
        assertThat(headers.toBuilder().removeAll(setOf("x-trace")).build().names())
            .containsExactly("ACCEPT")
    }
}
