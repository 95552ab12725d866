// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards;

import com.acme.api.core.PageAsync;
import com.acme.api.core.PageRules;
import com.acme.api.services.async.CardServiceAsync;

import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** A page of {@code list}'s results, and the way to the next one. */
public final class CardListPageAsync implements PageAsync<Card> {

    private final CardServiceAsync service;
    private final CardListParams params;
    private final CardListResponse response;

    private CardListPageAsync(
            CardServiceAsync service, CardListParams params, CardListResponse response) {
        this.service = service;
        this.params = params;
        this.response = response;
    }

    public static CardListPageAsync of(
            CardServiceAsync service, CardListParams params, CardListResponse response) {
        return new CardListPageAsync(service, params, response);
    }

    public CardListResponse response() {
        return response;
    }

    @Override
    public List<Card> items() {
        return Optional.of(response)
                .flatMap(value -> value._items().asKnown())
                .orElse(Collections.emptyList());
    }

    @Override
    public boolean hasNextPage() {
        return nextPageParams().isPresent();
    }

    public Optional<CardListParams> nextPageParams() {
        return PageRules.offset(
                        params.offset().orElse(0L),
                        Optional.of(response).flatMap(value -> value._nextOffset().asKnown()),
                        items().size(),
                        Optional.of(response).flatMap(value -> value._totalCount().asKnown()),
                        Optional.empty())
                .map(next -> params.toBuilder().offset(next).build());
    }

    @Override
    public CompletableFuture<CardListPageAsync> nextPage() {
        return service.list(
                nextPageParams().orElseThrow(() -> new NoSuchElementException("no next page")));
    }
}
