// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions
import com.acme.api.core.PageAsync
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.models.tags.Tag
import com.acme.api.models.tags.TagsListParams

interface TagsServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): TagsServiceAsync

    // List tags
    suspend fun list(
        params: TagsListParams = TagsListParams.none(),
        requestOptions: RequestOptions = RequestOptions.none(),
    ): PageAsync<Tag>

    interface WithRawResponse {

        suspend fun list(
            params: TagsListParams = TagsListParams.none(),
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<PageAsync<Tag>>
    }
}
