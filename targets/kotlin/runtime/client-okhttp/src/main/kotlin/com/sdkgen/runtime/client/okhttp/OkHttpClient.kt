package com.sdkgen.runtime.client.okhttp

import com.sdkgen.runtime.core.RequestOptions
import com.sdkgen.runtime.core.Timeout
import com.sdkgen.runtime.core.http.Headers
import com.sdkgen.runtime.core.http.HttpClient
import com.sdkgen.runtime.core.http.HttpRequest
import com.sdkgen.runtime.core.http.HttpResponse
import java.io.IOException
import java.io.InputStream
import java.net.Proxy
import java.time.Duration
import kotlin.coroutines.resume
import kotlin.coroutines.resumeWithException
import kotlinx.coroutines.suspendCancellableCoroutine
import okhttp3.Call
import okhttp3.Callback
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.Request
import okhttp3.RequestBody
import okhttp3.RequestBody.Companion.toRequestBody
import okhttp3.Response

/** The OkHttp transport. Clients made with `withOptions` share its connection pool and threads. */
class OkHttpClient private constructor(private val okHttpClient: okhttp3.OkHttpClient) :
    HttpClient {

    override fun execute(request: HttpRequest, requestOptions: RequestOptions): HttpResponse =
        wrap(newCall(request, requestOptions).execute())

    override suspend fun executeAsync(
        request: HttpRequest,
        requestOptions: RequestOptions,
    ): HttpResponse {
        val call = newCall(request, requestOptions)
        return suspendCancellableCoroutine { continuation ->
            continuation.invokeOnCancellation { call.cancel() }
            call.enqueue(
                object : Callback {
                    override fun onResponse(call: Call, response: Response) =
                        continuation.resume(wrap(response))

                    override fun onFailure(call: Call, e: IOException) =
                        continuation.resumeWithException(e)
                }
            )
        }
    }

    override fun close() {
        okHttpClient.dispatcher.executorService.shutdown()
        okHttpClient.connectionPool.evictAll()
        okHttpClient.cache?.close()
    }

    private fun newCall(request: HttpRequest, requestOptions: RequestOptions): Call {
        val client =
            requestOptions.timeout?.let { t ->
                okHttpClient
                    .newBuilder()
                    .apply {
                        t.connect?.let { connectTimeout(it) }
                        t.read?.let { readTimeout(it) }
                        t.write?.let { writeTimeout(it) }
                        t.request?.let { callTimeout(it) }
                    }
                    .build()
            } ?: okHttpClient
        return client.newCall(toOkHttp(request))
    }

    private fun toOkHttp(request: HttpRequest): Request {
        val body: RequestBody? =
            request.body?.let { it.bytes.toRequestBody(it.contentType.toMediaType()) }
                ?: if (request.method.name in setOf("POST", "PUT", "PATCH"))
                    ByteArray(0).toRequestBody()
                else null
        val builder = Request.Builder().url(request.url()).method(request.method.name, body)
        request.headers.names().forEach { name ->
            request.headers.values(name).forEach { builder.addHeader(name, it) }
        }
        return builder.build()
    }

    private fun wrap(response: Response): HttpResponse =
        object : HttpResponse {
            private val headers: Headers by lazy {
                val b = Headers.builder()
                response.headers.forEach { (name, value) -> b.put(name, value) }
                b.build()
            }

            override fun statusCode(): Int = response.code

            override fun headers(): Headers = headers

            override fun body(): InputStream = response.body.byteStream()

            override fun close() = response.close()
        }

    /** Configures the transport: timeouts and a proxy. */
    class Builder internal constructor() {
        private var timeout: Timeout = Timeout()
        private var proxy: Proxy? = null

        fun timeout(timeout: Timeout) = apply { this.timeout = timeout }

        fun timeout(timeout: Duration) = apply { this.timeout = Timeout(request = timeout) }

        fun proxy(proxy: Proxy?) = apply { this.proxy = proxy }

        fun build(): OkHttpClient =
            OkHttpClient(
                okhttp3.OkHttpClient.Builder()
                    .apply {
                        // The SDK retries: OkHttp's own retries (a 408, a failed connection) would
                        // add attempts the retry policy does not count.
                        retryOnConnectionFailure(false)
                        timeout.connect?.let { connectTimeout(it) }
                        timeout.read?.let { readTimeout(it) }
                        timeout.write?.let { writeTimeout(it) }
                        callTimeout(timeout.request ?: Duration.ZERO)
                        proxy?.let { proxy(it) }
                    }
                    .build()
            )
    }

    companion object {
        fun builder(): Builder = Builder()
    }
}
