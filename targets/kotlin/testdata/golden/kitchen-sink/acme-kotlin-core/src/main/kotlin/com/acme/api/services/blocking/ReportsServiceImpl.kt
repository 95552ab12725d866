// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.core.ClientOptions
import com.acme.api.core.Page
import com.acme.api.core.PageScheme
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.jsonBody
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.respondWith
import com.acme.api.core.http.send
import com.acme.api.core.page
import com.acme.api.models.reports.ReportSearchParams
import com.acme.api.models.reports.ReportSearchResponse

class ReportsServiceImpl internal constructor(private val clientOptions: ClientOptions) :
    ReportsService {

    private val withRawResponse: ReportsService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): ReportsService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): ReportsService =
        ReportsServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun search(
        params: ReportSearchParams,
        requestOptions: RequestOptions,
    ): Page<ReportSearchResponse.ResultModel> =
        withRawResponse().search(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        ReportsService.WithRawResponse {

        override fun search(
            params: ReportSearchParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Page<ReportSearchResponse.ResultModel>> {
            val builder = clientOptions.newRequest(HttpMethod.POST)
            builder.addPathSegments("reports")
            builder.addPathSegments("search")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            builder.body(jsonBody(params._body()))
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            return respondWith(response) {
                clientOptions.page(
                    request,
                    response,
                    requestOptions,
                    SEARCH_PAGES,
                    ReportSearchResponse.ResultModel.decoder,
                )
            }
        }
    }

    companion object {
        private val SEARCH_PAGES =
            PageScheme(
                "cursor",
                "body",
                mapOf("next_cursor_param" to "cursor"),
                mapOf("items" to listOf("results"), "next_cursor_field" to listOf("next_cursor")),
                emptyMap(),
                listOf("results"),
                false,
            )
    }
}
