// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.client.okhttp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.acme.api.core.ObjectMappers;
import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpMethod;
import com.acme.api.core.http.HttpRequest;
import com.acme.api.core.http.HttpRequestBodies;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.errors.ACMEIoException;
import com.sun.net.httpserver.HttpServer;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

class OkHttpClientTest {
    private HttpServer server;
    private String baseUrl;
    private final List<String> seen = new CopyOnWriteArrayList<>();
    private final CountDownLatch release = new CountDownLatch(1);
    private OkHttpClient client;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext(
                "/echo",
                exchange -> {
                    String body = read(exchange.getRequestBody());
                    seen.add(
                            exchange.getRequestMethod()
                                    + " "
                                    + exchange.getRequestURI()
                                    + " "
                                    + exchange.getRequestHeaders().getFirst("X-Test")
                                    + " "
                                    + exchange.getRequestHeaders().getFirst("Content-Type")
                                    + " "
                                    + body);
                    byte[] out = "{\"ok\":true}".getBytes(StandardCharsets.UTF_8);
                    exchange.getResponseHeaders().add("x-request-id", "req_1");
                    exchange.sendResponseHeaders(201, out.length);
                    try (OutputStream os = exchange.getResponseBody()) {
                        os.write(out);
                    }
                });
        server.createContext(
                "/slow",
                exchange -> {
                    try {
                        release.await(5, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    exchange.sendResponseHeaders(204, -1);
                    exchange.close();
                });
        server.start();
        baseUrl = "http://127.0.0.1:" + server.getAddress().getPort();
        client = OkHttpClient.builder().build();
    }

    @AfterEach
    void stop() {
        release.countDown();
        client.close();
        server.stop(0);
    }

    private static String read(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[1024];
        int n;
        while ((n = in.read(buffer)) != -1) {
            out.write(buffer, 0, n);
        }
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }

    @Test
    void sendsTheRequestAndReadsTheResponse() throws IOException {
        Map<String, Integer> payload = Collections.singletonMap("a", 1);
        HttpRequest request =
                HttpRequest.builder()
                        .method(HttpMethod.POST)
                        .baseUrl(baseUrl)
                        .addPathSegment("echo")
                        .putQueryParam("q", "x y")
                        .putHeader("X-Test", "yes")
                        .body(HttpRequestBodies.json(ObjectMappers.jsonMapper(), payload))
                        .build();

        try (HttpResponse response = client.execute(request)) {
            assertThat(response.statusCode()).isEqualTo(201);
            assertThat(response.requestId()).contains("req_1");
            assertThat(read(response.body())).isEqualTo("{\"ok\":true}");
        }
        assertThat(seen).containsExactly("POST /echo?q=x+y yes application/json {\"a\":1}");
    }

    @Test
    void aPostWithoutBodySendsAnEmptyOne() throws Exception {
        HttpRequest request =
                HttpRequest.builder()
                        .method(HttpMethod.POST)
                        .baseUrl(baseUrl)
                        .addPathSegment("echo")
                        .build();

        try (HttpResponse response = client.executeAsync(request).get(5, TimeUnit.SECONDS)) {
            assertThat(response.statusCode()).isEqualTo(201);
        }
        assertThat(seen).hasSize(1);
    }

    @Test
    void aTimedOutAttemptIsAnIoError() {
        HttpRequest request =
                HttpRequest.builder()
                        .method(HttpMethod.GET)
                        .baseUrl(baseUrl)
                        .addPathSegment("slow")
                        .build();

        assertThatThrownBy(
                        () ->
                                client.execute(
                                        request,
                                        RequestOptions.builder()
                                                .timeout(Duration.ofMillis(200))
                                                .build()))
                .isInstanceOf(ACMEIoException.class)
                .hasMessage("Request timed out");
    }

    @Test
    void cancellingTheFutureCancelsTheCall() throws InterruptedException {
        HttpRequest request =
                HttpRequest.builder()
                        .method(HttpMethod.GET)
                        .baseUrl(baseUrl)
                        .addPathSegment("slow")
                        .build();
        CompletableFuture<HttpResponse> future = client.executeAsync(request);
        for (int i = 0; i < 100 && client.okHttpClient.dispatcher().runningCallsCount() == 0; i++) {
            Thread.sleep(10);
        }
        okhttp3.Call call = client.okHttpClient.dispatcher().runningCalls().get(0);

        future.cancel(false);

        assertThat(call.isCanceled()).isTrue();
    }

    @Test
    void poolOptionsComeInPairs() {
        assertThatThrownBy(() -> OkHttpClient.builder().maxIdleConnections(3).build())
                .isInstanceOf(IllegalStateException.class);
        OkHttpClient pooled =
                OkHttpClient.builder()
                        .maxIdleConnections(3)
                        .keepAliveDuration(Duration.ofSeconds(30))
                        .build();
        pooled.close();
    }
}
