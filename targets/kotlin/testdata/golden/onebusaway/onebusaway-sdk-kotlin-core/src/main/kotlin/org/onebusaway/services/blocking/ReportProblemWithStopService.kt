// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking

import org.onebusaway.core.ClientOptions
import org.onebusaway.core.RequestOptions
import org.onebusaway.core.http.HttpResponseFor
import org.onebusaway.models.ResponseWrapper
import org.onebusaway.models.reportproblemwithstop.ReportProblemWithStopRetrieveParams

interface ReportProblemWithStopService {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): ReportProblemWithStopService

    // Submit a user-generated problem report for a stop
    fun retrieve(
        params: ReportProblemWithStopRetrieveParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): ResponseWrapper

    fun retrieve(
        stopId: String,
        params: ReportProblemWithStopRetrieveParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): ResponseWrapper {
        val builder = params?.toBuilder() ?: ReportProblemWithStopRetrieveParams.builder()
        builder.stopId(stopId)
        return retrieve(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        fun retrieve(
            params: ReportProblemWithStopRetrieveParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<ResponseWrapper>
    }
}
