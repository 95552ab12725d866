// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.core.ClientOptions
import com.acme.api.core.Decoder
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.parsed
import com.acme.api.core.http.requirePathParam
import com.acme.api.core.http.send
import com.acme.api.models.pets.Pet
import com.acme.api.models.pets.PetsRetrieveParams

class PetsServiceImpl internal constructor(private val clientOptions: ClientOptions) : PetsService {

    private val withRawResponse: PetsService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): PetsService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): PetsService =
        PetsServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun retrieve(
        params: PetsRetrieveParams,
        requestOptions: RequestOptions,
    ): Pet = withRawResponse().retrieve(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        PetsService.WithRawResponse {

        override fun retrieve(
            params: PetsRetrieveParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Pet> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("pets")
            builder.addPathSegments(requirePathParam("pet_id", params._pathParam(0)))
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<Pet> = Pet.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
