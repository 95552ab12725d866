// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.onebusaway.TestServerExtension;
import org.onebusaway.client.OnebusawaySdkClient;
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.tripsforlocation.TripsForLocationListParams;
import org.onebusaway.models.tripsforlocation.TripsForLocationListResponse;

@ExtendWith(TestServerExtension.class)
class TripsForLocationServiceTest {

    @Test
    void list() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        TripsForLocationListResponse result =
                client.tripsForLocation()
                        .list(
                                TripsForLocationListParams.builder()
                                        .latSpan(1.0f)
                                        .lonSpan(1.0f)
                                        .build());
        result.validate();
    }

    @Test
    void listWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<TripsForLocationListResponse> response =
                client.tripsForLocation()
                        .withRawResponse()
                        .list(
                                TripsForLocationListParams.builder()
                                        .latSpan(1.0f)
                                        .lonSpan(1.0f)
                                        .build());
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
        TripsForLocationListResponse result =
                client.async()
                        .tripsForLocation()
                        .list(
                                TripsForLocationListParams.builder()
                                        .latSpan(1.0f)
                                        .lonSpan(1.0f)
                                        .build())
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
        TripsForLocationListResponse result =
                client.tripsForLocation()
                        .list(
                                TripsForLocationListParams.builder()
                                        .lat(0.0f)
                                        .lon(0.0f)
                                        .latSpan(1.0f)
                                        .lonSpan(1.0f)
                                        .includeTrip(true)
                                        .includeSchedule(true)
                                        .time(1L)
                                        .build());
        result.validate();
    }
}
