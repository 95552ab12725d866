package com.sdkgen.runtime.core.http

import com.sdkgen.runtime.core.RequestOptions
import java.io.ByteArrayInputStream
import java.io.Closeable
import java.io.InputStream

/**
 * HTTP headers: names compare case-insensitively and keep the case they were first set with; each
 * name may have several values, kept in order.
 */
class Headers private constructor(private val entries: Map<String, Entry>) {
    private class Entry(val name: String, val values: List<String>)

    /** The number of values, over every name. */
    val size: Int = entries.values.sumOf { it.values.size }

    /** The values of a header, in order; empty when it is not set. */
    fun values(name: String): List<String> = entries[name.lowercase()]?.values ?: emptyList()

    /** Every header name, as it was set. */
    fun names(): Set<String> = entries.values.mapTo(LinkedHashSet()) { it.name }

    fun toBuilder(): Builder = Builder().putAll(this)

    override fun equals(other: Any?): Boolean =
        other is Headers &&
            other.entries.mapValues { it.value.values } == entries.mapValues { it.value.values }

    override fun hashCode(): Int = entries.mapValues { it.value.values }.hashCode()

    override fun toString(): String = "Headers" + entries.values.associate { it.name to it.values }

    class Builder internal constructor() {
        private val names = LinkedHashMap<String, String>()
        private val values = LinkedHashMap<String, MutableList<String>>()

        fun put(name: String, value: String) = put(name, listOf(value))

        /** Adds values to a header; no values records the header as empty, which removes it. */
        fun put(name: String, values: Iterable<String>) = apply {
            val key = name.lowercase()
            names.putIfAbsent(key, name)
            this.values.getOrPut(key) { mutableListOf() }.addAll(values)
        }

        fun putAll(headers: Headers) = apply {
            headers.entries.values.forEach { put(it.name, it.values) }
        }

        fun putAll(headers: Map<String, Iterable<String>>) = apply {
            headers.forEach { (k, v) -> put(k, v) }
        }

        /** Sets a header, replacing its values. */
        fun replace(name: String, value: String) = replace(name, listOf(value))

        /** Sets a header, replacing its values. */
        fun replace(name: String, values: Iterable<String>) = apply {
            remove(name)
            put(name, values)
        }

        /** Sets every header of [headers], replacing their values. */
        fun replaceAll(headers: Headers) = apply {
            headers.entries.values.forEach { replace(it.name, it.values) }
        }

        /** Sets every header of [headers], replacing their values. */
        fun replaceAll(headers: Map<String, Iterable<String>>) = apply {
            headers.forEach { (k, v) -> replace(k, v) }
        }

        fun remove(name: String) = apply {
            names.remove(name.lowercase())
            values.remove(name.lowercase())
        }

        fun removeAll(names: Set<String>) = apply { names.forEach { remove(it) } }

        fun clear() = apply {
            names.clear()
            values.clear()
        }

        fun build(): Headers =
            Headers(values.mapValues { (key, v) -> Entry(names.getValue(key), v.toList()) })
    }

    companion object {
        fun builder(): Builder = Builder()

        fun none(): Headers = Builder().build()
    }
}

/** Query parameters: each key may have several values, kept in order. */
class QueryParams private constructor(private val map: Map<String, List<String>>) {
    /** The number of values, over every key. */
    val size: Int = map.values.sumOf { it.size }

    fun values(key: String): List<String> = map[key] ?: emptyList()

    fun keys(): Set<String> = map.keys

    fun toBuilder(): Builder = Builder().putAll(this)

    override fun equals(other: Any?): Boolean = other is QueryParams && other.map == map

    override fun hashCode(): Int = map.hashCode()

    override fun toString(): String = "QueryParams$map"

    class Builder internal constructor() {
        private val map = LinkedHashMap<String, MutableList<String>>()

        fun put(key: String, value: String) = apply {
            map.getOrPut(key) { mutableListOf() }.add(value)
        }

        fun put(key: String, values: Iterable<String>) = apply {
            map.getOrPut(key) { mutableListOf() }.addAll(values)
        }

        fun putAll(params: QueryParams) = apply { params.map.forEach { (k, v) -> put(k, v) } }

        fun putAll(params: Map<String, Iterable<String>>) = apply {
            params.forEach { (k, v) -> put(k, v) }
        }

        fun replace(key: String, value: String) = replace(key, listOf(value))

        fun replace(key: String, values: Iterable<String>) = apply {
            map.remove(key)
            put(key, values)
        }

        fun replaceAll(params: QueryParams) = apply {
            params.map.forEach { (k, v) -> replace(k, v) }
        }

        fun replaceAll(params: Map<String, Iterable<String>>) = apply {
            params.forEach { (k, v) -> replace(k, v) }
        }

        fun remove(key: String) = apply { map.remove(key) }

        fun removeAll(keys: Set<String>) = apply { keys.forEach { map.remove(it) } }

        fun clear() = apply { map.clear() }

        fun build(): QueryParams = QueryParams(map.mapValues { it.value.toList() })
    }

    companion object {
        fun builder(): Builder = Builder()

        fun none(): QueryParams = Builder().build()
    }
}

