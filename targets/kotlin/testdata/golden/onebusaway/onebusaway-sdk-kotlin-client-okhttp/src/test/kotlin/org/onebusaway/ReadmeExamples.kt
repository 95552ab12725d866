// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway

import org.onebusaway.client.OnebusawaySdkClient
import org.onebusaway.models.agencieswithcoverage.AgenciesWithCoverageListParams
import org.onebusaway.models.currenttime.CurrentTimeRetrieveParams

/** The README's examples, compiled with the tests so they keep up with the API. */
internal object ReadmeExamples {

    fun exampleDefault(client: OnebusawaySdkClient) {
        val params = CurrentTimeRetrieveParams.builder()
        val result = client.currentTime().retrieve(params.build())
        println(result)
    }

    fun exampleHeadline(client: OnebusawaySdkClient) {
        val params = CurrentTimeRetrieveParams.builder()
        val result = client.currentTime().retrieve(params.build())
        println(result)
    }

    fun examplePagination(client: OnebusawaySdkClient) {
        val params = AgenciesWithCoverageListParams.builder()
        val result = client.agenciesWithCoverage().list(params.build())
        println(result)
    }
}
