// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.core.ClientOptions
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.models.pets.Pet
import com.acme.api.models.pets.PetsRetrieveParams

interface PetsService {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): PetsService

    fun retrieve(
        params: PetsRetrieveParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Pet

    fun retrieve(
        petId: Long,
        params: PetsRetrieveParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): Pet {
        val builder = params?.toBuilder() ?: PetsRetrieveParams.builder()
        builder.petId(petId)
        return retrieve(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        fun retrieve(
            params: PetsRetrieveParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<Pet>
    }
}
