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
import org.onebusaway.models.ResponseWrapper;
import org.onebusaway.models.reportproblemwithtrip.ReportProblemWithTripRetrieveParams;

@ExtendWith(TestServerExtension.class)
class ReportProblemWithTripServiceTest {

    @Test
    void retrieve() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        ResponseWrapper result =
                client.reportProblemWithTrip()
                        .retrieve(
                                ReportProblemWithTripRetrieveParams.builder()
                                        .tripId("string")
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
        HttpResponseFor<ResponseWrapper> response =
                client.reportProblemWithTrip()
                        .withRawResponse()
                        .retrieve(
                                ReportProblemWithTripRetrieveParams.builder()
                                        .tripId("string")
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
        ResponseWrapper result =
                client.async()
                        .reportProblemWithTrip()
                        .retrieve(
                                ReportProblemWithTripRetrieveParams.builder()
                                        .tripId("string")
                                        .build())
                        .join();
        result.validate();
    }

    @Test
    void retrieveEmptyTripId() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        assertThatThrownBy(
                        () ->
                                client.reportProblemWithTrip()
                                        .retrieve(
                                                ReportProblemWithTripRetrieveParams.builder()
                                                        .tripId("")
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
        ResponseWrapper result =
                client.reportProblemWithTrip()
                        .retrieve(
                                ReportProblemWithTripRetrieveParams.builder()
                                        .tripId("string")
                                        .serviceDate(1L)
                                        .vehicleId("string")
                                        .stopId("string")
                                        .code(
                                                ReportProblemWithTripRetrieveParams.Code.of(
                                                        "vehicle_never_came"))
                                        .userComment("string")
                                        .userOnVehicle(true)
                                        .userVehicleNumber("string")
                                        .userLat(1.0f)
                                        .userLon(1.0f)
                                        .userLocationAccuracy(1.0f)
                                        .build());
        result.validate();
    }
}
