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
import org.onebusaway.models.arrivalsanddeparturesforlocation.ArrivalsAndDeparturesForLocationListParams
import org.onebusaway.models.arrivalsanddeparturesforlocation.ArrivalsAndDeparturesForLocationListResponse

class ArrivalsAndDeparturesForLocationServiceAsyncImpl
internal constructor(private val clientOptions: ClientOptions) :
    ArrivalsAndDeparturesForLocationServiceAsync {

    private val withRawResponse:
        ArrivalsAndDeparturesForLocationServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): ArrivalsAndDeparturesForLocationServiceAsync.WithRawResponse =
        withRawResponse

    override fun withOptions(
        modifier: (ClientOptions.Builder) -> Unit
    ): ArrivalsAndDeparturesForLocationServiceAsync =
        ArrivalsAndDeparturesForLocationServiceAsyncImpl(
            clientOptions.toBuilder().apply(modifier).build()
        )

    override suspend fun list(
        params: ArrivalsAndDeparturesForLocationListParams,
        requestOptions: RequestOptions,
    ): ArrivalsAndDeparturesForLocationListResponse =
        withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        ArrivalsAndDeparturesForLocationServiceAsync.WithRawResponse {

        override suspend fun list(
            params: ArrivalsAndDeparturesForLocationListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<ArrivalsAndDeparturesForLocationListResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("api")
            builder.addPathSegments("where")
            builder.addPathSegments("arrivals-and-departures-for-location.json")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<ArrivalsAndDeparturesForLocationListResponse> =
                ArrivalsAndDeparturesForLocationListResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
