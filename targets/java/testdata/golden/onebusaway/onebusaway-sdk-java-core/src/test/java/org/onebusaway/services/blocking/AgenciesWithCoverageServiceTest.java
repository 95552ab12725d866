// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.onebusaway.TestServerExtension;
import org.onebusaway.client.OnebusawaySdkClient;
import org.onebusaway.client.okhttp.OnebusawaySdkOkHttpClient;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.agencieswithcoverage.AgenciesWithCoverageListParams;
import org.onebusaway.models.agencieswithcoverage.AgenciesWithCoverageListResponse;

@ExtendWith(TestServerExtension.class)
class AgenciesWithCoverageServiceTest {

    @Test
    void list() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        AgenciesWithCoverageListResponse result =
                client.agenciesWithCoverage()
                        .list(AgenciesWithCoverageListParams.builder().build());
        result.validate();
    }

    @Test
    void listWithRawResponse() {
        OnebusawaySdkClient client =
                OnebusawaySdkOkHttpClient.builder()
                        .baseUrl(TestServerExtension.BASE_URL)
                        .apiKey("My Api Key")
                        .build();
        HttpResponseFor<AgenciesWithCoverageListResponse> response =
                client.agenciesWithCoverage()
                        .withRawResponse()
                        .list(AgenciesWithCoverageListParams.builder().build());
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
        AgenciesWithCoverageListResponse result =
                client.async()
                        .agenciesWithCoverage()
                        .list(AgenciesWithCoverageListParams.builder().build())
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
        AgenciesWithCoverageListResponse result =
                client.agenciesWithCoverage()
                        .list(AgenciesWithCoverageListParams.builder().build());
        result.validate();
    }
}
