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
import org.onebusaway.models.routesforagency.RoutesForAgencyListParams
import org.onebusaway.models.routesforagency.RoutesForAgencyListResponse

class RoutesForAgencyServiceImpl internal constructor(private val clientOptions: ClientOptions) :
    RoutesForAgencyService {

    private val withRawResponse: RoutesForAgencyService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): RoutesForAgencyService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): RoutesForAgencyService =
        RoutesForAgencyServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun list(
        params: RoutesForAgencyListParams,
        requestOptions: RequestOptions,
    ): RoutesForAgencyListResponse = withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        RoutesForAgencyService.WithRawResponse {

        override fun list(
            params: RoutesForAgencyListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<RoutesForAgencyListResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("api")
            builder.addPathSegments("where")
            builder.addPathSegments("routes-for-agency")
            builder.addPathSegments(requirePathParam("agencyID", params._pathParam(0)) + ".json")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<RoutesForAgencyListResponse> = RoutesForAgencyListResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
