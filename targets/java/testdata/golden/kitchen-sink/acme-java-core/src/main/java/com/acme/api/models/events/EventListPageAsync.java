// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.events;

import com.acme.api.core.PageAsync;
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

    private EventListPageAsync(
            EventServiceAsync service, EventListParams params, EventListResponse response) {
        this.service = service;
        this.params = params;
        this.response = response;
    }

    public static EventListPageAsync of(
            EventServiceAsync service, EventListParams params, EventListResponse response) {
        return new EventListPageAsync(service, params, response);
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

    public Optional<EventListParams> nextPageParams() {
        return Optional.empty();
    }

    @Override
    public CompletableFuture<EventListPageAsync> nextPage() {
        return service.list(
                nextPageParams().orElseThrow(() -> new NoSuchElementException("no next page")));
    }
}
