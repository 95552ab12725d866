// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import com.acme.api.TestServerExtension;
import com.acme.api.client.ACMEClient;
import com.acme.api.client.okhttp.ACMEOkHttpClient;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.ACMEPingParams;
import com.acme.api.models.ACMEStatusParams;
import com.acme.api.models.ClientPingResponse;
import com.acme.api.models.Status;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(TestServerExtension.class)
class ACMEServiceTest {

    @Test
    void status() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        Status result = client.status(ACMEStatusParams.builder().build());
        result.validate();
    }

    @Test
    void statusWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        HttpResponseFor<Status> response =
                client.withRawResponse().status(ACMEStatusParams.builder().build());
        assertThat(response.statusCode()).isBetween(200, 299);
        response.parse().validate();
    }

    @Test
    void statusAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        Status result = client.async().status(ACMEStatusParams.builder().build()).join();
        result.validate();
    }

    @Test
    void statusWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        Status result = client.status(ACMEStatusParams.builder().build());
        result.validate();
    }

    @Test
    void ping() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        ClientPingResponse result = client.ping(ACMEPingParams.builder().build());
        result.validate();
    }

    @Test
    void pingWithRawResponse() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        HttpResponseFor<ClientPingResponse> response =
                client.withRawResponse().ping(ACMEPingParams.builder().build());
        assertThat(response.statusCode()).isBetween(200, 299);
        response.parse().validate();
    }

    @Test
    void pingAsync() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        ClientPingResponse result = client.async().ping(ACMEPingParams.builder().build()).join();
        result.validate();
    }

    @Test
    void pingWithAllParams() {
        ACMEClient client =
                ACMEOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .username("My Username")
                        .password("My Password")
                        .projectId("proj_123")
                        .queryKey("My Query Key")
                        .build();
        ClientPingResponse result = client.ping(ACMEPingParams.builder().build());
        result.validate();
    }
}
