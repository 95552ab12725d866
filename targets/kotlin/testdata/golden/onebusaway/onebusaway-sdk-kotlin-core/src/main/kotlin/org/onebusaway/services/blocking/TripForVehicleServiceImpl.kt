// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.Decoder
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpMethod
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.core.http.newRequest
import org.onebusaway.core.http.parsed
import org.onebusaway.core.http.requirePathParam
import org.onebusaway.core.http.send
import org.onebusaway.models.tripforvehicle.TripForVehicleRetrieveParams
import org.onebusaway.models.tripforvehicle.TripForVehicleRetrieveResponse

class TripForVehicleServiceImpl internal constructor(private val clientOptions: ClientOptions) :
    TripForVehicleService {

    private val withRawResponse: TripForVehicleService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): TripForVehicleService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): TripForVehicleService =
        TripForVehicleServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun retrieve(
        params: TripForVehicleRetrieveParams,
        requestOptions: RequestOptions,
    ): TripForVehicleRetrieveResponse = withRawResponse().retrieve(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        TripForVehicleService.WithRawResponse {

        override fun retrieve(
            params: TripForVehicleRetrieveParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<TripForVehicleRetrieveResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("api")
            builder.addPathSegments("where")
            builder.addPathSegments("trip-for-vehicle")
            builder.addPathSegments(requirePathParam("vehicleID", params._pathParam(0)) + ".json")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<TripForVehicleRetrieveResponse> =
                TripForVehicleRetrieveResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
