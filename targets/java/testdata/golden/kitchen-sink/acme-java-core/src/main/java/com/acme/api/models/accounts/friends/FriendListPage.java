// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.accounts.friends;

import com.acme.api.core.Page;
import com.acme.api.core.PageRules;
import com.acme.api.services.blocking.accounts.FriendService;

import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

/** A page of {@code list}'s results, and the way to the next one. */
public final class FriendListPage implements Page<Friend> {

    private final FriendService service;
    private final FriendListParams params;
    private final FriendListResponse response;

    private FriendListPage(
            FriendService service, FriendListParams params, FriendListResponse response) {
        this.service = service;
        this.params = params;
        this.response = response;
    }

    public static FriendListPage of(
            FriendService service, FriendListParams params, FriendListResponse response) {
        return new FriendListPage(service, params, response);
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
    public FriendListPage nextPage() {
        return service.list(
                nextPageParams().orElseThrow(() -> new NoSuchElementException("no next page")));
    }
}
