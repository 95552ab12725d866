// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions
import com.acme.api.core.PageAsync
import com.acme.api.core.PageScheme
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.respondWith
import com.acme.api.core.http.sendAsync
import com.acme.api.core.pageAsync
import com.acme.api.models.tags.Tag
import com.acme.api.models.tags.TagsListParams

class TagsServiceAsyncImpl internal constructor(private val clientOptions: ClientOptions) :
    TagsServiceAsync {

    private val withRawResponse: TagsServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): TagsServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): TagsServiceAsync =
        TagsServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override suspend fun list(
        params: TagsListParams,
        requestOptions: RequestOptions,
    ): PageAsync<Tag> = withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        TagsServiceAsync.WithRawResponse {

        override suspend fun list(
            params: TagsListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<PageAsync<Tag>> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("tags")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            return respondWith(response) {
                clientOptions.pageAsync(
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
