package com.sdkgen.runtime.core.http;

import java.io.UnsupportedEncodingException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** An immutable request: method, base URL, path segments (escaped here), headers, query, body. */
public final class HttpRequest {
    private final HttpMethod method;
    private final String baseUrl;
    private final List<String> pathSegments;
    private final Headers headers;
    private final QueryParams queryParams;
    private final HttpRequestBody body;

    private HttpRequest(Builder builder) {
        this.method = builder.method;
        this.baseUrl = builder.baseUrl;
        this.pathSegments = Collections.unmodifiableList(new ArrayList<>(builder.pathSegments));
        this.headers = builder.headers.build();
        this.queryParams = builder.queryParams.build();
        this.body = builder.body;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        Builder builder = new Builder().method(method).baseUrl(baseUrl).headers(headers);
        builder.queryParams(queryParams).body(body);
        builder.pathSegments.addAll(pathSegments);
        return builder;
    }

    public HttpMethod method() {
        return method;
    }

    /**
     * This request sent to a next-page URL as given ({@code cursor_url} pagination): the URL
     * replaces the base URL and the path, and the query params named in {@code carried} (the call's
     * own, which the URL already holds) are dropped; headers, credentials and the client's query
     * params stay.
     */
    public HttpRequest atPageUrl(String url, Collection<String> carried) {
        Builder builder = new Builder().method(method).baseUrl(url).headers(headers);
        builder.queryParams(queryParams).body(body).removeAllQueryParams(carried);
        return builder.build();
    }

    public String baseUrl() {
        return baseUrl;
    }

    public List<String> pathSegments() {
        return pathSegments;
    }

    public Headers headers() {
        return headers;
    }

    public QueryParams queryParams() {
        return queryParams;
    }

    public Optional<HttpRequestBody> body() {
        return Optional.ofNullable(body);
    }

    /**
     * The full URL. Path segments are percent-encoded (a space is {@code %20}, a slash {@code
     * %2F}); query values are form-encoded. A base URL with or without a trailing slash gives the
     * same URL once a segment is added; a base URL that already has a query (a next-page URL) keeps
     * it.
     */
    public String url() {
        StringBuilder url = new StringBuilder(baseUrl);
        if (!pathSegments.isEmpty()) {
            while (url.length() > 0 && url.charAt(url.length() - 1) == '/') {
                url.setLength(url.length() - 1);
            }
            for (String segment : pathSegments) {
                url.append('/').append(encodePathSegment(segment));
            }
        }
        char separator = baseUrl.contains("?") && pathSegments.isEmpty() ? '&' : '?';
        for (String key : queryParams.keys()) {
            for (String value : queryParams.values(key)) {
                url.append(separator)
                        .append(encodeQuery(key))
                        .append('=')
                        .append(encodeQuery(value));
                separator = '&';
            }
        }
        return url.toString();
    }

    /** Percent-encodes everything but RFC 3986 unreserved characters. */
    public static String encodePathSegment(String segment) {
        StringBuilder out = new StringBuilder();
        for (byte b : segment.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if ((c >= 'a' && c <= 'z')
                    || (c >= 'A' && c <= 'Z')
                    || (c >= '0' && c <= '9')
                    || c == '-'
                    || c == '.'
                    || c == '_'
                    || c == '~') {
                out.append(c);
            } else {
                out.append('%')
                        .append(Character.toUpperCase(Character.forDigit((c >> 4) & 0xf, 16)));
                out.append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
            }
        }
        return out.toString();
    }

