package com.sdkgen.runtime.core

import com.sdkgen.runtime.core.http.Headers
import com.sdkgen.runtime.core.http.HttpRequest

/** The levels `<PREFIX>_LOG` takes; the default is [WARN]. */
enum class LogLevel {
    OFF,
    ERROR,
    WARN,
    INFO,
    DEBUG;

    /** Whether a message at [level] is written when this is the configured level. */
    fun enables(level: LogLevel): Boolean = level != OFF && level.ordinal <= ordinal

    companion object {
        /** A level by its name, in any case; null for an unknown one. */
        fun parse(text: String?): LogLevel? = entries.firstOrNull {
            it.name.equals(text?.trim(), ignoreCase = true)
        }
    }
}

/**
 * Writes the SDK's log lines to standard error at the configured level (`<PREFIX>_LOG` or
 * `logLevel`), with credentials redacted from headers and URLs.
 */
class Logger(
    val level: LogLevel,
    sensitiveHeaders: Collection<String>,
    private val sensitiveQueryParams: Collection<String>,
    private val sink: (String) -> Unit = { System.err.println(it) },
) {
    private val sensitiveHeaders = sensitiveHeaders.map { it.lowercase() }.toSet()

    fun enabled(at: LogLevel): Boolean = level.enables(at)

    fun log(at: LogLevel, message: () -> String) {
        if (enabled(at)) sink("[sdkgen] ${at.name.lowercase()}: ${message()}")
    }

    /** The request line and its headers, redacted, at debug level. */
    fun request(request: HttpRequest, attempt: Int) =
        log(LogLevel.DEBUG) {
            "request ${request.method} ${redactUrl(request)} attempt $attempt headers " +
                redact(request.headers)
        }

    /** Headers as text, with sensitive values replaced. */
    fun redact(headers: Headers): String =
        headers.names().joinToString(", ", "{", "}") { name ->
            val values =
                if (name.lowercase() in sensitiveHeaders) "[redacted]" else headers.values(name)
            "$name=$values"
        }

    /** The request URL, with sensitive query values replaced. */
    fun redactUrl(request: HttpRequest): String {
        val copy = request.toBuilder()
        for (key in sensitiveQueryParams) {
            if (request.queryParams.values(key).isNotEmpty())
                copy.replaceQueryParam(key, "[redacted]")
        }
        return copy.build().url()
    }

    companion object {
        /** Header names whose values are never logged, whatever the API. */
        val ALWAYS_SENSITIVE =
            listOf("Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie")
    }
}
