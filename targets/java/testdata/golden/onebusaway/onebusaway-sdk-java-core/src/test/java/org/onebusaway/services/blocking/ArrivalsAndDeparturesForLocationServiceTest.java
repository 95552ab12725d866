// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.onebusaway.TestServerExtension;
import org.onebusaway.client.OnebusawaySdkClient;
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.arrivalsanddeparturesforlocation.ArrivalsAndDeparturesForLocationListParams;
import org.onebusaway.models.arrivalsanddeparturesforlocation.ArrivalsAndDeparturesForLocationListResponse;

@ExtendWith(TestServerExtension.class)
class ArrivalsAndDeparturesForLocationServiceTest {

    @Test
    void list() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        ArrivalsAndDeparturesForLocationListResponse result =
                client.arrivalsAndDeparturesForLocation()
                        .list(
                                ArrivalsAndDeparturesForLocationListParams.builder()
                                        .lat(1.0)
                                        .lon(1.0)
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
        HttpResponseFor<ArrivalsAndDeparturesForLocationListResponse> response =
                client.arrivalsAndDeparturesForLocation()
                        .withRawResponse()
                        .list(
                                ArrivalsAndDeparturesForLocationListParams.builder()
                                        .lat(1.0)
                                        .lon(1.0)
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
        ArrivalsAndDeparturesForLocationListResponse result =
                client.async()
                        .arrivalsAndDeparturesForLocation()
                        .list(
                                ArrivalsAndDeparturesForLocationListParams.builder()
                                        .lat(1.0)
                                        .lon(1.0)
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
        ArrivalsAndDeparturesForLocationListResponse result =
                client.arrivalsAndDeparturesForLocation()
                        .list(
                                ArrivalsAndDeparturesForLocationListParams.builder()
                                        .lat(1.0)
                                        .lon(1.0)
                                        .radius(1.0)
                                        .latSpan(1.0)
                                        .lonSpan(1.0)
                                        .time(1L)
                                        .minutesBefore(5L)
                                        .minutesAfter(35L)
                                        .maxCount(250L)
                                        .routeType("string")
                                        .emptyReturnsNotFound(true)
                                        .build());
        result.validate();
    }
}
