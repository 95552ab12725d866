// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.stopsforagency.StopsForAgencyListParams
import org.onebusaway.models.stopsforagency.StopsForAgencyListResponse

interface StopsForAgencyService {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): StopsForAgencyService

    // Get stops for a specific agency
    fun list(
        params: StopsForAgencyListParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): StopsForAgencyListResponse

    fun list(
        agencyId: String,
        params: StopsForAgencyListParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): StopsForAgencyListResponse {
        val builder = params?.toBuilder() ?: StopsForAgencyListParams.builder()
        builder.agencyId(agencyId)
        return list(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        fun list(
            params: StopsForAgencyListParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<StopsForAgencyListResponse>
    }
}
