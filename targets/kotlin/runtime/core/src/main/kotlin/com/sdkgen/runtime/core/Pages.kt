package com.sdkgen.runtime.core

import com.sdkgen.runtime.core.http.BufferedHttpResponse
import com.sdkgen.runtime.core.http.HttpRequest
import com.sdkgen.runtime.core.http.HttpRequestBody
import com.sdkgen.runtime.core.http.at
import com.sdkgen.runtime.core.http.jsonBody
import com.sdkgen.runtime.core.http.send
import com.sdkgen.runtime.core.http.sendAsync
import com.sdkgen.runtime.errors.invalidData
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.flow

/**
 * How a paginated endpoint pages: the scheme's type (cursor, cursor_id, cursor_url, offset,
 * page_number, fake_page), where its request parameters go, and the wire names of its roles
 * (purpose -> name or path).
 */
class PageScheme(
    val type: String,
    val paramLocation: String,
    val params: Map<String, String>,
    val fields: Map<String, List<String>>,
    val headers: Map<String, String>,
    val itemsPath: List<String>,
    val continueOnEmptyItems: Boolean,
)

/** One page of a list; [autoPager] walks every item of every page, fetching pages as it goes. */
class Page<T : Any>
internal constructor(
    private val items: List<T>,
    private val response: JsonValue,
    private val next: (() -> Page<T>)?,
) {
    fun items(): List<T> = items

    fun hasNextPage(): Boolean = next != null

    /** The next page; throws when there is none. */
    fun nextPage(): Page<T> = checkNotNull(next) { "there is no next page" }()

    /** The page's response body as JSON. */
    fun _response(): JsonValue = response

    /** Every item from this page on, as a lazy sequence. */
    fun autoPager(): Sequence<T> = sequence {
        var page: Page<T>? = this@Page
        while (page != null) {
            yieldAll(page.items)
            page = page.next?.invoke()
        }
    }
}

/** [Page] for coroutines: [autoPager] is a cold [Flow]. */
class PageAsync<T : Any>
internal constructor(
    private val items: List<T>,
    private val response: JsonValue,
    private val next: (suspend () -> PageAsync<T>)?,
) {
    fun items(): List<T> = items

    fun hasNextPage(): Boolean = next != null

    suspend fun nextPage(): PageAsync<T> = checkNotNull(next) { "there is no next page" }()

    fun _response(): JsonValue = response

    fun autoPager(): Flow<T> = flow {
        var page: PageAsync<T>? = this@PageAsync
        while (page != null) {
            page.items.forEach { emit(it) }
            page = page.next?.invoke()
        }
    }
}

/** Reads a page from a response, and the request of the page after it. */
fun <T : Any> ClientOptions.page(
    request: HttpRequest,
    response: BufferedHttpResponse,
    requestOptions: RequestOptions,
    scheme: PageScheme,
    item: Decoder<T>,
): Page<T> {
    val (items, body, nextRequest) = readPage(request, response, scheme, item)
    return Page(
        items,
        body,
        nextRequest?.let { r ->
            { page(r, send(r, requestOptions), requestOptions, scheme, item) }
        },
    )
}

/** [page] for coroutines. */
fun <T : Any> ClientOptions.pageAsync(
    request: HttpRequest,
    response: BufferedHttpResponse,
    requestOptions: RequestOptions,
    scheme: PageScheme,
    item: Decoder<T>,
): PageAsync<T> {
    val (items, body, nextRequest) = readPage(request, response, scheme, item)
    return PageAsync(
        items,
        body,
        nextRequest?.let { r ->
            { pageAsync(r, sendAsync(r, requestOptions), requestOptions, scheme, item) }
        },
    )
}

private fun <T : Any> readPage(
    request: HttpRequest,
    response: BufferedHttpResponse,
    scheme: PageScheme,
    item: Decoder<T>,
): Triple<List<T>, JsonValue, HttpRequest?> {
    val body = parseJson(response.bytes)
    val raw = body.at(scheme.itemsPath).asArray() ?: emptyList()
    val items = raw.map {
        item(it) ?: throw invalidData("a page item has an unexpected shape: $it")
    }
    return Triple(items, body, Paging(scheme, request, response, body, raw).next())
}

