// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions
import com.acme.api.core.PageAsync
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.models.reports.ReportSearchParams
import com.acme.api.models.reports.ReportSearchResponse

interface ReportsServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): ReportsServiceAsync

    suspend fun search(
        params: ReportSearchParams = ReportSearchParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): PageAsync<ReportSearchResponse.ResultModel>

    interface WithRawResponse {

        suspend fun search(
            params: ReportSearchParams = ReportSearchParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<PageAsync<ReportSearchResponse.ResultModel>>
    }
}
