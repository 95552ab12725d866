// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.events;

import com.acme.api.core.PageAsync;
import com.acme.api.core.PageRules;
import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.Headers;
import com.acme.api.core.http.QueryParams;
import com.acme.api.services.async.EventServiceAsync;

import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** A page of {@code list}'s results, and the way to the next one. */
public final class EventListPageAsync implements PageAsync<Event> {

    private final EventServiceAsync service;
    private final EventListParams params;
    private final EventListResponse response;
    private final Headers headers;

    private EventListPageAsync(
            EventServiceAsync service,
            EventListParams params,
            EventListResponse response,
            Headers headers) {
        this.service = service;
        this.params = params;
        this.response = response;
        this.headers = headers;
    }

    public static EventListPageAsync of(
            EventServiceAsync service,
            EventListParams params,
            EventListResponse response,
            Headers headers) {
        return new EventListPageAsync(service, params, response, headers);
    }

    public EventListResponse response() {
        return response;
    }

    @Override
    public List<Event> items() {
        return Optional.of(response)
                .flatMap(value -> value._events().asKnown())
                .orElse(Collections.emptyList());
    }

    @Override
    public boolean hasNextPage() {
        return nextPageParams().isPresent();
    }

    /** The next page's URL, which {@link #nextPage()} requests as given. */
    public Optional<String> nextPageUrl() {
        return PageRules.cursorUrl(PageRules.nextLink(headers.values("Link")), Optional.empty());
    }

    public Optional<EventListParams> nextPageParams() {
        return nextPageUrl()
                .map(next -> params.toBuilder().additionalQueryParams(queryOf(next)).build());
    }

    private static QueryParams queryOf(String url) {
        QueryParams.Builder out = QueryParams.builder();
        int start = url.indexOf('?');
        if (start < 0) {
            return out.build();
        }
        for (String pair : url.substring(start + 1).split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                out.put(pair.substring(0, eq), pair.substring(eq + 1));
            }
        }
        return out.build();
    }

    @Override
    public CompletableFuture<EventListPageAsync> nextPage() {
        String url = nextPageUrl().orElseThrow(() -> new NoSuchElementException("no next page"));
        return service.list(params, RequestOptions.builder().pageUrl(url).build());
    }
}
