// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts.friends;

import com.acme.api.core.PageAsync;
import com.acme.api.core.PageRules;
import com.acme.api.services.async.accounts.FriendServiceAsync;

import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** A page of {@code list}'s results, and the way to the next one. */
public final class FriendListPageAsync implements PageAsync<Friend> {

    private final FriendServiceAsync service;
    private final FriendListParams params;
    private final FriendListResponse response;

    private FriendListPageAsync(
            FriendServiceAsync service, FriendListParams params, FriendListResponse response) {
        this.service = service;
        this.params = params;
        this.response = response;
    }

    public static FriendListPageAsync of(
            FriendServiceAsync service, FriendListParams params, FriendListResponse response) {
        return new FriendListPageAsync(service, params, response);
    }

    public FriendListResponse response() {
        return response;
    }

    @Override
    public List<Friend> items() {
        return Optional.of(response)
                .flatMap(value -> value._data().asKnown())
                .orElse(Collections.emptyList());
    }

    @Override
    public boolean hasNextPage() {
        return nextPageParams().isPresent();
    }

    public Optional<FriendListParams> nextPageParams() {
        return PageRules.cursorId(
                        items(),
                        item -> Optional.of(item).flatMap(value -> value._id().asKnown()),
                        Optional.of(response).flatMap(value -> value._hasMore().asKnown()))
                .map(next -> params.toBuilder().afterId(next).build());
    }

    @Override
    public CompletableFuture<FriendListPageAsync> nextPage() {
        return service.list(
                nextPageParams().orElseThrow(() -> new NoSuchElementException("no next page")));
    }
}
