package com.sdkgen.runtime.core.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;

class HttpRequestTest {

    private static HttpRequest.Builder get(String baseUrl) {
        return HttpRequest.builder().method(HttpMethod.GET).baseUrl(baseUrl);
    }

    @ParameterizedTest
    @CsvSource({"https://api.example.com", "https://api.example.com/", "https://api.example.com//"})
    void aTrailingSlashMakesNoDifference(String baseUrl) {
        assertThat(get(baseUrl).addPathSegments("v1", "users").build().url())
                .isEqualTo("https://api.example.com/v1/users");
    }

    @Test
    void pathSegmentsArePercentEncoded() {
        String url = get("https://api.example.com").addPathSegment("a b/c?d#é").build().url();

        assertThat(url).isEqualTo("https://api.example.com/a%20b%2Fc%3Fd%23%C3%A9");
    }

    @Test
    void queryParamsAreFormEncodedAndRepeated() {
        String url =
                get("https://api.example.com")
                        .addPathSegment("search")
                        .putQueryParam("q", "hello world&more")
                        .putQueryParams("tag", Arrays.asList("a", "b"))
                        .build()
                        .url();

        assertThat(url)
                .isEqualTo("https://api.example.com/search?q=hello+world%26more&tag=a&tag=b");
    }

    @Test
    void aNextPageUrlKeepsItsQuery() {
        String url =
                get("https://api.example.com/items?cursor=abc")
                        .putQueryParam("limit", "5")
                        .build()
                        .url();

        assertThat(url).isEqualTo("https://api.example.com/items?cursor=abc&limit=5");
    }

    @Test
    void aRequestAtAPageUrlDropsItsPathAndTheCallsQuery() {
        HttpRequest request =
                get("https://api.example.com")
                        .addPathSegments("items")
                        .putHeader("X-Api-Key", "k")
                        .putQueryParam("key", "client")
                        .putQueryParam("limit", "5")
                        .build()
                        .atPageUrl(
                                "https://api.example.com/items/next?limit=5&token=p2",
                                java.util.Collections.singleton("limit"));

        assertThat(request.url())
                .isEqualTo("https://api.example.com/items/next?limit=5&token=p2&key=client");
        assertThat(request.headers().values("X-Api-Key")).containsExactly("k");
    }

    @Test
    void printingARequestOrItsHeadersShowsNoCredentials() {
        HttpRequest request =
                get("https://api.example.com/v1?key=secret-1")
                        .addPathSegment("items")
                        .putQueryParam("api_key", "secret-2")
                        .putHeader("Authorization", "Bearer secret-3")
                        .putHeader("X-Api-Key", "secret-4")
                        .putHeader("Accept", "application/json")
                        .build();

        assertThat(request.toString())
                .isEqualTo("HttpRequest{method=GET, url=https://api.example.com/v1/items}");
        assertThat(request.headers().toString())
                .doesNotContain("secret")
                .contains("application/json")
                .contains("[redacted]");
    }

    @Test
    void headersAreCaseInsensitiveAndOrdered() {
        Headers headers =
                Headers.builder()
                        .put("Name", "1")
                        .put("NAME", "2")
                        .replace("other", "x")
                        .remove("OTHER")
                        .build();

        assertThat(headers.names()).containsExactly("Name");
        assertThat(headers.values("name")).containsExactly("1", "2");
        assertThat(headers.size()).isEqualTo(2);
    }

    @Test
    void queryParamsReplaceAndRemove() {
        QueryParams params =
                QueryParams.builder()
                        .put("a", "1")
                        .put("b", "2")
                        .replaceAll(QueryParams.builder().put("a", "3").build())
                        .removeAll(Arrays.asList("b"))
                        .build();

        assertThat(params.keys()).containsExactly("a");
        assertThat(params.values("a")).containsExactly("3");
        assertThat(params.size()).isEqualTo(1);
    }
}
