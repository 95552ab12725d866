// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpResponse
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.models.files.File
import com.acme.api.models.files.FileUploadParams
import com.acme.api.models.files.FilesContentParams

interface FilesServiceAsync {

    /** The same methods, returning the raw response. */
    fun withRawResponse(): WithRawResponse

    /** A copy whose options [modifier] changes; it shares the connection pool. */
    fun withOptions(modifier: (ClientOptions.Builder) -> Unit): FilesServiceAsync

    suspend fun upload(
        params: FileUploadParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): File

    suspend fun content(
        params: FilesContentParams,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): HttpResponse

    suspend fun content(
        fileId: String,
        params: FilesContentParams? = null,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): HttpResponse {
        val builder = params?.toBuilder() ?: FilesContentParams.builder()
        builder.fileId(fileId)
        return content(builder.build(), requestOptions)
    }

    interface WithRawResponse {

        suspend fun upload(
            params: FileUploadParams,
            requestOptions: RequestOptions = RequestOptions.none(),
        ): HttpResponseFor<File>
    }
}
