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
import org.onebusaway.models.agency.AgencyRetrieveParams
import org.onebusaway.models.agency.AgencyRetrieveResponse

class AgencyServiceImpl internal constructor(private val clientOptions: ClientOptions) :
    AgencyService {

    private val withRawResponse: AgencyService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): AgencyService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): AgencyService =
        AgencyServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun retrieve(
        params: AgencyRetrieveParams,
        requestOptions: RequestOptions,
    ): AgencyRetrieveResponse = withRawResponse().retrieve(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        AgencyService.WithRawResponse {

        override fun retrieve(
            params: AgencyRetrieveParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<AgencyRetrieveResponse> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("api")
            builder.addPathSegments("where")
            builder.addPathSegments("agency")
            builder.addPathSegments(requirePathParam("agencyID", params._pathParam(0)) + ".json")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<AgencyRetrieveResponse> = AgencyRetrieveResponse.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
