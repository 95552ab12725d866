// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureListParams
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureListResponse
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureRetrieveParams
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureRetrieveResponse

interface ArrivalAndDepartureService {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): ArrivalAndDepartureService

    // arrivals-and-departures-for-stop
    fun list(
        params: ArrivalAndDepartureListParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): ArrivalAndDepartureListResponse

    fun list(
        stopId: String,
        params: ArrivalAndDepartureListParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): ArrivalAndDepartureListResponse {
        val builder = params?.toBuilder() ?: ArrivalAndDepartureListParams.builder()
        builder.stopId(stopId)
        return list(builder.build(), requestOptions)
    }

    // arrival-and-departure-for-stop
    fun retrieve(
        params: ArrivalAndDepartureRetrieveParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): ArrivalAndDepartureRetrieveResponse

    fun retrieve(
        stopId: String,
        params: ArrivalAndDepartureRetrieveParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): ArrivalAndDepartureRetrieveResponse {
        val builder = params?.toBuilder() ?: ArrivalAndDepartureRetrieveParams.builder()
        builder.stopId(stopId)
        return retrieve(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        fun list(
            params: ArrivalAndDepartureListParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<ArrivalAndDepartureListResponse>

        fun retrieve(
            params: ArrivalAndDepartureRetrieveParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<ArrivalAndDepartureRetrieveResponse>
    }
}
