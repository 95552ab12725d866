// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions
import com.acme.api.core.Decoder
import com.acme.api.core.Decoders
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.parsed
import com.acme.api.core.http.sendAsync
import com.acme.api.models.search.SearchQueryParams
import com.acme.api.models.search.SearchQueryResponse

class SearchServiceAsyncImpl internal constructor(private val clientOptions: ClientOptions) :
    SearchServiceAsync {

    private val withRawResponse: SearchServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): SearchServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): SearchServiceAsync =
        SearchServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override suspend fun query(
        params: SearchQueryParams,
        requestOptions: RequestOptions,
    ): List<SearchQueryResponse> = withRawResponse().query(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        SearchServiceAsync.WithRawResponse {

        override suspend fun query(
            params: SearchQueryParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<List<SearchQueryResponse>> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("search")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<List<SearchQueryResponse>> =
                Decoders.list(SearchQueryResponse.decoder)
            return clientOptions.parsed(response, requestOptions, decoder) {
                it.forEach { e1 -> e1.validate() }
            }
        }
    }
}
