// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.onebusaway.TestServerExtension;
import org.onebusaway.client.OnebusawaySdkClient;
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.routesforlocation.RoutesForLocationListParams;
import org.onebusaway.models.routesforlocation.RoutesForLocationListResponse;

@ExtendWith(TestServerExtension.class)
class RoutesForLocationServiceTest {

    @Test
    void list() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        RoutesForLocationListResponse result =
                client.routesForLocation().list(RoutesForLocationListParams.builder().build());
        result.validate();
    }

    @Test
    void listWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<RoutesForLocationListResponse> response =
                client.routesForLocation()
                        .withRawResponse()
                        .list(RoutesForLocationListParams.builder().build());
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
        RoutesForLocationListResponse result =
                client.async()
                        .routesForLocation()
                        .list(RoutesForLocationListParams.builder().build())
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
        RoutesForLocationListResponse result =
                client.routesForLocation()
                        .list(
                                RoutesForLocationListParams.builder()
                                        .lat(47.653435)
                                        .lon(-122.305641)
                                        .radius(1.0)
                                        .latSpan(1.0)
                                        .lonSpan(1.0)
                                        .query("string")
                                        .build());
        result.validate();
    }
}
