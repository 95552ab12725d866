// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking.chat;

import static org.assertj.core.api.Assertions.assertThat;

import com.acme.api.TestServerExtension;
import com.acme.api.client.ACMEClient;
import com.acme.api.client.okhttp.ACMEOkHttpClient;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.chat.completions.Completion;
import com.acme.api.models.chat.completions.CompletionCreateParams;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.Arrays;

@ExtendWith(TestServerExtension.class)
class CompletionServiceTest {

    @Test
    void create() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        Completion result =
                client.chat()
                        .completions()
                        .create(
                                CompletionCreateParams.builder()
                                        .messages(
                                                Arrays.asList(
                                                        CompletionCreateParams.Messages.builder()
                                                                .role(
                                                                        CompletionCreateParams
                                                                                .Messages.Role.of(
                                                                                "system"))
                                                                .content("string")
                                                                .build()))
                                        .stream(false)
                                        .build());
        result.validate();
    }

    @Test
    void createWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        HttpResponseFor<Completion> response =
                client.chat()
                        .completions()
                        .withRawResponse()
                        .create(
                                CompletionCreateParams.builder()
                                        .messages(
                                                Arrays.asList(
                                                        CompletionCreateParams.Messages.builder()
                                                                .role(
                                                                        CompletionCreateParams
                                                                                .Messages.Role.of(
                                                                                "system"))
                                                                .content("string")
                                                                .build()))
                                        .stream(false)
                                        .build());
        assertThat(response.statusCode()).isBetween(200, 299);
        response.parse().validate();
    }

    @Test
    void createAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        Completion result =
                client.async()
                        .chat()
                        .completions()
                        .create(
                                CompletionCreateParams.builder()
                                        .messages(
                                                Arrays.asList(
                                                        CompletionCreateParams.Messages.builder()
                                                                .role(
                                                                        CompletionCreateParams
                                                                                .Messages.Role.of(
                                                                                "system"))
                                                                .content("string")
                                                                .build()))
                                        .stream(false)
                                        .build())
                        .join();
        result.validate();
    }

    @Test
    void createWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        Completion result =
                client.chat()
                        .completions()
                        .create(
                                CompletionCreateParams.builder()
                                        .messages(
                                                Arrays.asList(
                                                        CompletionCreateParams.Messages.builder()
                                                                .role(
                                                                        CompletionCreateParams
                                                                                .Messages.Role.of(
                                                                                "system"))
                                                                .content("string")
                                                                .build()))
                                        .stream(false)
                                        .build());
        result.validate();
    }
}
