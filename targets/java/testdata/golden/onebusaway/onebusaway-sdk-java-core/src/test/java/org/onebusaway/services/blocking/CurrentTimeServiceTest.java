// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.onebusaway.TestServerExtension;
import org.onebusaway.client.OnebusawaySdkClient;
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.currenttime.CurrentTimeRetrieveParams;
import org.onebusaway.models.currenttime.CurrentTimeRetrieveResponse;

@ExtendWith(TestServerExtension.class)
class CurrentTimeServiceTest {

    @Test
    void retrieve() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        CurrentTimeRetrieveResponse result =
                client.currentTime().retrieve(CurrentTimeRetrieveParams.builder().build());
        result.validate();
    }

    @Test
    void retrieveWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<CurrentTimeRetrieveResponse> response =
                client.currentTime()
                        .withRawResponse()
                        .retrieve(CurrentTimeRetrieveParams.builder().build());
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
        CurrentTimeRetrieveResponse result =
                client.async()
                        .currentTime()
                        .retrieve(CurrentTimeRetrieveParams.builder().build())
                        .join();
        result.validate();
    }

    @Test
    void retrieveWithAllParams() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        CurrentTimeRetrieveResponse result =
                client.currentTime().retrieve(CurrentTimeRetrieveParams.builder().build());
        result.validate();
    }
}