/** The request of the next page, or null at the end. */
private class Paging(
    val scheme: PageScheme,
    val request: HttpRequest,
    val response: BufferedHttpResponse,
    val body: JsonValue,
    val items: List<JsonValue>,
) {
    fun next(): HttpRequest? {
        if (field("has_next_page")?.asBoolean() == false) return null
        if (items.isEmpty() && !scheme.continueOnEmptyItems) return null
        return when (scheme.type) {
            "cursor" -> text(field("next_cursor_field"))?.let { with("next_cursor_param", it) }
            "cursor_id" ->
                text(items.lastOrNull()?.at(scheme.fields["cursor_item_id"] ?: listOf("id")))?.let {
                    with("next_cursor_id_param", it)
                }
            "cursor_url" ->
                text(field("cursor_url_field"))?.let {
                    HttpRequest.builder()
                        .method(request.method)
                        .baseUrl(it)
                        .headers(request.headers)
                        .build()
                }
            "offset" -> nextOffset()
            "page_number" -> nextPageNumber()
            else -> null
        }
    }

    private fun nextOffset(): HttpRequest? {
        val start =
            field("offset_count_start_field")?.asNumber()?.toLong()
                ?: current("offset_count_param")
                ?: 0L
        val offset = start + items.size
        val total = field("offset_total_count_field")?.asNumber()?.toLong()
        if (total != null && offset >= total) return null
        return with("offset_count_param", offset.toString())
    }

    private fun nextPageNumber(): HttpRequest? {
        val page =
            field("current_page_number_field")?.asNumber()?.toLong()
                ?: current("page_number_param")
                ?: 1L
        val total = field("total_page_count_field")?.asNumber()?.toLong()
        if (total != null && page >= total) return null
        return with("page_number_param", (page + 1).toString())
    }

    /** A response role: a body field, or a header when the scheme reads it from one. */
    private fun field(purpose: String): JsonValue? {
        scheme.headers[purpose]?.let { header ->
            val values = response.headers().values(header)
            if (header.equals("link", ignoreCase = true)) {
                return nextLink(values)?.let { JsonString(it) }
            }
            return values.firstOrNull()?.let { parseScalar(it) }
        }
        val path = scheme.fields[purpose] ?: return null
        return body.at(path).takeIf { it != JsonMissing && it != JsonNull }
    }

    /** The target of the `rel="next"` link of Link header values (RFC 8288), or null. */
    private fun nextLink(values: List<String>): String? = values.firstNotNullOfOrNull { value ->
        LINK.findAll(value)
            .firstOrNull { link ->
                REL.findAll(link.groupValues[2]).any { rel ->
                    rel.groupValues[1].trim('"').split(' ').any { it.equals("next", true) }
                }
            }
            ?.groupValues
            ?.get(1)
    }

    private fun parseScalar(text: String): JsonValue =
        text.toLongOrNull()?.let { JsonNumber(it) }
            ?: text.toBooleanStrictOrNull()?.let { JsonBoolean(it) }
            ?: JsonString(text)

    private fun text(value: JsonValue?): String? =
        when (value) {
            is JsonString -> value.value.takeIf { it.isNotEmpty() }
            is JsonNumber -> value.value.toString()
            else -> null
        }

    private fun current(purpose: String): Long? {
        val name = scheme.params[purpose] ?: return null
        return if (scheme.paramLocation == "body") {
            request.body?.let { parseJson(it.bytes).at(listOf(name)).asNumber()?.toLong() }
        } else {
            request.queryParams.values(name).firstOrNull()?.toLongOrNull()
        }
    }

    private fun with(purpose: String, value: String): HttpRequest? {
        val name = scheme.params[purpose] ?: return null
        if (scheme.paramLocation != "body")
            return request.toBuilder().replaceQueryParam(name, value).build()
        val old = request.body?.let { parseJson(it.bytes).asObject() } ?: emptyMap()
        val number = value.toLongOrNull()
        val updated =
            JsonObject(
                old +
                    (name to
                        (if (number != null && purpose != "next_cursor_param") JsonNumber(number)
                        else JsonString(value)))
            )
        val body: HttpRequestBody = jsonBody(updated)
        return request.toBuilder().body(body).build()
    }

    private companion object {
        val LINK = Regex("<([^>]*)>((?:\\s*;\\s*[^;,]*)*)")
        val REL = Regex("(?i)rel\\s*=\\s*(\"[^\"]*\"|[^;\\s]*)")
    }
}
