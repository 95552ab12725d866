// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway;

import org.onebusaway.client.OnebusawaySdkClient;
import org.onebusaway.models.agencieswithcoverage.AgenciesWithCoverageListParams;
import org.onebusaway.models.agencieswithcoverage.AgenciesWithCoverageListResponse;
import org.onebusaway.models.currenttime.CurrentTimeRetrieveParams;
import org.onebusaway.models.currenttime.CurrentTimeRetrieveResponse;

/** The README's examples, compiled with the tests so they keep up with the API. */
final class ReadmeExamples {

    private ReadmeExamples() {}

    static void exampleDefault(OnebusawaySdkClient client) {
        CurrentTimeRetrieveResponse result =
                client.currentTime().retrieve(CurrentTimeRetrieveParams.builder().build());
        System.out.println(result);
    }

    static void exampleHeadline(OnebusawaySdkClient client) {
        CurrentTimeRetrieveResponse result =
                client.currentTime().retrieve(CurrentTimeRetrieveParams.builder().build());
        System.out.println(result);
    }

    static void examplePagination(OnebusawaySdkClient client) {
        AgenciesWithCoverageListResponse result =
                client.agenciesWithCoverage()
                        .list(AgenciesWithCoverageListParams.builder().build());
        System.out.println(result);
    }
}
