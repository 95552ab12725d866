package com.sdkgen.runtime.core.http

import com.sdkgen.runtime.core.Decoder
import com.sdkgen.runtime.core.JsonValue
import com.sdkgen.runtime.core.parseJson
import com.sdkgen.runtime.errors.SseException
import com.sdkgen.runtime.errors.invalidData
import java.io.BufferedReader
import java.io.Closeable
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.withContext

/** One server-sent event. */
class SseMessage(val event: String?, val data: String, val id: String?)

/** An SSE rule of the API: which events end the stream, fail it, or carry data. */
class EventRule(
    val eventType: String?,
    val eventTypeNull: Boolean,
    val dataStartsWith: String?,
    val handle: String,
    val errorProperty: String?,
)

/** Reads `text/event-stream` lines into messages. */
fun readEvents(reader: BufferedReader): Sequence<SseMessage> = sequence {
    var event: String? = null
    var id: String? = null
    val data = StringBuilder()
    var hasData = false
    while (true) {
        val line = reader.readLine()
        if (line == null || line.isEmpty()) {
            if (hasData) yield(SseMessage(event, data.toString(), id))
            event = null
            data.setLength(0)
            hasData = false
            if (line == null) break
            continue
        }
        if (line.startsWith(":")) continue
        val name = line.substringBefore(':')
        val value = line.substringAfter(':', "").removePrefix(" ")
        when (name) {
            "event" -> event = value
            "id" -> id = value
            "data" -> {
                if (hasData) data.append('\n')
                data.append(value)
                hasData = true
            }
        }
    }
}

/**
 * A stream of events as a [Sequence] that holds the connection: use it with `use { }` so the
 * connection closes even when the loop stops early.
 */
class StreamResponse<T : Any>(
    private val response: HttpResponse,
    private val rules: List<EventRule>,
    private val decode: Decoder<T>,
) : Closeable {
    /** The decoded events, until the stream ends or a done event. */
    fun asSequence(): Sequence<T> = sequence {
        for (message in readEvents(response.body().bufferedReader())) {
            val rule = rules.firstOrNull { matches(it, message) } ?: continue
            when (rule.handle) {
                "done" -> break
                "error" -> {
                    val body = runCatching { parseJson(message.data.toByteArray()) }.getOrNull()
                    val detail =
                        rule.errorProperty?.let { body?.asObject()?.get(it)?.toString() }
                            ?: message.data
                    throw SseException(
                        body ?: JsonValue.from(message.data),
                        detail,
                    )
                }
                else -> {
                    val json = parseJson(message.data.toByteArray())
                    yield(
                        decode(json) ?: throw invalidData("an event has an unexpected shape: $json")
                    )
                }
            }
        }
    }

    /**
     * The events as a cold [Flow] that closes the connection when done. Each event is read on the
     * IO dispatcher and emitted in the collector's context, so the events before an error event all
     * reach the collector before the error does.
     */
    fun asFlow(): Flow<T> = flow {
        use { s ->
            val events = s.asSequence().iterator()
            while (withContext(Dispatchers.IO) { events.hasNext() }) emit(events.next())
        }
    }

    override fun close() = response.close()

    private fun matches(rule: EventRule, message: SseMessage): Boolean {
        if (rule.eventTypeNull && message.event != null) return false
        if (rule.eventType != null && rule.eventType != message.event) return false
        return rule.dataStartsWith == null || message.data.startsWith(rule.dataStartsWith)
    }
}
