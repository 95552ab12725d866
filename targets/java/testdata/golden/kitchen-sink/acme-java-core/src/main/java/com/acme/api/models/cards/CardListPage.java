// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards;

import com.acme.api.core.Page;
import com.acme.api.core.PageRules;
import com.acme.api.services.blocking.CardService;

import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

/** A page of {@code list}'s results, and the way to the next one. */
public final class CardListPage implements Page<Card> {

    private final CardService service;
    private final CardListParams params;
    private final CardListResponse response;

    private CardListPage(CardService service, CardListParams params, CardListResponse response) {
        this.service = service;
        this.params = params;
        this.response = response;
    }

    public static CardListPage of(
            CardService service, CardListParams params, CardListResponse response) {
        return new CardListPage(service, params, response);
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
    public CardListPage nextPage() {
        return service.list(
                nextPageParams().orElseThrow(() -> new NoSuchElementException("no next page")));
    }
}
