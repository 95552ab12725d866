// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async.accounts

import com.acme.api.core.ClientOptions
import com.acme.api.core.PageAsync
import com.acme.api.core.PageScheme
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.requirePathParam
import com.acme.api.core.http.respondWith
import com.acme.api.core.http.sendAsync
import com.acme.api.core.pageAsync
import com.acme.api.models.accounts.friends.Friend
import com.acme.api.models.accounts.friends.FriendListParams

class FriendsServiceAsyncImpl internal constructor(private val clientOptions: ClientOptions) :
    FriendsServiceAsync {

    private val withRawResponse: FriendsServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): FriendsServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): FriendsServiceAsync =
        FriendsServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override suspend fun list(
        params: FriendListParams,
        requestOptions: RequestOptions,
    ): PageAsync<Friend> = withRawResponse().list(params, requestOptions).parse()

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        FriendsServiceAsync.WithRawResponse {

        override suspend fun list(
            params: FriendListParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<PageAsync<Friend>> {
            val builder = clientOptions.newRequest(HttpMethod.GET)
            builder.addPathSegments("accounts")
            builder.addPathSegments(requirePathParam("account_id", params._pathParam(0)))
            builder.addPathSegments("friends")
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
                    Friend.decoder,
                )
            }
        }
    }

    companion object {
        private val LIST_PAGES =
            PageScheme(
                "cursor_id",
                "query",
                mapOf("next_cursor_id_param" to "after_id"),
                mapOf(
                    "items" to listOf("data"),
                    "cursor_item_id" to listOf("id"),
                    "has_next_page" to listOf("has_more"),
                ),
                emptyMap(),
                listOf("data"),
                false,
            )
    }
}
