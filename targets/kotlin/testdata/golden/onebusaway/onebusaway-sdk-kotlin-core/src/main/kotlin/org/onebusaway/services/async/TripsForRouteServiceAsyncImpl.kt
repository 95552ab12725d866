// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.Decoder
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpMethod
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.core.http.newRequest
import org.onebusaway.core.http.parsed
import org.onebusaway.core.http.requirePathParam
import org.onebusaway.core.http.sendAsync
import org.onebusaway.models.tripsforroute.TripsForRouteListParams
import org.onebusaway.models.tripsforroute.TripsForRouteListResponse

class TripsForRouteServiceAsyncImpl internal constructor(private val clientOptions: ClientOptions) :
    TripsForRouteServiceAsync {

    private val withRawResponse: TripsForRouteServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): TripsForRouteServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): TripsForRouteServiceAsync =
        TripsForRouteServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override suspend fun list(
        params: TripsForRouteListParams,
        requestOptions: RequestOptions,
    ): TripsForRouteListResponse = withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        TripsForRouteServiceAsync.WithRawResponse {

        override suspend fun list(
            params: TripsForRouteListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<TripsForRouteListResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("api")
            builder.addPathSegments("where")
            builder.addPathSegments("trips-for-route")
            builder.addPathSegments(requirePathParam("routeID", params._pathParam(0)) + ".json")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<TripsForRouteListResponse> = TripsForRouteListResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
