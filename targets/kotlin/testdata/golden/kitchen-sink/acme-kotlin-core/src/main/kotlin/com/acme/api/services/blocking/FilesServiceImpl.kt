// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking

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
import com.acme.api.core.http.send
import com.acme.api.core.http.stream
import com.acme.api.models.files.File
import com.acme.api.models.files.FileUploadParams
import com.acme.api.models.files.FilesContentParams

class FilesServiceImpl internal constructor(private val clientOptions: ClientOptions) :
    FilesService {

    private val withRawResponse: FilesService.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    override fun withRawResponse(): FilesService.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): FilesService =
        FilesServiceImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun upload(
        params: FileUploadParams,
        requestOptions: RequestOptions,
    ): File = withRawResponse().upload(params, requestOptions).parse()

    override fun content(params: FilesContentParams, requestOptions: RequestOptions): HttpResponse {
        val builder = clientOptions.newRequest(HttpMethod.GET)
        builder.addPathSegments("files")
        builder.addPathSegments(requirePathParam("file_id", params._pathParam(0)))
        builder.addPathSegments("content")
        builder.headers(params._headers())
        builder.queryParams(params._queryParams())
        val request = builder.build()
        val response = clientOptions.stream(request, requestOptions)
        return response
    }

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        FilesService.WithRawResponse {

        override fun upload(
            params: FileUploadParams,
            requestOptions: RequestOptions,
        ): HttpResponseFor<File> {
            val builder = clientOptions.newRequest(HttpMethod.POST)
            builder.addPathSegments("files")
            builder.headers(params._headers())
            builder.queryParams(params._queryParams())
            builder.body(multipartBody(params._body(), params._files(), "brackets"))
            val request = builder.build()
            val response = clientOptions.send(request, requestOptions)
            val decoder: Decoder<File> = File.decoder
            return clientOptions.parsed(response, requestOptions, decoder) { it.validate() }
        }
    }
}
