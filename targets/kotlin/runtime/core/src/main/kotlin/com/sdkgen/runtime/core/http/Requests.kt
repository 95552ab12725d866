package com.sdkgen.runtime.core.http

import com.sdkgen.runtime.core.ClientOptions
import com.sdkgen.runtime.core.Decoder
import com.sdkgen.runtime.core.JsonMissing
import com.sdkgen.runtime.core.JsonValue
import com.sdkgen.runtime.core.RequestOptions
import com.sdkgen.runtime.core.parseJson
import com.sdkgen.runtime.core.writeJson
import com.sdkgen.runtime.errors.SdkgenIoException
import com.sdkgen.runtime.errors.invalidData
import com.sdkgen.runtime.errors.serviceException
import java.io.IOException

/**
 * A request to the API: the client's base URL, headers, query and credentials, and the path under
 * it.
 */
/**
 * A request to the client's base URL with its headers and query params, and its credentials unless
 * [authenticate] is false (an operation whose security requirement is empty).
 */
fun ClientOptions.newRequest(
    method: HttpMethod,
    vararg path: String,
    authenticate: Boolean = true,
): HttpRequest.Builder {
    val builder =
        HttpRequest.builder()
            .method(method)
            .baseUrl(baseUrl)
            .addPathSegments(*path)
            .headers(headers)
            .queryParams(queryParams)
    if (authenticate) authenticator.authenticate(builder, this)
    return builder
}

/** A JSON request body. */
fun jsonBody(value: JsonValue): HttpRequestBody =
    HttpRequestBody("application/json", writeJson(value))

/** Fails when a path parameter is empty: the request would go to another endpoint. */
fun requirePathParam(name: String, value: String): String {
    require(value.isNotEmpty()) { "`$name` must not be empty" }
    return value
}

/** Sends the request and reads the whole response; an error status throws the exception for it. */
fun ClientOptions.send(request: HttpRequest, requestOptions: RequestOptions): BufferedHttpResponse =
    checkStatus(httpClient.execute(request, requestOptions))

/** [send] for coroutines. */
suspend fun ClientOptions.sendAsync(
    request: HttpRequest,
    requestOptions: RequestOptions,
): BufferedHttpResponse = checkStatus(httpClient.executeAsync(request, requestOptions))

private fun ClientOptions.checkStatus(response: HttpResponse): BufferedHttpResponse {
    val buffered = response.use {
        try {
            BufferedHttpResponse(it.statusCode(), it.headers(), it.body().readBytes())
        } catch (e: IOException) {
            val message = "reading the response failed"
            throw SdkgenIoException(message, e)
        }
    }
    if (buffered.statusCode() >= 400) {
        val body = runCatching {
            parseJson(buffered.bytes)
        }
            .getOrElse { JsonValue.from(String(buffered.bytes)) }
        throw serviceException(
            buffered.statusCode(),
            buffered.headers(),
            body,
            settings.messageProperty,
        )
    }
    return buffered
}

/**
 * Sends a request whose response body streams (SSE): an error status throws, a success is left
 * unread.
 */
fun ClientOptions.stream(request: HttpRequest, requestOptions: RequestOptions): HttpResponse =
    httpClient.execute(request, requestOptions).let {
        if (it.statusCode() >= 400) checkStatus(it) else it
    }

/** [stream] for coroutines. */
suspend fun ClientOptions.streamAsync(
    request: HttpRequest,
    requestOptions: RequestOptions,
): HttpResponse =
    httpClient.executeAsync(request, requestOptions).let {
        if (it.statusCode() >= 400) checkStatus(it) else it
    }

/**
 * A response whose body [parse] reads with [decode]; validated when the client or call asks for it.
 */
fun <T : Any> ClientOptions.parsed(
    response: BufferedHttpResponse,
    requestOptions: RequestOptions,
    decode: Decoder<T>,
    validate: (T) -> Unit = {},
): HttpResponseFor<T> =
    object : HttpResponseFor<T>, HttpResponse by response {
        private val value by lazy {
            val json = runCatching {
                parseJson(response.bytes)
            }
                .getOrElse { throw invalidData("Error reading response", it) }
            val out = decode(json) ?: throw unexpectedShape(json)
            if (requestOptions.responseValidation ?: responseValidation) validate(out)
            out
        }

        override fun parse(): T = value
    }

/** A response without a body the SDK reads. */
fun ClientOptions.empty(response: BufferedHttpResponse): HttpResponseFor<Unit> =
    object : HttpResponseFor<Unit>, HttpResponse by response {
        override fun parse() = Unit
    }

/** The value at a property path of a JSON value, [JsonMissing] when the path does not resolve. */
fun JsonValue.at(path: List<String>): JsonValue =
    path.fold(this) { value, key -> value.asObject()?.get(key) ?: JsonMissing }

/** A raw response whose [HttpResponseFor.parse] runs [parse] once. */
fun <T> respondWith(response: HttpResponse, parse: () -> T): HttpResponseFor<T> =
    object : HttpResponseFor<T>, HttpResponse by response {
        private val value by lazy(parse)

        override fun parse(): T = value
    }

private fun unexpectedShape(json: JsonValue): Exception =
    invalidData("the response has an unexpected shape: $json")
