package com.sdkgen.runtime.errors;

import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.http.Headers;

import java.util.Optional;

/**
 * An HTTP error status received after the last attempt. Subclasses name the status; {@link #create}
 * picks the right one.
 */
public class SdkgenServiceException extends SdkgenException {
    private static final long serialVersionUID = 1L;

    private final int statusCode;
    private final transient Headers headers;
    private final transient JsonValue body;

    protected SdkgenServiceException(
            int statusCode, Headers headers, JsonValue body, String message, Throwable cause) {
        super(message, cause);
        this.statusCode = statusCode;
        this.headers = headers;
        this.body = body;
    }

    public int statusCode() {
        return statusCode;
    }

    public Headers headers() {
        return headers;
    }

    /** The response body: parsed JSON, a JSON string holding text, or missing when empty. */
    public JsonValue body() {
        return body;
    }

    /** The {@code x-request-id} response header, when the server sent one. */
    public Optional<String> requestId() {
        return headers.values("x-request-id").stream().findFirst();
    }

    /**
     * The exception for a status: {@link BadRequestException} for 400 and so on, {@link
     * UnexpectedStatusCodeException} for a status with no class of its own. {@code message} comes
     * from the body's error message property when the API configures one; when empty, a default
     * naming the status (and the request id) is used.
     */
    public static SdkgenServiceException create(
            int statusCode, Headers headers, JsonValue body, String message) {
        String text = message.isEmpty() ? defaultMessage(statusCode, headers, body) : message;
        switch (statusCode) {
            case 400:
                return new BadRequestException(headers, body, text);
            case 401:
                return new UnauthorizedException(headers, body, text);
            case 403:
                return new PermissionDeniedException(headers, body, text);
            case 404:
                return new NotFoundException(headers, body, text);
            case 409:
                return new ConflictException(headers, body, text);
            case 422:
                return new UnprocessableEntityException(headers, body, text);
            case 429:
                return new RateLimitException(headers, body, text);
            default:
                if (statusCode >= 500 && statusCode <= 599) {
                    return new InternalServerException(statusCode, headers, body, text);
                }
                return new UnexpectedStatusCodeException(statusCode, headers, body, text);
        }
    }

    private static String defaultMessage(int statusCode, Headers headers, JsonValue body) {
        StringBuilder text = new StringBuilder().append(statusCode);
        String rendered = body.isMissing() ? "" : body.toString();
        if (!rendered.isEmpty()) {
            text.append(": ").append(rendered);
        }
        headers.values("x-request-id").stream()
                .findFirst()
                .ifPresent(id -> text.append(" (request id ").append(id).append(')'));
        return text.toString();
    }
}
