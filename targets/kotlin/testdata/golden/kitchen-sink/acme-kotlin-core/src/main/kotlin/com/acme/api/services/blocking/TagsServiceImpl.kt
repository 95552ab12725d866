// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

import com.acme.api.core.ClientOptions
import com.acme.api.core.Page
import com.acme.api.core.PageScheme
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.respondWith
import com.acme.api.core.http.send
import com.acme.api.core.page
import com.acme.api.models.tags.Tag
import com.acme.api.models.tags.TagsListParams

class TagsServiceImpl internal constructor(private val clientOptions: ClientOptions) : TagsService {

    private val withRawResponse: TagsService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): TagsService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): TagsService =
        TagsServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun list(
        params: TagsListParams,
        requestOptions: RequestOptions,
    ): Page<Tag> = withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        TagsService.WithRawResponse {

        override fun list(
            params: TagsListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<Page<Tag>> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("tags")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            return respondWith(response) {
                clientOptions.page(
                    request,
                    response,
                    requestOptions,
                    LIST_PAGES,
                    Tag.decoder,
                )
            }
        }
    }

    companion object {
        private val LIST_PAGES =
            PageScheme(
                "fake_page",
                "query",
                emptyMap(),
                mapOf("items" to emptyList()),
                emptyMap(),
                emptyList(),
                false,
            )
    }
}
