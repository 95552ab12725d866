// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.tripsforroute.TripsForRouteListParams
import org.onebusaway.models.tripsforroute.TripsForRouteListResponse

interface TripsForRouteServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): TripsForRouteServiceAsync

    // Search for active trips for a specific route.
    suspend fun list(
        params: TripsForRouteListParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): TripsForRouteListResponse

    suspend fun list(
        routeId: String,
        params: TripsForRouteListParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): TripsForRouteListResponse {
        val builder = params?.toBuilder() ?: TripsForRouteListParams.builder()
        builder.routeId(routeId)
        return list(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        suspend fun list(
            params: TripsForRouteListParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<TripsForRouteListResponse>
    }
}
