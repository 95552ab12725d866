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
import org.onebusaway.models.route.RouteRetrieveParams;
import org.onebusaway.models.route.RouteRetrieveResponse;

@ExtendWith(TestServerExtension.class)
class RouteServiceTest {

    @Test
    void retrieve() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        RouteRetrieveResponse result =
                client.route().retrieve(RouteRetrieveParams.builder().routeId("string").build());
        result.validate();
    }

    @Test
    void retrieveWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<RouteRetrieveResponse> response =
                client.route()
                        .withRawResponse()
                        .retrieve(RouteRetrieveParams.builder().routeId("string").build());
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
        RouteRetrieveResponse result =
                client.async()
                        .route()
                        .retrieve(RouteRetrieveParams.builder().routeId("string").build())
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
                                client.route()
                                        .retrieve(
                                                RouteRetrieveParams.builder().routeId("").build()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void retrieveWithAllParams() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        RouteRetrieveResponse result =
                client.route().retrieve(RouteRetrieveParams.builder().routeId("string").build());
        result.validate();
    }
}
