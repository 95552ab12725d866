// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import com.acme.api.TestServerExtension;
import com.acme.api.client.ACMEClient;
import com.acme.api.client.okhttp.ACMEOkHttpClient;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.models.feedback.FeedbackSendParams;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(TestServerExtension.class)
class FeedbackServiceTest {

    @Test
    void send() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        client.feedback().send(FeedbackSendParams.builder().build());
    }

    @Test
    void sendWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        try (HttpResponse response =
                client.feedback().withRawResponse().send(FeedbackSendParams.builder().build())) {
            assertThat(response.statusCode()).isBetween(200, 299);
        }
    }

    @Test
    void sendAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        client.async().feedback().send(FeedbackSendParams.builder().build()).join();
    }

    @Test
    void sendWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        client.feedback().send(FeedbackSendParams.builder().message("string").rating(1L).build());
    }
}
