// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.cards.transactions;

import com.acme.api.core.PageAsync;
import com.acme.api.core.PageRules;
import com.acme.api.services.async.cards.TransactionServiceAsync;

import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** A page of {@code list}'s results, and the way to the next one. */
public final class TransactionListPageAsync implements PageAsync<Transaction> {

    private final TransactionServiceAsync service;
    private final TransactionListParams params;
    private final TransactionListResponse response;

    private TransactionListPageAsync(
            TransactionServiceAsync service,
            TransactionListParams params,
            TransactionListResponse response) {
        this.service = service;
        this.params = params;
        this.response = response;
    }

    public static TransactionListPageAsync of(
            TransactionServiceAsync service,
            TransactionListParams params,
            TransactionListResponse response) {
        return new TransactionListPageAsync(service, params, response);
    }

    public TransactionListResponse response() {
        return response;
    }

    @Override
    public List<Transaction> items() {
        return Optional.of(response)
                .flatMap(value -> value._data().asKnown())
                .orElse(Collections.emptyList());
    }

    @Override
    public boolean hasNextPage() {
        return nextPageParams().isPresent();
    }

    public Optional<TransactionListParams> nextPageParams() {
        return PageRules.pageNumber(
                        params.page().orElse(1L),
                        items().size(),
                        Optional.of(response).flatMap(value -> value._totalPages().asKnown()),
                        Optional.empty())
                .map(next -> params.toBuilder().page(next).build());
    }

    @Override
    public CompletableFuture<TransactionListPageAsync> nextPage() {
        return service.list(
                nextPageParams().orElseThrow(() -> new NoSuchElementException("no next page")));
    }
}
