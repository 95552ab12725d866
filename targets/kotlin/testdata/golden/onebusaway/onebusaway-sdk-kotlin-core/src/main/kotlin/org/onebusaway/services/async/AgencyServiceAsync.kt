// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.agency.AgencyRetrieveParams
import org.onebusaway.models.agency.AgencyRetrieveResponse

interface AgencyServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): AgencyServiceAsync

    // Retrieve info for a specific transit agency identified by ID
    suspend fun retrieve(
        params: AgencyRetrieveParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): AgencyRetrieveResponse

    suspend fun retrieve(
        agencyId: String,
        params: AgencyRetrieveParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): AgencyRetrieveResponse {
        val builder = params?.toBuilder() ?: AgencyRetrieveParams.builder()
        builder.agencyId(agencyId)
        return retrieve(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        suspend fun retrieve(
            params: AgencyRetrieveParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<AgencyRetrieveResponse>
    }
}
