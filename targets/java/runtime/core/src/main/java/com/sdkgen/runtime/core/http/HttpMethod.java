package com.sdkgen.runtime.core.http;

/** The HTTP methods the SDK sends. */
public enum HttpMethod {
    GET,
    HEAD,
    POST,
    PUT,
    PATCH,
    DELETE,
    OPTIONS,
    TRACE
}
