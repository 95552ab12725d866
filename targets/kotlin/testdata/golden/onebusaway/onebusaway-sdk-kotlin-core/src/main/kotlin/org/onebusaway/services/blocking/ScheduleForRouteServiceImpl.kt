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
import org.onebusaway.models.scheduleforroute.ScheduleForRouteRetrieveParams
import org.onebusaway.models.scheduleforroute.ScheduleForRouteRetrieveResponse

class ScheduleForRouteServiceImpl internal constructor(private val clientOptions: ClientOptions) :
    ScheduleForRouteService {

    private val withRawResponse: ScheduleForRouteService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): ScheduleForRouteService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): ScheduleForRouteService =
        ScheduleForRouteServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun retrieve(
        params: ScheduleForRouteRetrieveParams,
        requestOptions: RequestOptions,
    ): ScheduleForRouteRetrieveResponse = withRawResponse().retrieve(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        ScheduleForRouteService.WithRawResponse {

        override fun retrieve(
            params: ScheduleForRouteRetrieveParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<ScheduleForRouteRetrieveResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("api")
            builder.addPathSegments("where")
            builder.addPathSegments("schedule-for-route")
            builder.addPathSegments(requirePathParam("routeID", params._pathParam(0)) + ".json")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<ScheduleForRouteRetrieveResponse> =
                ScheduleForRouteRetrieveResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
