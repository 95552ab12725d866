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
import org.onebusaway.models.arrivalsanddeparturesforlocation.ArrivalsAndDeparturesForLocationListParams
import org.onebusaway.models.arrivalsanddeparturesforlocation.ArrivalsAndDeparturesForLocationListResponse

class ArrivalsAndDeparturesForLocationServiceImpl
internal constructor(private val clientOptions: ClientOptions) :
    ArrivalsAndDeparturesForLocationService {

    private val withRawResponse: ArrivalsAndDeparturesForLocationService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): ArrivalsAndDeparturesForLocationService.WithRawResponse =
        withRawResponse

    override fun withOptions(
        modifier: (ClientOptions.Builder) -> Unit
    ): ArrivalsAndDeparturesForLocationService =
        ArrivalsAndDeparturesForLocationServiceImpl(
            clientOptions.toBuilder().apply(modifier).build()
        )

    override fun list(
        params: ArrivalsAndDeparturesForLocationListParams,
        requestOptions: RequestOptions,
    ): ArrivalsAndDeparturesForLocationListResponse =
        withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        ArrivalsAndDeparturesForLocationService.WithRawResponse {

        override fun list(
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
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<ArrivalsAndDeparturesForLocationListResponse> =
                ArrivalsAndDeparturesForLocationListResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
