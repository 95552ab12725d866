// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.tripforvehicle.TripForVehicleRetrieveParams
import org.onebusaway.models.tripforvehicle.TripForVehicleRetrieveResponse

interface TripForVehicleService {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): TripForVehicleService

    // Retrieve trip for a specific vehicle
    fun retrieve(
        params: TripForVehicleRetrieveParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): TripForVehicleRetrieveResponse

    fun retrieve(
        vehicleId: String,
        params: TripForVehicleRetrieveParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): TripForVehicleRetrieveResponse {
        val builder = params?.toBuilder() ?: TripForVehicleRetrieveParams.builder()
        builder.vehicleId(vehicleId)
        return retrieve(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        fun retrieve(
            params: TripForVehicleRetrieveParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<TripForVehicleRetrieveResponse>
    }
}
