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
import org.onebusaway.models.scheduleforroute.ScheduleForRouteRetrieveParams;
import org.onebusaway.models.scheduleforroute.ScheduleForRouteRetrieveResponse;

import java.time.LocalDate;

@ExtendWith(TestServerExtension.class)
class ScheduleForRouteServiceTest {

    @Test
    void retrieve() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        ScheduleForRouteRetrieveResponse result =
                client.scheduleForRoute()
                        .retrieve(
                                ScheduleForRouteRetrieveParams.builder()
                                        .routeId("1_100223")
                                        .build());
        result.validate();
    }

    @Test
    void retrieveWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<ScheduleForRouteRetrieveResponse> response =
                client.scheduleForRoute()
                        .withRawResponse()
                        .retrieve(
                                ScheduleForRouteRetrieveParams.builder()
                                        .routeId("1_100223")
                                        .build());
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
        ScheduleForRouteRetrieveResponse result =
                client.async()
                        .scheduleForRoute()
                        .retrieve(
                                ScheduleForRouteRetrieveParams.builder()
                                        .routeId("1_100223")
                                        .build())
                        .join();
        result.validate();
    }

    @Test
    void retrieveEmptyRouteId() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        assertThatThrownBy(
                        () ->
                                client.scheduleForRoute()
                                        .retrieve(
                                                ScheduleForRouteRetrieveParams.builder()
                                                        .routeId("")
                                                        .build()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void retrieveWithAllParams() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        ScheduleForRouteRetrieveResponse result =
                client.scheduleForRoute()
                        .retrieve(
                                ScheduleForRouteRetrieveParams.builder()
                                        .routeId("1_100223")
                                        .date(LocalDate.parse("2024-08-12"))
                                        .build());
        result.validate();
    }
}
