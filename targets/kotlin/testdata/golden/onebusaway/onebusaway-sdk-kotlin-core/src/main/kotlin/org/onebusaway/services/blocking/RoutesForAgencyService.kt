// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.routesforagency.RoutesForAgencyListParams
import org.onebusaway.models.routesforagency.RoutesForAgencyListResponse

interface RoutesForAgencyService {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): RoutesForAgencyService

    // Retrieve the list of all routes for a particular agency by id
    fun list(
        params: RoutesForAgencyListParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): RoutesForAgencyListResponse

    fun list(
        agencyId: String,
        params: RoutesForAgencyListParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): RoutesForAgencyListResponse {
        val builder = params?.toBuilder() ?: RoutesForAgencyListParams.builder()
        builder.agencyId(agencyId)
        return list(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        fun list(
            params: RoutesForAgencyListParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<RoutesForAgencyListResponse>
    }
}
