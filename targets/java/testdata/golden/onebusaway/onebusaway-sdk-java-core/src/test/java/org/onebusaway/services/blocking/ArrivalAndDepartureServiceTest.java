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
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureListParams;
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureListResponse;
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureRetrieveParams;
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureRetrieveResponse;

import java.time.OffsetDateTime;

@ExtendWith(TestServerExtension.class)
class ArrivalAndDepartureServiceTest {

    @Test
    void list() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        ArrivalAndDepartureListResponse result =
                client.arrivalAndDeparture()
                        .list(ArrivalAndDepartureListParams.builder().stopId("1_75403").build());
        result.validate();
    }

    @Test
    void listWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<ArrivalAndDepartureListResponse> response =
                client.arrivalAndDeparture()
                        .withRawResponse()
                        .list(ArrivalAndDepartureListParams.builder().stopId("1_75403").build());
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
        ArrivalAndDepartureListResponse result =
                client.async()
                        .arrivalAndDeparture()
                        .list(ArrivalAndDepartureListParams.builder().stopId("1_75403").build())
                        .join();
        result.validate();
    }

    @Test
    void listEmptyStopId() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        assertThatThrownBy(
                        () ->
                                client.arrivalAndDeparture()
                                        .list(
                                                ArrivalAndDepartureListParams.builder()
                                                        .stopId("")
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
        ArrivalAndDepartureListResponse result =
                client.arrivalAndDeparture()
                        .list(
                                ArrivalAndDepartureListParams.builder()
                                        .stopId("1_75403")
                                        .minutesBefore(5L)
                                        .minutesAfter(35L)
                                        .time(OffsetDateTime.parse("2019-12-27T18:11:19.117Z"))
                                        .build());
        result.validate();
    }

    @Test
    void retrieve() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        ArrivalAndDepartureRetrieveResponse result =
                client.arrivalAndDeparture()
                        .retrieve(
                                ArrivalAndDepartureRetrieveParams.builder()
                                        .stopId("1_75403")
                                        .tripId("1_604670535")
                                        .serviceDate(1710918000000L)
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
        HttpResponseFor<ArrivalAndDepartureRetrieveResponse> response =
                client.arrivalAndDeparture()
                        .withRawResponse()
                        .retrieve(
                                ArrivalAndDepartureRetrieveParams.builder()
                                        .stopId("1_75403")
                                        .tripId("1_604670535")
                                        .serviceDate(1710918000000L)
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
        ArrivalAndDepartureRetrieveResponse result =
                client.async()
                        .arrivalAndDeparture()
                        .retrieve(
                                ArrivalAndDepartureRetrieveParams.builder()
                                        .stopId("1_75403")
                                        .tripId("1_604670535")
                                        .serviceDate(1710918000000L)
                                        .build())
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
                                client.arrivalAndDeparture()
                                        .retrieve(
                                                ArrivalAndDepartureRetrieveParams.builder()
                                                        .stopId("")
                                                        .tripId("1_604670535")
                                                        .serviceDate(1710918000000L)
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
        ArrivalAndDepartureRetrieveResponse result =
                client.arrivalAndDeparture()
                        .retrieve(
                                ArrivalAndDepartureRetrieveParams.builder()
                                        .stopId("1_75403")
                                        .tripId("1_604670535")
                                        .serviceDate(1710918000000L)
                                        .vehicleId("1_6936")
                                        .stopSequence(39L)
                                        .time(1710979086000L)
                                        .build());
        result.validate();
    }
}
