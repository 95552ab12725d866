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
import org.onebusaway.models.searchforstop.SearchForStopListParams
import org.onebusaway.models.searchforstop.SearchForStopListResponse

class SearchForStopServiceAsyncImpl internal constructor(private val clientOptions: ClientOptions) :
    SearchForStopServiceAsync {

    private val withRawResponse: SearchForStopServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): SearchForStopServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): SearchForStopServiceAsync =
        SearchForStopServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override suspend fun list(
        params: SearchForStopListParams,
        requestOptions: RequestOptions,
    ): SearchForStopListResponse = withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        SearchForStopServiceAsync.WithRawResponse {

        override suspend fun list(
            params: SearchForStopListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<SearchForStopListResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("api")
            builder.addPathSegments("where")
            builder.addPathSegments("search")
            builder.addPathSegments("stop.json")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<SearchForStopListResponse> = SearchForStopListResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
