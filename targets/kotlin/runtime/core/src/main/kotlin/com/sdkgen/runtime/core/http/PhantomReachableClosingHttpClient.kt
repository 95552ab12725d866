package com.sdkgen.runtime.core.http

import com.sdkgen.runtime.core.RequestOptions
import com.sdkgen.runtime.core.closeWhenPhantomReachable

/**
 * Closes the transport it wraps once no client uses it any more (garbage collected without
 * `close()`). Clients copied with `withOptions` share one wrapper, so they share the transport's
 * connection pool and it stays open while any of them lives.
 */
class PhantomReachableClosingHttpClient(private val delegate: HttpClient) : HttpClient {
    init {
        closeWhenPhantomReachable(this, delegate)
    }

    override fun execute(request: HttpRequest, requestOptions: RequestOptions): HttpResponse =
        delegate.execute(request, requestOptions)

    override suspend fun executeAsync(
        request: HttpRequest,
        requestOptions: RequestOptions,
    ): HttpResponse = delegate.executeAsync(request, requestOptions)

    override fun close() = delegate.close()
}
