// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.events;

import com.acme.api.core.Page;
import com.acme.api.services.blocking.EventService;

import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

/** A page of {@code list}'s results, and the way to the next one. */
public final class EventListPage implements Page<Event> {

    private final EventService service;
    private final EventListParams params;
    private final EventListResponse response;

    private EventListPage(
            EventService service, EventListParams params, EventListResponse response) {
        this.service = service;
        this.params = params;
        this.response = response;
    }

    public static EventListPage of(
            EventService service, EventListParams params, EventListResponse response) {
        return new EventListPage(service, params, response);
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
    public EventListPage nextPage() {
        return service.list(
                nextPageParams().orElseThrow(() -> new NoSuchElementException("no next page")));
    }
}
