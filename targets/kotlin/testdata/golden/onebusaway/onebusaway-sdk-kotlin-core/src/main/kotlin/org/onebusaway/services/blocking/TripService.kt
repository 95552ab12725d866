// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.trip.TripRetrieveParams
import org.onebusaway.models.trip.TripRetrieveResponse

interface TripService {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): TripService

    // Get details of a specific trip
    fun retrieve(
        params: TripRetrieveParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): TripRetrieveResponse

    fun retrieve(
        tripId: String,
        params: TripRetrieveParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): TripRetrieveResponse {
        val builder = params?.toBuilder() ?: TripRetrieveParams.builder()
        builder.tripId(tripId)
        return retrieve(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        fun retrieve(
            params: TripRetrieveParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<TripRetrieveResponse>
    }
}
