// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.onebusaway.TestServerExtension;
import org.onebusaway.client.OnebusawaySdkClient;
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.searchforroute.SearchForRouteListParams;
import org.onebusaway.models.searchforroute.SearchForRouteListResponse;

@ExtendWith(TestServerExtension.class)
class SearchForRouteServiceTest {

    @Test
    void list() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        SearchForRouteListResponse result =
                client.searchForRoute()
                        .list(SearchForRouteListParams.builder().input("string").build());
        result.validate();
    }

    @Test
    void listWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<SearchForRouteListResponse> response =
                client.searchForRoute()
                        .withRawResponse()
                        .list(SearchForRouteListParams.builder().input("string").build());
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
        SearchForRouteListResponse result =
                client.async()
                        .searchForRoute()
                        .list(SearchForRouteListParams.builder().input("string").build())
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
        SearchForRouteListResponse result =
                client.searchForRoute()
                        .list(
                                SearchForRouteListParams.builder()
                                        .input("string")
                                        .maxCount(1L)
                                        .build());
        result.validate();
    }
}
