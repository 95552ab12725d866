// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.routesforagency.RoutesForAgencyListParams
import org.onebusaway.models.routesforagency.RoutesForAgencyListResponse

interface RoutesForAgencyServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): RoutesForAgencyServiceAsync

    // Retrieve the list of all routes for a particular agency by id
    suspend fun list(
        params: RoutesForAgencyListParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): RoutesForAgencyListResponse

    suspend fun list(
        agencyId: String,
        params: RoutesForAgencyListParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): RoutesForAgencyListResponse {
        val builder = params?.toBuilder() ?: RoutesForAgencyListParams.builder()
        builder.agencyId(agencyId)
        return list(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        suspend fun list(
            params: RoutesForAgencyListParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<RoutesForAgencyListResponse>
    }
}
