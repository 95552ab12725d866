// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts;

import com.acme.api.core.Page;
import com.acme.api.core.PageRules;
import com.acme.api.services.blocking.AccountService;

import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

/** A page of {@code list}'s results, and the way to the next one. */
public final class AccountListPage implements Page<Account> {

    private final AccountService service;
    private final AccountListParams params;
    private final AccountListResponse response;

    private AccountListPage(
            AccountService service, AccountListParams params, AccountListResponse response) {
        this.service = service;
        this.params = params;
        this.response = response;
    }

    public static AccountListPage of(
            AccountService service, AccountListParams params, AccountListResponse response) {
        return new AccountListPage(service, params, response);
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
    public AccountListPage nextPage() {
        return service.list(
                nextPageParams().orElseThrow(() -> new NoSuchElementException("no next page")));
    }
}
