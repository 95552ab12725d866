// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.Decoder
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpMethod
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.core.http.newRequest
import org.onebusaway.core.http.parsed
import org.onebusaway.core.http.send
import org.onebusaway.models.currenttime.CurrentTimeRetrieveParams
import org.onebusaway.models.currenttime.CurrentTimeRetrieveResponse

class CurrentTimeServiceImpl internal constructor(private val clientOptions: ClientOptions) :
    CurrentTimeService {

    private val withRawResponse: CurrentTimeService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): CurrentTimeService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): CurrentTimeService =
        CurrentTimeServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun retrieve(
        params: CurrentTimeRetrieveParams,
        requestOptions: RequestOptions,
    ): CurrentTimeRetrieveResponse = withRawResponse().retrieve(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        CurrentTimeService.WithRawResponse {

        override fun retrieve(
            params: CurrentTimeRetrieveParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<CurrentTimeRetrieveResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("api")
            builder.addPathSegments("where")
            builder.addPathSegments("current-time.json")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<CurrentTimeRetrieveResponse> = CurrentTimeRetrieveResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
