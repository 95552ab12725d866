// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async

import com.acme.api.core.ClientOptions
import com.acme.api.core.Decoder
import com.acme.api.core.RequestOptions
import com.acme.api.core.http.HttpMethod
import com.acme.api.core.http.HttpResponse
import com.acme.api.core.http.HttpResponseFor
import com.acme.api.core.http.multipartBody
import com.acme.api.core.http.newRequest
import com.acme.api.core.http.parsed
import com.acme.api.core.http.requirePathParam
import com.acme.api.core.http.sendAsync
import com.acme.api.core.http.streamAsync
import com.acme.api.models.files.File
import com.acme.api.models.files.FileUploadParams
import com.acme.api.models.files.FilesContentParams

class FilesServiceAsyncImpl internal constructor(private val clientOptions: ClientOptions) :
    FilesServiceAsync {

    private val withRawResponse: FilesServiceAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): FilesServiceAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): FilesServiceAsync =
        FilesServiceAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override suspend fun upload(
        params: FileUploadParams,
        requestOptions: RequestOptions,
    ): File = withRawResponse().upload(params, requestOptions).parse()

    override suspend fun content(
        params: FilesContentParams,
        requestOptions: RequestOptions,
    ): HttpResponse {
        val builder = clientOptions.newRequest(HttpMethod.GET)
        builder.addPathSegments("files")
        builder.addPathSegments(requirePathParam("file_id", params._pathParam(0)))
        builder.addPathSegments("content")
        builder.headers(params._headers())
        builder.queryParams(params._queryParams())
        val request = builder.build()
        val response = clientOptions.streamAsync(request, requestOptions)
        return response
    }

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        FilesServiceAsync.WithRawResponse {

        override suspend fun upload(
            params: FileUploadParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<File> {
            val builder = clientOptions.newRequest(HttpMethod.POST)
            builder.addPathSegments("files")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            builder.body(multipartBody(params._body(), params._files(), "brackets"))
            val request = builder.build()
            val response = clientOptions.sendAsync(request, requestOptions)
            val decoder: Decoder<File> = File.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
