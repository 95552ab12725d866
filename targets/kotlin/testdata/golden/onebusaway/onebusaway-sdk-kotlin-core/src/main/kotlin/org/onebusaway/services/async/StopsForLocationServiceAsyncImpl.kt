// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.Decoder
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpMethod
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.core.http.newRequest
import org.onebusaway.core.http.parsed
import org.onebusaway.core.http.sendAsync
import org.onebusaway.models.stopsforlocation.StopsForLocationListParams
import org.onebusaway.models.stopsforlocation.StopsForLocationListResponse

class StopsForLocationServiceAsyncImpl
internal constructor(private val clientOptions: ClientOptions) : StopsForLocationServiceAsync {

    private val withRawResponse: StopsForLocationServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): StopsForLocationServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(
        modifier: (ClientOptions.Builder) -> Unit
    ): StopsForLocationServiceAsync =
        StopsForLocationServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override suspend fun list(
        params: StopsForLocationListParams,
        requestOptions: RequestOptions,
    ): StopsForLocationListResponse = withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        StopsForLocationServiceAsync.WithRawResponse {

        override suspend fun list(
            params: StopsForLocationListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<StopsForLocationListResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("api")
            builder.addPathSegments("where")
            builder.addPathSegments("stops-for-location.json")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<StopsForLocationListResponse> =
                StopsForLocationListResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
