// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.events;

import com.acme.api.core.PageAsync;
import com.acme.api.core.PageRules;
import com.acme.api.services.async.EventServiceAsync;

import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** A page of {@code feed}'s results, and the way to the next one. */
public final class EventFeedPageAsync implements PageAsync<Event> {

    private final EventServiceAsync service;
    private final EventFeedParams params;
    private final EventFeedResponse response;

    private EventFeedPageAsync(
            EventServiceAsync service, EventFeedParams params, EventFeedResponse response) {
        this.service = service;
        this.params = params;
        this.response = response;
    }

    public static EventFeedPageAsync of(
            EventServiceAsync service, EventFeedParams params, EventFeedResponse response) {
        return new EventFeedPageAsync(service, params, response);
    }

    public EventFeedResponse response() {
        return response;
    }

    @Override
    public List<Event> items() {
        return Optional.of(response)
                .flatMap(value -> value._result().asKnown())
                .flatMap(value -> value._entries().asKnown())
                .orElse(Collections.emptyList());
    }

    @Override
    public boolean hasNextPage() {
        return nextPageParams().isPresent();
    }

    public Optional<EventFeedParams> nextPageParams() {
        return PageRules.cursor(
                        Optional.of(response)
                                .flatMap(value -> value._result().asKnown())
                                .flatMap(value -> value._paging().asKnown())
                                .flatMap(value -> value._next().asKnown()),
                        Optional.empty(),
                        items().isEmpty(),
                        false)
                .map(next -> params.toBuilder().cursor(next).build());
    }

    @Override
    public CompletableFuture<EventFeedPageAsync> nextPage() {
        return service.feed(
                nextPageParams().orElseThrow(() -> new NoSuchElementException("no next page")));
    }
}
