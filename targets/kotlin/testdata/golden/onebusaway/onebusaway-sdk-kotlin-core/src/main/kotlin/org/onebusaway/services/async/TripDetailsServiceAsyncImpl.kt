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
import org.onebusaway.models.tripdetails.TripDetailRetrieveParams
import org.onebusaway.models.tripdetails.TripDetailRetrieveResponse

class TripDetailsServiceAsyncImpl internal constructor(private val clientOptions: ClientOptions) :
    TripDetailsServiceAsync {

    private val withRawResponse: TripDetailsServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): TripDetailsServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): TripDetailsServiceAsync =
        TripDetailsServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override suspend fun retrieve(
        params: TripDetailRetrieveParams,
        requestOptions: RequestOptions,
    ): TripDetailRetrieveResponse = withRawResponse().retrieve(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        TripDetailsServiceAsync.WithRawResponse {

        override suspend fun retrieve(
            params: TripDetailRetrieveParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<TripDetailRetrieveResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("api")
            builder.addPathSegments("where")
            builder.addPathSegments("trip-details")
            builder.addPathSegments(requirePathParam("tripID", params._pathParam(0)) + ".json")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<TripDetailRetrieveResponse> = TripDetailRetrieveResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
