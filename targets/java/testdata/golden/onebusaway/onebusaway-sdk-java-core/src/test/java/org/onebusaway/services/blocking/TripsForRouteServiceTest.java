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
import org.onebusaway.models.tripsforroute.TripsForRouteListParams;
import org.onebusaway.models.tripsforroute.TripsForRouteListResponse;

@ExtendWith(TestServerExtension.class)
class TripsForRouteServiceTest {

    @Test
    void list() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        TripsForRouteListResponse result =
                client.tripsForRoute()
                        .list(TripsForRouteListParams.builder().routeId("string").build());
        result.validate();
    }

    @Test
    void listWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<TripsForRouteListResponse> response =
                client.tripsForRoute()
                        .withRawResponse()
                        .list(TripsForRouteListParams.builder().routeId("string").build());
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
        TripsForRouteListResponse result =
                client.async()
                        .tripsForRoute()
                        .list(TripsForRouteListParams.builder().routeId("string").build())
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
                                client.tripsForRoute()
                                        .list(
                                                TripsForRouteListParams.builder()
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
        TripsForRouteListResponse result =
                client.tripsForRoute()
                        .list(
                                TripsForRouteListParams.builder()
                                        .routeId("string")
                                        .includeStatus(true)
                                        .includeSchedule(true)
                                        .time(1L)
                                        .build());
        result.validate();
    }
}
