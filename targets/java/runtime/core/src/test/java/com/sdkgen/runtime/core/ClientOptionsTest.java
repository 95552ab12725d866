package com.sdkgen.runtime.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sdkgen.runtime.core.http.FakeHttpClient;
import com.sdkgen.runtime.core.http.Headers;
import com.sdkgen.runtime.core.http.HttpMethod;
import com.sdkgen.runtime.core.http.HttpRequest;
import com.sdkgen.runtime.core.http.QueryParams;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

class ClientOptionsTest {
    /** An API with a bearer token, a basic pair, an API key in the query and a header option. */
    private static final ClientSettings SETTINGS =
            ClientSettings.builder("Acme", "1.2.3", "ACME", "acme")
                    .environment("production", "https://api.acme.test/v1/")
                    .environment("regional", "https://{region}.acme.test")
                    .retries(3, Duration.ofSeconds(1), Duration.ofSeconds(10))
                    .defaultHeader("X-Config", "config")
                    .option("token", "acme.token", "ACME_TOKEN", null, false, "", "", "")
                    .option("user", "acme.user", "ACME_USER", null, false, "", "", "")
                    .option("password", "acme.password", "ACME_PASSWORD", null, false, "", "", "")
                    .option("key", "acme.key", "ACME_KEY", null, false, "", "", "")
                    .option(
                            "project",
                            "acme.project",
                            "ACME_PROJECT",
                            "default",
                            false,
                            "X-Project",
                            "",
                            "")
                    .option("region", "acme.region", "ACME_REGION", null, false, "", "", "region")
                    .authBearer("bearer", "Bearer", "token")
                    .authBasic("basic", "user", "password", true)
                    .authQuery("query", "api_key", "key")
                    .authAlternative("bearer")
                    .authAlternative("basic")
                    .authAlternative("query")
                    .build();

    private final FakeHttpClient transport = new FakeHttpClient();

    private ClientOptions.Builder builder() {
        return ClientOptions.builder(SETTINGS).httpClient(transport);
    }

    private static ClientOptions.Builder fromEnv(
            ClientOptions.Builder builder,
            Map<String, String> properties,
            Map<String, String> env) {
        return builder.fromEnv(properties::get, env::get);
    }

    @Test
    void defaultsComeFromTheSettings() {
        ClientOptions options = builder().option("token", "t").build();

        assertThat(options.baseUrl()).isEqualTo("https://api.acme.test/v1");
        assertThat(options.maxRetries()).isEqualTo(3);
        assertThat(options.timeout().request()).isEqualTo(Duration.ofSeconds(60));
        assertThat(options.option("project")).contains("default");
        assertThat(options.logLevel()).isEqualTo(LogLevel.WARN);
    }

    @Test
    void systemPropertyBeatsEnvironmentVariableAndExplicitBeatsBoth() {
        Map<String, String> properties = new HashMap<>();
        properties.put("acme.token", "from-property");
        properties.put("acme.baseUrl", "https://property.test/");
        Map<String, String> env = new HashMap<>();
        env.put("ACME_TOKEN", "from-env");
        env.put("ACME_KEY", "key-from-env");
        env.put("ACME_BASE_URL", "https://env.test");
        env.put("ACME_LOG", "debug");

        ClientOptions options = fromEnv(builder(), properties, env).build();
        ClientOptions explicit =
                fromEnv(builder().option("token", "explicit"), properties, env).build();

        assertThat(options.option("token")).contains("from-property");
        assertThat(options.option("key")).contains("key-from-env");
        assertThat(options.baseUrl()).isEqualTo("https://property.test");
        assertThat(options.logLevel()).isEqualTo(LogLevel.DEBUG);
        assertThat(explicit.option("token")).contains("explicit");
    }

    @Test
    void theLogLevelComesFromItsVariableUnlessSet() {
        Map<String, String> env = new HashMap<>();
        env.put("ACME_LOG", "info");

        ClientOptions fromEnv = fromEnv(builder(), new HashMap<>(), env).build();
        ClientOptions explicit =
                fromEnv(builder().logLevel(LogLevel.ERROR), new HashMap<>(), env).build();

        assertThat(fromEnv.logLevel()).isEqualTo(LogLevel.INFO);
        assertThat(explicit.logLevel()).isEqualTo(LogLevel.ERROR);
    }

