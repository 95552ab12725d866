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
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureListParams
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureListResponse
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureRetrieveParams
import org.onebusaway.models.arrivalanddeparture.ArrivalAndDepartureRetrieveResponse

class ArrivalAndDepartureServiceImpl
internal constructor(private val clientOptions: ClientOptions) : ArrivalAndDepartureService {

    private val withRawResponse: ArrivalAndDepartureService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): ArrivalAndDepartureService.WithRawResponse = withRawResponse

    override fun withOptions(
        modifier: (ClientOptions.Builder) -> Unit
    ): ArrivalAndDepartureService =
        ArrivalAndDepartureServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun list(
        params: ArrivalAndDepartureListParams,
        requestOptions: RequestOptions,
    ): ArrivalAndDepartureListResponse = withRawResponse().list(params, requestOptions).parse()

    override fun retrieve(
        params: ArrivalAndDepartureRetrieveParams,
        requestOptions: RequestOptions,
    ): ArrivalAndDepartureRetrieveResponse =
        withRawResponse().retrieve(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        ArrivalAndDepartureService.WithRawResponse {

        override fun list(
            params: ArrivalAndDepartureListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<ArrivalAndDepartureListResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("api")
            builder.addPathSegments("where")
            builder.addPathSegments("arrivals-and-departures-for-stop")
            builder.addPathSegments(requirePathParam("stopID", params._pathParam(0)) + ".json")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<ArrivalAndDepartureListResponse> =
                ArrivalAndDepartureListResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }

        override fun retrieve(
            params: ArrivalAndDepartureRetrieveParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<ArrivalAndDepartureRetrieveResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("api")
            builder.addPathSegments("where")
            builder.addPathSegments("arrival-and-departure-for-stop")
            builder.addPathSegments(requirePathParam("stopID", params._pathParam(0)) + ".json")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<ArrivalAndDepartureRetrieveResponse> =
                ArrivalAndDepartureRetrieveResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
