package com.sdkgen.runtime.core;

import static org.assertj.core.api.Assertions.assertThat;

import com.sdkgen.runtime.core.http.FakeHttpClient;
import com.sdkgen.runtime.core.http.HttpMethod;
import com.sdkgen.runtime.core.http.HttpRequest;
import com.sdkgen.runtime.core.http.RecordingSleeper;
import com.sdkgen.runtime.core.http.RetryingHttpClient;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

class LoggerTest {

    @Test
    void debugLogsRedactCredentials() {
        List<String> lines = new ArrayList<>();
        Logger logger =
                new Logger(
                        LogLevel.DEBUG,
                        Arrays.asList("Authorization", "X-Api-Key"),
                        Arrays.asList("key"),
                        lines::add);
        HttpRequest request =
                HttpRequest.builder()
                        .method(HttpMethod.GET)
                        .baseUrl("https://api.example.com")
                        .putHeader("authorization", "Bearer secret-token")
                        .putHeader("X-API-KEY", "secret-key")
                        .putHeader("Accept", "application/json")
                        .putQueryParam("key", "secret-query")
                        .putQueryParam("page", "2")
                        .build();

        logger.request(request, 0);

        assertThat(lines).hasSize(1);
        assertThat(lines.get(0))
                .doesNotContain("secret")
                .contains("[redacted]")
                .contains("application/json")
                .contains("page=2");
    }

    @Test
    void levelsFilterAndParse() {
        List<String> lines = new ArrayList<>();
        Logger logger = new Logger(LogLevel.WARN, new ArrayList<>(), new ArrayList<>(), lines::add);

        logger.log(LogLevel.INFO, "quiet");
        logger.log(LogLevel.ERROR, "loud");

        assertThat(lines).containsExactly("[sdkgen] error: loud");
        assertThat(LogLevel.parse(" Debug ")).contains(LogLevel.DEBUG);
        assertThat(LogLevel.parse("verbose")).isEmpty();
        assertThat(LogLevel.OFF.enables(LogLevel.ERROR)).isFalse();
    }

    @Test
    void eachRetryIsLoggedWithItsReasonAndDelay() {
        List<String> lines = new ArrayList<>();
        FakeHttpClient transport = new FakeHttpClient().respond(503, "").respond(200, "");
        RetryingHttpClient client =
                RetryingHttpClient.builder()
                        .httpClient(transport)
                        .sleeper(new RecordingSleeper())
                        .random(() -> 0.0)
                        .retryDelays(Duration.ofMillis(500), Duration.ofSeconds(8))
                        .logger(
                                new Logger(
                                        LogLevel.INFO,
                                        new ArrayList<>(),
                                        new ArrayList<>(),
                                        lines::add))
                        .build();

        client.execute(
                HttpRequest.builder()
                        .method(HttpMethod.GET)
                        .baseUrl("https://api.example.com")
                        .build());

        assertThat(lines).containsExactly("[sdkgen] info: retrying (1) after 500 ms: status 503");
    }
}
