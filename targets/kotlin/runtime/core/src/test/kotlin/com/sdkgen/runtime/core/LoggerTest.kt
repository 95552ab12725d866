package com.sdkgen.runtime.core

import com.sdkgen.runtime.core.http.HttpMethod
import com.sdkgen.runtime.core.http.HttpRequest
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test

class LoggerTest {
    private val request =
        HttpRequest.builder()
            .method(HttpMethod.GET)
            .baseUrl("https://api.example.com")
            .addPathSegments("things")
            .putHeader("Authorization", "Bearer secret-token")
            .putHeader("X-Api-Key", "secret-key")
            .putHeader("Accept", "application/json")
            .putQueryParam("key", "secret-query")
            .putQueryParam("limit", "10")
            .build()

    @Test
    fun redactsCredentialsInHeadersAndTheUrl() {
        val lines = mutableListOf<String>()
        val logger =
            Logger(
                LogLevel.DEBUG,
                Logger.ALWAYS_SENSITIVE + "x-api-key",
                listOf("key"),
                sink = { lines += it },
            )
        logger.request(request, 1)
        assertThat(lines).hasSize(1)
        assertThat(lines[0]).doesNotContain("secret").contains("[redacted]").contains("limit=10")
        assertThat(lines[0]).contains("Accept=[application/json]")
    }

    @Test
    fun writesNothingAboveItsLevel() {
        val lines = mutableListOf<String>()
        val logger = Logger(LogLevel.WARN, emptyList(), emptyList(), sink = { lines += it })
        logger.request(request, 1)
        logger.log(LogLevel.INFO) { "retrying" }
        logger.log(LogLevel.WARN) { "careful" }
        assertThat(lines).containsExactly("[sdkgen] warn: careful")
    }

    @Test
    fun parsesLevelNamesInAnyCase() {
        assertThat(LogLevel.parse(" Debug ")).isEqualTo(LogLevel.DEBUG)
        assertThat(LogLevel.parse("loud")).isNull()
        assertThat(LogLevel.parse(null)).isNull()
        assertThat(LogLevel.OFF.enables(LogLevel.ERROR)).isFalse()
    }
}
