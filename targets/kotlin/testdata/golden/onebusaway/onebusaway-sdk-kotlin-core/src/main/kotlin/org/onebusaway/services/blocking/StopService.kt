// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.stop.StopRetrieveParams
import org.onebusaway.models.stop.StopRetrieveResponse

interface StopService {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): StopService

    // Get details of a specific stop
    fun retrieve(
        params: StopRetrieveParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): StopRetrieveResponse

    fun retrieve(
        stopId: String,
        params: StopRetrieveParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): StopRetrieveResponse {
        val builder = params?.toBuilder() ?: StopRetrieveParams.builder()
        builder.stopId(stopId)
        return retrieve(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        fun retrieve(
            params: StopRetrieveParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<StopRetrieveResponse>
    }
}
