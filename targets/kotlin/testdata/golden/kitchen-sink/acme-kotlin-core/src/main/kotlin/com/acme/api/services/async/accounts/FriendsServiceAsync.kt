// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async.accounts

import com.acme.api.core.ClientOptions
import com.acme.api.core.PageAsync
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.models.accounts.friends.Friend
import com.acme.api.models.accounts.friends.FriendListParams

interface FriendsServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): FriendsServiceAsync

    suspend fun list(
        params: FriendListParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): PageAsync<Friend>

    suspend fun list(
        accountId: String,
        params: FriendListParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): PageAsync<Friend> {
        val builder = params?.toBuilder() ?: FriendListParams.builder()
        builder.accountId(accountId)
        return list(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        suspend fun list(
            params: FriendListParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<PageAsync<Friend>>
    }
}
