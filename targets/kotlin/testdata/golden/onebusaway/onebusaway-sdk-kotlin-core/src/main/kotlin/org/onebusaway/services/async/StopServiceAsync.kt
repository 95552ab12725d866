// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.stop.StopRetrieveParams
import org.onebusaway.models.stop.StopRetrieveResponse

interface StopServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): StopServiceAsync

    // Get details of a specific stop
    suspend fun retrieve(
        params: StopRetrieveParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): StopRetrieveResponse

    suspend fun retrieve(
        stopId: String,
        params: StopRetrieveParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): StopRetrieveResponse {
        val builder = params?.toBuilder() ?: StopRetrieveParams.builder()
        builder.stopId(stopId)
        return retrieve(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        suspend fun retrieve(
            params: StopRetrieveParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<StopRetrieveResponse>
    }
}
