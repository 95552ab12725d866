// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.agencieswithcoverage.AgenciesWithCoverageListParams
import org.onebusaway.models.agencieswithcoverage.AgenciesWithCoverageListResponse

interface AgenciesWithCoverageServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): AgenciesWithCoverageServiceAsync

    // Returns a list of all transit agencies currently supported by OneBusAway along with the
    // center of their coverage area.
    suspend fun list(
        params: AgenciesWithCoverageListParams = AgenciesWithCoverageListParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): AgenciesWithCoverageListResponse

    interface WithRawResponse {

        suspend fun list(
            params: AgenciesWithCoverageListParams = AgenciesWithCoverageListParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<AgenciesWithCoverageListResponse>
    }
}