    @Test
    void aMissingRequiredOptionNamesTheSetterAndTheVariable() {
        ClientSettings settings =
                ClientSettings.builder("Acme", "1", "ACME", "acme")
                        .environment("production", "https://api.acme.test")
                        .option("apiKey", "acme.apiKey", "ACME_API_KEY", null, true, "", "", "")
                        .build();

        assertThatThrownBy(() -> ClientOptions.builder(settings).httpClient(transport).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("apiKey")
                .hasMessageContaining("ACME_API_KEY")
                .hasMessageContaining("acme.apiKey");
    }

    @Test
    void environmentAndBaseUrlTogetherFail() {
        assertThatThrownBy(
                        () -> builder().environment("regional").baseUrl("https://x.test").build())
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> builder().environment("nowhere"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("production");
    }

    @Test
    void serverVariablesAreFilledAndEscaped() {
        ClientOptions options =
                builder().environment("regional").option("region", "eu west").build();

        assertThat(options.baseUrl()).isEqualTo("https://eu%20west.acme.test");
        assertThatThrownBy(() -> builder().environment("regional").build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("region");
    }

    @Test
    void headersHavePlatformUserAgentConfigOptionsAndCallerValuesInOrder() {
        Map<String, String> env = new HashMap<>();
        env.put("ACME_CUSTOM_HEADERS", "X-Custom: one\nX-Config: from-env");
        ClientOptions options =
                fromEnv(builder().putHeader("X-Custom", "explicit"), new HashMap<>(), env)
                        .option("token", "secret")
                        .build();

        Headers headers = options.headers();

        assertThat(headers.values("User-Agent")).containsExactly("Acme/Java 1.2.3");
        assertThat(headers.values("X-Sdkgen-Lang")).containsExactly("java");
        assertThat(headers.values("X-Sdkgen-Package-Version")).containsExactly("1.2.3");
        assertThat(headers.values("X-Sdkgen-Runtime")).containsExactly("JVM");
        assertThat(headers.values("X-Sdkgen-OS")).hasSize(1);
        assertThat(headers.values("X-Sdkgen-Arch")).hasSize(1);
        assertThat(headers.values("X-Project")).containsExactly("default");
        assertThat(headers.values("X-Config")).containsExactly("from-env");
        assertThat(headers.values("X-Custom")).containsExactly("explicit");
        assertThat(headers.values("Authorization")).containsExactly("Bearer secret");
    }

    @Test
    void theFirstSatisfiedAuthAlternativeIsSent() {
        ClientOptions basic = builder().option("user", "u").option("password", "p").build();
        ClientOptions query = builder().option("key", "k").build();

        assertThat(basic.headers().values("Authorization")).containsExactly("Basic dTpw");
        assertThat(basic.authError()).isEmpty();
        assertThat(query.queryParams().values("api_key")).containsExactly("k");
        assertThat(query.headers().values("Authorization")).isEmpty();
    }

    @Test
    void aMethodsOwnSecurityPicksItsAlternativeAmongTheSetCredentials() {
        ClientOptions options = builder().option("token", "t").option("key", "k").build();

        ClientOptions.MethodAuth queryOnly =
                options.authFor(Arrays.<List<String>>asList(Arrays.asList("query")));
        ClientOptions.MethodAuth basicOnly =
                options.authFor(Arrays.<List<String>>asList(Arrays.asList("basic")));

        assertThat(options.headers().values("Authorization")).containsExactly("Bearer t");
        assertThat(queryOnly.error()).isEmpty();
        assertThat(queryOnly.queryParams().values("api_key")).containsExactly("k");
        assertThat(queryOnly.headers().values("Authorization")).isEmpty();
        assertThat(basicOnly.error()).isPresent();
    }

    @Test
    void noSatisfiedAlternativeFailsBeforeSendingAndNamesTheVariables() {
        ClientOptions options = builder().build();

        assertThat(options.authError()).isPresent();
        assertThat(options.authError().get()).contains("ACME_TOKEN").contains("ACME_KEY");
        HttpRequest request =
                HttpRequest.builder().method(HttpMethod.GET).baseUrl(options.baseUrl()).build();
        assertThatThrownBy(() -> PrepareRequest.prepare(request, options, NoParams.INSTANCE))
                .hasMessageContaining("ACME_TOKEN");
        assertThat(PrepareRequest.prepareWithoutAuth(request, options, NoParams.INSTANCE).url())
                .isEqualTo("https://api.acme.test/v1");
        assertThat(transport.requests).isEmpty();
    }

    @Test
    void prepareLetsTheCallWinAndDropsCredentialsForSecurityNone() {
        ClientOptions options =
                builder().option("key", "k").putHeader("X-Default", "client").build();
        HttpRequest request =
                HttpRequest.builder()
                        .method(HttpMethod.GET)
                        .baseUrl(options.baseUrl())
                        .putHeader("Accept", "text/event-stream")
                        .putHeader("X-Default", "generated")
                        .build();
        Params params =
                new NoParams(
                        Headers.builder().put("X-Default", "call").build(),
                        QueryParams.builder().put("q", "1").build());

        HttpRequest prepared = PrepareRequest.prepare(request, options, params);
        HttpRequest anonymous = PrepareRequest.prepareWithoutAuth(request, options, params);

        assertThat(prepared.headers().values("X-Default")).containsExactly("call");
        assertThat(prepared.headers().values("Accept")).containsExactly("text/event-stream");
        assertThat(prepared.url()).isEqualTo("https://api.acme.test/v1?api_key=k&q=1");
        assertThat(anonymous.url()).isEqualTo("https://api.acme.test/v1?q=1");
    }

    @Test
    void aCallHeaderWithoutValuesRemovesTheHeader() {
        ClientOptions options = builder().option("token", "t").build();
        HttpRequest request =
                HttpRequest.builder().method(HttpMethod.GET).baseUrl(options.baseUrl()).build();
        Params params =
                new NoParams(
                        Headers.builder().put("X-Config", Collections.<String>emptyList()).build(),
                        QueryParams.builder().build());

        HttpRequest prepared = PrepareRequest.prepare(request, options, params);

        assertThat(options.headers().values("X-Config")).containsExactly("config");
        assertThat(prepared.headers().values("X-Config")).isEmpty();
    }

    @Test
    void emptyPathParamsFailBeforeSending() {
        assertThatThrownBy(() -> PrepareRequest.checkPathParam("agencyId", ""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("agencyId");
        assertThat(PrepareRequest.checkPathParam("agencyId", "1")).isEqualTo("1");
    }

    @Test
    void toBuilderSharesTheTransportAndKeepsEverything() {
        ClientOptions options =
                builder().option("token", "t").maxRetries(7).timeout(Duration.ofSeconds(3)).build();

        ClientOptions copy = options.toBuilder().maxRetries(1).build();

        assertThat(copy.originalHttpClient()).isSameAs(transport);
        assertThat(copy.option("token")).contains("t");
        assertThat(copy.timeout().request()).isEqualTo(Duration.ofSeconds(3));
        assertThat(copy.maxRetries()).isEqualTo(1);
        assertThat(options.maxRetries()).isEqualTo(7);
    }

    @Test
    void copiesKeepTheTransportOpenWhenTheOriginalIsCollected() throws InterruptedException {
        ClientOptions options = builder().option("token", "t").build();
        options = options.toBuilder().build();
        System.gc();
        Thread.sleep(100);

        assertThat(transport.closed).isFalse();
        assertThat(options.originalHttpClient()).isSameAs(transport);
    }

    @Test
    void withoutATransportBuildFails() {
        assertThatThrownBy(() -> ClientOptions.builder(SETTINGS).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("httpClient");
    }

    @Test
    void requestOptionsFallBackToTheClient() {
        ClientOptions options = builder().option("token", "t").responseValidation(true).build();

        RequestOptions effective =
                PrepareRequest.options(RequestOptions.builder().maxRetries(0).build(), options);

        assertThat(effective.maxRetries()).contains(0);
        assertThat(effective.responseValidation()).contains(true);
        assertThat(effective.timeout().map(Timeout::request)).contains(Duration.ofSeconds(60));
    }

    /** Params with only extra headers and query params. */
    static final class NoParams implements Params {
        static final NoParams INSTANCE =
                new NoParams(Headers.builder().build(), QueryParams.builder().build());

        private final Headers headers;
        private final QueryParams queryParams;

        NoParams(Headers headers, QueryParams queryParams) {
            this.headers = headers;
            this.queryParams = queryParams;
        }

        @Override
        public Headers _headers() {
            return headers;
        }

        @Override
        public QueryParams _queryParams() {
            return queryParams;
        }
    }
}
