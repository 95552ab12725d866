// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.stopidsforagency.StopIdsForAgencyListParams
import org.onebusaway.models.stopidsforagency.StopIdsForAgencyListResponse

interface StopIdsForAgencyServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): StopIdsForAgencyServiceAsync

    // Get stop IDs for a specific agency
    suspend fun list(
        params: StopIdsForAgencyListParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): StopIdsForAgencyListResponse

    suspend fun list(
        agencyId: String,
        params: StopIdsForAgencyListParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): StopIdsForAgencyListResponse {
        val builder = params?.toBuilder() ?: StopIdsForAgencyListParams.builder()
        builder.agencyId(agencyId)
        return list(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        suspend fun list(
            params: StopIdsForAgencyListParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<StopIdsForAgencyListResponse>
    }
}
