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
import org.onebusaway.models.stopsforagency.StopsForAgencyListParams;
import org.onebusaway.models.stopsforagency.StopsForAgencyListResponse;

@ExtendWith(TestServerExtension.class)
class StopsForAgencyServiceTest {

    @Test
    void list() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        StopsForAgencyListResponse result =
                client.stopsForAgency()
                        .list(StopsForAgencyListParams.builder().agencyId("string").build());
        result.validate();
    }

    @Test
    void listWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<StopsForAgencyListResponse> response =
                client.stopsForAgency()
                        .withRawResponse()
                        .list(StopsForAgencyListParams.builder().agencyId("string").build());
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
        StopsForAgencyListResponse result =
                client.async()
                        .stopsForAgency()
                        .list(StopsForAgencyListParams.builder().agencyId("string").build())
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
                                client.stopsForAgency()
                                        .list(
                                                StopsForAgencyListParams.builder()
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
        StopsForAgencyListResponse result =
                client.stopsForAgency()
                        .list(StopsForAgencyListParams.builder().agencyId("string").build());
        result.validate();
    }
}
