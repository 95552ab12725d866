// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.ResponseWrapper
import org.onebusaway.models.reportproblemwithstop.ReportProblemWithStopRetrieveParams

interface ReportProblemWithStopServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): ReportProblemWithStopServiceAsync

    // Submit a user-generated problem report for a stop
    suspend fun retrieve(
        params: ReportProblemWithStopRetrieveParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): ResponseWrapper

    suspend fun retrieve(
        stopId: String,
        params: ReportProblemWithStopRetrieveParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): ResponseWrapper {
        val builder = params?.toBuilder() ?: ReportProblemWithStopRetrieveParams.builder()
        builder.stopId(stopId)
        return retrieve(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        suspend fun retrieve(
            params: ReportProblemWithStopRetrieveParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<ResponseWrapper>
    }
}
