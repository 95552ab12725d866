// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts;

import com.acme.api.core.PageAsync;
import com.acme.api.core.PageRules;
import com.acme.api.services.async.AccountServiceAsync;

import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** A page of {@code list}'s results, and the way to the next one. */
public final class AccountListPageAsync implements PageAsync<Account> {

    private final AccountServiceAsync service;
    private final AccountListParams params;
    private final AccountListResponse response;

    private AccountListPageAsync(
            AccountServiceAsync service, AccountListParams params, AccountListResponse response) {
        this.service = service;
        this.params = params;
        this.response = response;
    }

    public static AccountListPageAsync of(
            AccountServiceAsync service, AccountListParams params, AccountListResponse response) {
        return new AccountListPageAsync(service, params, response);
    }

    public AccountListResponse response() {
        return response;
    }

    @Override
    public List<Account> items() {
        return Optional.of(response)
                .flatMap(value -> value._data().asKnown())
                .orElse(Collections.emptyList());
    }

    @Override
    public boolean hasNextPage() {
        return nextPageParams().isPresent();
    }

    public Optional<AccountListParams> nextPageParams() {
        return PageRules.cursor(
                        Optional.of(response).flatMap(value -> value._nextCursor().asKnown()),
                        Optional.empty(),
                        items().isEmpty(),
                        false)
                .map(next -> params.toBuilder().cursor(next).build());
    }

    @Override
    public CompletableFuture<AccountListPageAsync> nextPage() {
        return service.list(
                nextPageParams().orElseThrow(() -> new NoSuchElementException("no next page")));
    }
}
