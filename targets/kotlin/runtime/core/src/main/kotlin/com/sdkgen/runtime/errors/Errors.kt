package com.sdkgen.runtime.errors

import com.sdkgen.runtime.core.JsonValue
import com.sdkgen.runtime.core.http.Headers

/** The base of every exception the SDK throws. */
open class SdkgenException : RuntimeException {
    constructor(message: String? = null, cause: Throwable? = null) : super(message, cause)
}

/** The API answered with an error status. */
open class SdkgenServiceException(
    private val statusCode: Int,
    private val headers: Headers,
    private val body: JsonValue,
    message: String,
) : SdkgenException(message) {
    fun statusCode(): Int = statusCode

    fun headers(): Headers = headers

    fun body(): JsonValue = body

    /** The x-request-id the API sent, if any. */
    fun requestId(): String? = headers.values("x-request-id").firstOrNull()
}

class BadRequestException(headers: Headers, body: JsonValue, message: String) :
    SdkgenServiceException(400, headers, body, message)

class UnauthorizedException(headers: Headers, body: JsonValue, message: String) :
    SdkgenServiceException(401, headers, body, message)

class PermissionDeniedException(headers: Headers, body: JsonValue, message: String) :
    SdkgenServiceException(403, headers, body, message)

class NotFoundException(headers: Headers, body: JsonValue, message: String) :
    SdkgenServiceException(404, headers, body, message)

class ConflictException(headers: Headers, body: JsonValue, message: String) :
    SdkgenServiceException(409, headers, body, message)

class UnprocessableEntityException(headers: Headers, body: JsonValue, message: String) :
    SdkgenServiceException(422, headers, body, message)

class RateLimitException(headers: Headers, body: JsonValue, message: String) :
    SdkgenServiceException(429, headers, body, message)

class InternalServerException(statusCode: Int, headers: Headers, body: JsonValue, message: String) :
    SdkgenServiceException(statusCode, headers, body, message)

class UnexpectedStatusCodeException(
    statusCode: Int,
    headers: Headers,
    body: JsonValue,
    message: String,
) : SdkgenServiceException(statusCode, headers, body, message)

/** The request could not be sent or its response not read. */
class SdkgenIoException : SdkgenException {
    constructor(message: String? = null, cause: Throwable? = null) : super(message, cause)
}

/** Every retry failed with an error that could be retried. */
class SdkgenRetryableException : SdkgenException {
    constructor(message: String? = null, cause: Throwable? = null) : super(message, cause)
}

/** The response does not have the shape the SDK expects. */
class SdkgenInvalidDataException : SdkgenException {
    constructor(message: String? = null, cause: Throwable? = null) : super(message, cause)
}

/** A server-sent event said the stream failed. */
class SseException : SdkgenException {
    private val body: JsonValue

    constructor(body: JsonValue, message: String) : super(message) {
        this.body = body
    }

    fun body(): JsonValue = body
}

/** The exception for an error status: one class per status, all service exceptions. */
fun serviceException(
    statusCode: Int,
    headers: Headers,
    body: JsonValue,
    messageProperty: String?,
): SdkgenServiceException {
    val detail = messageProperty?.let { body.asObject()?.get(it)?.asString() } ?: body.toString()
    val message = "$statusCode: $detail"
    return when (statusCode) {
        400 -> BadRequestException(headers, body, message)
        401 -> UnauthorizedException(headers, body, message)
        403 -> PermissionDeniedException(headers, body, message)
        404 -> NotFoundException(headers, body, message)
        409 -> ConflictException(headers, body, message)
        422 -> UnprocessableEntityException(headers, body, message)
        429 -> RateLimitException(headers, body, message)
        in 500..599 -> InternalServerException(statusCode, headers, body, message)
        else -> UnexpectedStatusCodeException(statusCode, headers, body, message)
    }
}

/** The exception for data of an unexpected shape. */
internal fun invalidData(message: String, cause: Throwable? = null): RuntimeException =
    SdkgenInvalidDataException(message, cause)
