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
import org.onebusaway.models.routeidsforagency.RouteIdsForAgencyListParams
import org.onebusaway.models.routeidsforagency.RouteIdsForAgencyListResponse

class RouteIdsForAgencyServiceAsyncImpl
internal constructor(private val clientOptions: ClientOptions) : RouteIdsForAgencyServiceAsync {

    private val withRawResponse: RouteIdsForAgencyServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): RouteIdsForAgencyServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(
        modifier: (ClientOptions.Builder) -> Unit
    ): RouteIdsForAgencyServiceAsync =
        RouteIdsForAgencyServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override suspend fun list(
        params: RouteIdsForAgencyListParams,
        requestOptions: RequestOptions,
    ): RouteIdsForAgencyListResponse = withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        RouteIdsForAgencyServiceAsync.WithRawResponse {

        override suspend fun list(
            params: RouteIdsForAgencyListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<RouteIdsForAgencyListResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("api")
            builder.addPathSegments("where")
            builder.addPathSegments("route-ids-for-agency")
            builder.addPathSegments(requirePathParam("agencyID", params._pathParam(0)) + ".json")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<RouteIdsForAgencyListResponse> =
                RouteIdsForAgencyListResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
