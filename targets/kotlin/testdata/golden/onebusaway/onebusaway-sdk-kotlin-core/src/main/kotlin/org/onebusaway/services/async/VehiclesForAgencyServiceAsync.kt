// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.vehiclesforagency.VehiclesForAgencyListParams
import org.onebusaway.models.vehiclesforagency.VehiclesForAgencyListResponse

interface VehiclesForAgencyServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): VehiclesForAgencyServiceAsync

    // Get vehicles for a specific agency
    suspend fun list(
        params: VehiclesForAgencyListParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): VehiclesForAgencyListResponse

    suspend fun list(
        agencyId: String,
        params: VehiclesForAgencyListParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): VehiclesForAgencyListResponse {
        val builder = params?.toBuilder() ?: VehiclesForAgencyListParams.builder()
        builder.agencyId(agencyId)
        return list(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        suspend fun list(
            params: VehiclesForAgencyListParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<VehiclesForAgencyListResponse>
    }
}
