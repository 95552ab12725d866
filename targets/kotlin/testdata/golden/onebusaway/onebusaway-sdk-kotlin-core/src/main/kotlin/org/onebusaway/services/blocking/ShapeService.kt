// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.shape.ShapeRetrieveParams
import org.onebusaway.models.shape.ShapeRetrieveResponse

interface ShapeService {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): ShapeService

    // Retrieve a shape by ID
    fun retrieve(
        params: ShapeRetrieveParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): ShapeRetrieveResponse

    fun retrieve(
        shapeId: String,
        params: ShapeRetrieveParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): ShapeRetrieveResponse {
        val builder = params?.toBuilder() ?: ShapeRetrieveParams.builder()
        builder.shapeId(shapeId)
        return retrieve(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        fun retrieve(
            params: ShapeRetrieveParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<ShapeRetrieveResponse>
    }
}