    private static String encodeQuery(String text) {
        try {
            return URLEncoder.encode(text, "UTF-8");
        } catch (UnsupportedEncodingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The method and the URL without its query, which may hold credentials. */
    @Override
    public String toString() {
        String url = HttpRequest.builder().method(method).baseUrl(baseUrl).build().url();
        StringBuilder path = new StringBuilder(url.replaceAll("\\?.*$", ""));
        if (!pathSegments.isEmpty()) {
            while (path.length() > 0 && path.charAt(path.length() - 1) == '/') {
                path.setLength(path.length() - 1);
            }
            for (String segment : pathSegments) {
                path.append('/').append(encodePathSegment(segment));
            }
        }
        return "HttpRequest{method=" + method + ", url=" + path + "}";
    }

    public static final class Builder {
        private HttpMethod method;
        private String baseUrl;
        private final List<String> pathSegments = new ArrayList<>();
        private Headers.Builder headers = Headers.builder();
        private QueryParams.Builder queryParams = QueryParams.builder();
        private HttpRequestBody body;

        private Builder() {}

        public Builder method(HttpMethod method) {
            this.method = method;
            return this;
        }

        /** The base URL, or a complete URL (e.g. a next-page URL) with no segments added. */
        public Builder baseUrl(String baseUrl) {
            this.baseUrl = baseUrl;
            return this;
        }

        public Builder addPathSegment(String segment) {
            pathSegments.add(segment);
            return this;
        }

        public Builder addPathSegments(String... segments) {
            Collections.addAll(pathSegments, segments);
            return this;
        }

        public Builder headers(Headers headers) {
            this.headers = headers.toBuilder();
            return this;
        }

        public Builder putHeader(String name, String value) {
            headers.put(name, value);
            return this;
        }

        public Builder putHeaders(String name, Iterable<String> values) {
            headers.put(name, values);
            return this;
        }

        public Builder putAllHeaders(Headers headers) {
            this.headers.putAll(headers);
            return this;
        }

        public Builder putAllHeaders(Map<String, ? extends Iterable<String>> headers) {
            this.headers.putAll(headers);
            return this;
        }

        public Builder replaceHeaders(String name, String value) {
            headers.replace(name, value);
            return this;
        }

        public Builder replaceHeaders(String name, Iterable<String> values) {
            headers.replace(name, values);
            return this;
        }

        public Builder replaceAllHeaders(Headers headers) {
            this.headers.replaceAll(headers);
            return this;
        }

        public Builder replaceAllHeaders(Map<String, ? extends Iterable<String>> headers) {
            this.headers.replaceAll(headers);
            return this;
        }

        public Builder removeHeaders(String name) {
            headers.remove(name);
            return this;
        }

        public Builder removeAllHeaders(Collection<String> names) {
            headers.removeAll(names);
            return this;
        }

        public Builder queryParams(QueryParams queryParams) {
            this.queryParams = queryParams.toBuilder();
            return this;
        }

        public Builder putQueryParam(String key, String value) {
            queryParams.put(key, value);
            return this;
        }

        public Builder putQueryParams(String key, Iterable<String> values) {
            queryParams.put(key, values);
            return this;
        }

        public Builder putAllQueryParams(QueryParams queryParams) {
            this.queryParams.putAll(queryParams);
            return this;
        }

        public Builder putAllQueryParams(Map<String, ? extends Iterable<String>> queryParams) {
            this.queryParams.putAll(queryParams);
            return this;
        }

        public Builder replaceQueryParams(String key, String value) {
            queryParams.replace(key, value);
            return this;
        }

        public Builder replaceQueryParams(String key, Iterable<String> values) {
            queryParams.replace(key, values);
            return this;
        }

        public Builder replaceAllQueryParams(QueryParams queryParams) {
            this.queryParams.replaceAll(queryParams);
            return this;
        }

        public Builder replaceAllQueryParams(Map<String, ? extends Iterable<String>> queryParams) {
            this.queryParams.replaceAll(queryParams);
            return this;
        }

        public Builder removeQueryParams(String key) {
            queryParams.remove(key);
            return this;
        }

        public Builder removeAllQueryParams(Collection<String> keys) {
            queryParams.removeAll(keys);
            return this;
        }

        public Builder body(HttpRequestBody body) {
            this.body = body;
            return this;
        }

        /**
         * @throws IllegalStateException when the method or the base URL is not set
         */
        public HttpRequest build() {
            if (method == null) {
                throw new IllegalStateException("`method` is required, but was not set");
            }
            if (baseUrl == null) {
                throw new IllegalStateException("`baseUrl` is required, but was not set");
            }
            return new HttpRequest(this);
        }
    }
}