/** Every (key, value) pair of [params], in order. */
internal fun QueryParams.pairs(): List<Pair<String, String>> =
    keys().flatMap { key -> values(key).map { key to it } }

/** HTTP methods. */
enum class HttpMethod {
    GET,
    HEAD,
    POST,
    PUT,
    PATCH,
    DELETE,
    OPTIONS,
}

/** A request body: its content type and bytes, which retries send again. */
class HttpRequestBody(val contentType: String, val bytes: ByteArray)

/** An HTTP request, before the transport sends it. */
class HttpRequest
private constructor(
    val method: HttpMethod,
    val baseUrl: String,
    val pathSegments: List<String>,
    val headers: Headers,
    val queryParams: QueryParams,
    val body: HttpRequestBody?,
) {
    /** The URL with escaped path segments and query. */
    fun url(): String = buildString {
        append(baseUrl.trimEnd('/'))
        pathSegments.forEach { append('/').append(percentEncode(it, path = true)) }
        val query =
            queryParams.pairs().map { (k, v) ->
                percentEncode(k, path = false) + "=" + percentEncode(v, path = false)
            }
        if (query.isNotEmpty()) append('?').append(query.joinToString("&"))
    }

    fun toBuilder(): Builder =
        Builder()
            .method(method)
            .baseUrl(baseUrl)
            .addPathSegments(*pathSegments.toTypedArray())
            .headers(headers)
            .queryParams(queryParams)
            .body(body)

    class Builder internal constructor() {
        private var method: HttpMethod = HttpMethod.GET
        private var baseUrl: String = ""
        private val pathSegments = mutableListOf<String>()
        private val headers = Headers.builder()
        private val queryParams = QueryParams.builder()
        private var body: HttpRequestBody? = null

        fun method(method: HttpMethod) = apply { this.method = method }

        fun baseUrl(baseUrl: String) = apply { this.baseUrl = baseUrl }

        fun addPathSegment(segment: String) = apply { pathSegments.add(segment) }

        fun addPathSegments(vararg segments: String) = apply { pathSegments.addAll(segments) }

        fun headers(headers: Headers) = apply { this.headers.replaceAll(headers) }

        fun putHeader(name: String, value: String) = apply { headers.put(name, value) }

        fun replaceHeader(name: String, value: String) = apply { headers.replace(name, value) }

        fun removeHeader(name: String) = apply { headers.remove(name) }

        fun queryParams(params: QueryParams) = apply { queryParams.replaceAll(params) }

        fun putQueryParam(key: String, value: String) = apply { queryParams.put(key, value) }

        fun replaceQueryParam(key: String, value: String) = apply {
            queryParams.replace(key, value)
        }

        fun body(body: HttpRequestBody?) = apply { this.body = body }

        fun build(): HttpRequest =
            HttpRequest(
                method,
                baseUrl,
                pathSegments.toList(),
                headers.build(),
                queryParams.build(),
                body,
            )
    }

    companion object {
        fun builder(): Builder = Builder()
    }
}

/** An HTTP response; close it to give the connection back. */
interface HttpResponse : Closeable {
    fun statusCode(): Int

    fun headers(): Headers

    fun body(): InputStream

    /** The x-request-id the API sent, if any. */
    fun requestId(): String? = headers().values("x-request-id").firstOrNull()
}

/** A response whose body was read into memory, so it can be read again. */
class BufferedHttpResponse(
    private val statusCode: Int,
    private val headers: Headers,
    val bytes: ByteArray,
) : HttpResponse {
    override fun statusCode(): Int = statusCode

    override fun headers(): Headers = headers

    override fun body(): InputStream = ByteArrayInputStream(bytes)

    override fun close() {}
}

/** A raw response with a way to read its parsed body: what `withRawResponse()` methods return. */
interface HttpResponseFor<T> : HttpResponse {
    fun parse(): T
}

/** Sends requests. The transport module (OkHttp by default) implements it; tests use a fake one. */
interface HttpClient : Closeable {
    fun execute(
        request: HttpRequest,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): HttpResponse

    suspend fun executeAsync(
        request: HttpRequest,
        requestOptions: RequestOptions = RequestOptions.none(),
    ): HttpResponse
}

private const val UNRESERVED = "-._~"

/**
 * RFC 3986 escaping: path segments keep sub-delimiters the path allows, a query escapes everything
 * else.
 */
internal fun percentEncode(value: String, path: Boolean): String {
    val safe = if (path) "$UNRESERVED!$&'()*+,;=:@" else UNRESERVED
    val out = StringBuilder()
    for (b in value.toByteArray(Charsets.UTF_8)) {
        val c = (b.toInt() and 0xff).toChar()
        if (c in 'a'..'z' || c in 'A'..'Z' || c in '0'..'9' || (c.code < 128 && c in safe)) {
            out.append(c)
        } else {
            out.append('%')
                .append("0123456789ABCDEF"[(b.toInt() shr 4) and 0xf])
                .append("0123456789ABCDEF"[b.toInt() and 0xf])
        }
    }
    return out.toString()
}
