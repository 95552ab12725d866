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
import org.onebusaway.models.vehiclesforagency.VehiclesForAgencyListParams;
import org.onebusaway.models.vehiclesforagency.VehiclesForAgencyListResponse;

@ExtendWith(TestServerExtension.class)
class VehiclesForAgencyServiceTest {

    @Test
    void list() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        VehiclesForAgencyListResponse result =
                client.vehiclesForAgency()
                        .list(VehiclesForAgencyListParams.builder().agencyId("string").build());
        result.validate();
    }

    @Test
    void listWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<VehiclesForAgencyListResponse> response =
                client.vehiclesForAgency()
                        .withRawResponse()
                        .list(VehiclesForAgencyListParams.builder().agencyId("string").build());
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
        VehiclesForAgencyListResponse result =
                client.async()
                        .vehiclesForAgency()
                        .list(VehiclesForAgencyListParams.builder().agencyId("string").build())
                        .join();
        result.validate();
    }

    @Test
    void listEmptyAgencyId() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        assertThatThrownBy(
                        () ->
                                client.vehiclesForAgency()
                                        .list(
                                                VehiclesForAgencyListParams.builder()
                                                        .agencyId("")
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
        VehiclesForAgencyListResponse result =
                client.vehiclesForAgency()
                        .list(
                                VehiclesForAgencyListParams.builder()
                                        .agencyId("string")
                                        .time("string")
                                        .build());
        result.validate();
    }
}
