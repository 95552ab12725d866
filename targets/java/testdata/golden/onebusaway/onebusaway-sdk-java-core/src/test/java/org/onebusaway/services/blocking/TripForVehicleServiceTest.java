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
import org.onebusaway.models.tripforvehicle.TripForVehicleRetrieveParams;
import org.onebusaway.models.tripforvehicle.TripForVehicleRetrieveResponse;

@ExtendWith(TestServerExtension.class)
class TripForVehicleServiceTest {

    @Test
    void retrieve() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        TripForVehicleRetrieveResponse result =
                client.tripForVehicle()
                        .retrieve(
                                TripForVehicleRetrieveParams.builder().vehicleId("string").build());
        result.validate();
    }

    @Test
    void retrieveWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<TripForVehicleRetrieveResponse> response =
                client.tripForVehicle()
                        .withRawResponse()
                        .retrieve(
                                TripForVehicleRetrieveParams.builder().vehicleId("string").build());
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
        TripForVehicleRetrieveResponse result =
                client.async()
                        .tripForVehicle()
                        .retrieve(
                                TripForVehicleRetrieveParams.builder().vehicleId("string").build())
                        .join();
        result.validate();
    }

    @Test
    void retrieveEmptyVehicleId() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        assertThatThrownBy(
                        () ->
                                client.tripForVehicle()
                                        .retrieve(
                                                TripForVehicleRetrieveParams.builder()
                                                        .vehicleId("")
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
        TripForVehicleRetrieveResponse result =
                client.tripForVehicle()
                        .retrieve(
                                TripForVehicleRetrieveParams.builder()
                                        .vehicleId("string")
                                        .time(1L)
                                        .includeTrip(true)
                                        .includeSchedule(true)
                                        .includeStatus(true)
                                        .build());
        result.validate();
    }
}
