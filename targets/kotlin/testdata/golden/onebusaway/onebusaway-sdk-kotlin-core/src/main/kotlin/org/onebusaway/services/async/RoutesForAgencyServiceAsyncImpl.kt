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
import org.onebusaway.models.routesforagency.RoutesForAgencyListParams
import org.onebusaway.models.routesforagency.RoutesForAgencyListResponse

class RoutesForAgencyServiceAsyncImpl
internal constructor(private val clientOptions: ClientOptions) : RoutesForAgencyServiceAsync {

    private val withRawResponse: RoutesForAgencyServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): RoutesForAgencyServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(
        modifier: (ClientOptions.Builder) -> Unit
    ): RoutesForAgencyServiceAsync =
        RoutesForAgencyServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override suspend fun list(
        params: RoutesForAgencyListParams,
        requestOptions: RequestOptions,
    ): RoutesForAgencyListResponse = withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        RoutesForAgencyServiceAsync.WithRawResponse {

        override suspend fun list(
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
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<RoutesForAgencyListResponse> = RoutesForAgencyListResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
