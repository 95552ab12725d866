// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.onebusaway.TestServerExtension;
import org.onebusaway.client.OnebusawaySdkClient;
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.stopsforlocation.StopsForLocationListParams;
import org.onebusaway.models.stopsforlocation.StopsForLocationListResponse;

@ExtendWith(TestServerExtension.class)
class StopsForLocationServiceTest {

    @Test
    void list() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        StopsForLocationListResponse result =
                client.stopsForLocation().list(StopsForLocationListParams.builder().build());
        result.validate();
    }

    @Test
    void listWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<StopsForLocationListResponse> response =
                client.stopsForLocation()
                        .withRawResponse()
                        .list(StopsForLocationListParams.builder().build());
        assertThat(response.statusCode()).isBetween(200, 299);
        response.parse().validate();
    }

    @Test
    void listAsync() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        StopsForLocationListResponse result =
                client.async()
                        .stopsForLocation()
                        .list(StopsForLocationListParams.builder().build())
                        .join();
        result.validate();
    }

    @Test
    void listWithAllParams() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        StopsForLocationListResponse result =
                client.stopsForLocation()
                        .list(
                                StopsForLocationListParams.builder()
                                        .lat(47.656422)
                                        .lon(-122.305641)
                                        .radius(1000.0)
                                        .latSpan(0.01)
                                        .lonSpan(0.01)
                                        .query("string")
                                        .build());
        result.validate();
    }
}
