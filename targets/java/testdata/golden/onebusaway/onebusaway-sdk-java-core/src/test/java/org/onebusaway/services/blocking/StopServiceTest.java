// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.onebusaway.TestServerExtension;
import org.onebusaway.client.OnebusawaySdkClient;
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.stop.StopRetrieveParams;
import org.onebusaway.models.stop.StopRetrieveResponse;

@ExtendWith(TestServerExtension.class)
class StopServiceTest {

    @Test
    void retrieve() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        StopRetrieveResponse result =
                client.stop().retrieve(StopRetrieveParams.builder().stopId("string").build());
        result.validate();
    }

    @Test
    void retrieveWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<StopRetrieveResponse> response =
                client.stop()
                        .withRawResponse()
                        .retrieve(StopRetrieveParams.builder().stopId("string").build());
        assertThat(response.statusCode()).isBetween(200, 299);
        response.parse().validate();
    }

    @Test
    void retrieveAsync() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        StopRetrieveResponse result =
                client.async()
                        .stop()
                        .retrieve(StopRetrieveParams.builder().stopId("string").build())
                        .join();
        result.validate();
    }

    @Test
    void retrieveEmptyStopId() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        assertThatThrownBy(
                        () ->
                                client.stop()
                                        .retrieve(StopRetrieveParams.builder().stopId("").build()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void retrieveWithAllParams() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        StopRetrieveResponse result =
                client.stop().retrieve(StopRetrieveParams.builder().stopId("string").build());
        result.validate();
    }
}
