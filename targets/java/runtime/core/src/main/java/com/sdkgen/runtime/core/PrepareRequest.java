package com.sdkgen.runtime.core;

import com.sdkgen.runtime.core.http.HttpRequest;
import com.sdkgen.runtime.errors.Exceptions;
import com.sdkgen.runtime.errors.SdkgenException;

/** What the services do to a request before sending it. */
public final class PrepareRequest {
    private PrepareRequest() {}

    /**
     * Adds the client's headers and query params (credentials included), then the call's own
     * ({@code putAdditional...} on the params), which win.
     *
     * @throws SdkgenException when no credentials can be sent
     */
    public static HttpRequest prepare(
            HttpRequest request, ClientOptions clientOptions, Params params) {
        if (clientOptions.authError().isPresent()) {
            throw Exceptions.sdk(clientOptions.authError().get());
        }
        return merge(request, clientOptions, params, true);
    }

    /** {@link #prepare} for an operation with {@code security: []}: no credentials are sent. */
    public static HttpRequest prepareWithoutAuth(
            HttpRequest request, ClientOptions clientOptions, Params params) {
        return merge(request, clientOptions, params, false);
    }

    /** The call's options completed with the client's. */
    public static RequestOptions options(
            RequestOptions requestOptions, ClientOptions clientOptions) {
        return requestOptions.applyDefaults(RequestOptions.from(clientOptions));
    }

    /**
     * Returns a path param, or throws before anything is sent when it is empty.
     *
     * @throws IllegalArgumentException naming the param
     */
    public static String checkPathParam(String name, String value) {
        if (value == null || value.isEmpty()) {
            throw new IllegalArgumentException("`" + name + "` must be a non-empty string");
        }
        return value;
    }

    private static HttpRequest merge(
            HttpRequest request, ClientOptions clientOptions, Params params, boolean auth) {
        // Precedence, lowest first: the generated request's own headers (Accept...), the
        // client's, then the call's.
        HttpRequest.Builder builder = request.toBuilder();
        builder.replaceAllHeaders(clientOptions.headers());
        builder.replaceAllQueryParams(clientOptions.queryParams());
        if (!auth) {
            builder.removeAllHeaders(clientOptions.authHeaders().names());
            builder.removeAllQueryParams(clientOptions.authQueryParams().keys());
        }
        builder.replaceAllHeaders(params._headers());
        builder.replaceAllQueryParams(params._queryParams());
        return builder.build();
    }
}
