// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.stopsforroute.StopsForRouteListParams
import org.onebusaway.models.stopsforroute.StopsForRouteListResponse

interface StopsForRouteServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): StopsForRouteServiceAsync

    // Get stops for a specific route
    suspend fun list(
        params: StopsForRouteListParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): StopsForRouteListResponse

    suspend fun list(
        routeId: String,
        params: StopsForRouteListParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): StopsForRouteListResponse {
        val builder = params?.toBuilder() ?: StopsForRouteListParams.builder()
        builder.routeId(routeId)
        return list(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        suspend fun list(
            params: StopsForRouteListParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<StopsForRouteListResponse>
    }
}
