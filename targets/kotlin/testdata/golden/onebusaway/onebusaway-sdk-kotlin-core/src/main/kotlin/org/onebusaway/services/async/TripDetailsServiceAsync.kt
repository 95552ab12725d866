// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.tripdetails.TripDetailRetrieveParams
import org.onebusaway.models.tripdetails.TripDetailRetrieveResponse

interface TripDetailsServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): TripDetailsServiceAsync

    // Retrieve Trip Details
    suspend fun retrieve(
        params: TripDetailRetrieveParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): TripDetailRetrieveResponse

    suspend fun retrieve(
        tripId: String,
        params: TripDetailRetrieveParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): TripDetailRetrieveResponse {
        val builder = params?.toBuilder() ?: TripDetailRetrieveParams.builder()
        builder.tripId(tripId)
        return retrieve(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        suspend fun retrieve(
            params: TripDetailRetrieveParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<TripDetailRetrieveResponse>
    }
}
