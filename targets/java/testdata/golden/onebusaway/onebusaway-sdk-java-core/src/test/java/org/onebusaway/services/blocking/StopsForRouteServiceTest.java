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
import org.onebusaway.models.stopsforroute.StopsForRouteListParams;
import org.onebusaway.models.stopsforroute.StopsForRouteListResponse;

@ExtendWith(TestServerExtension.class)
class StopsForRouteServiceTest {

    @Test
    void list() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        StopsForRouteListResponse result =
                client.stopsForRoute()
                        .list(StopsForRouteListParams.builder().routeId("string").build());
        result.validate();
    }

    @Test
    void listWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<StopsForRouteListResponse> response =
                client.stopsForRoute()
                        .withRawResponse()
                        .list(StopsForRouteListParams.builder().routeId("string").build());
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
        StopsForRouteListResponse result =
                client.async()
                        .stopsForRoute()
                        .list(StopsForRouteListParams.builder().routeId("string").build())
                        .join();
        result.validate();
    }

    @Test
    void listEmptyRouteId() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        assertThatThrownBy(
                        () ->
                                client.stopsForRoute()
                                        .list(
                                                StopsForRouteListParams.builder()
                                                        .routeId("")
                                                        .build()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void listWithAllParams() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        StopsForRouteListResponse result =
                client.stopsForRoute()
                        .list(
                                StopsForRouteListParams.builder()
                                        .routeId("string")
                                        .includePolylines(true)
                                        .time("string")
                                        .build());
        result.validate();
    }
}
