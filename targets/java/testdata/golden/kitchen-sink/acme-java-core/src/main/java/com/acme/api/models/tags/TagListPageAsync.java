// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.tags;

import com.acme.api.core.PageAsync;
import com.acme.api.services.async.TagServiceAsync;

import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** A page of {@code list}'s results, and the way to the next one. */
public final class TagListPageAsync implements PageAsync<Tag> {

    private final TagServiceAsync service;
    private final TagListParams params;
    private final List<Tag> response;

    private TagListPageAsync(TagServiceAsync service, TagListParams params, List<Tag> response) {
        this.service = service;
        this.params = params;
        this.response = response;
    }

    public static TagListPageAsync of(
            TagServiceAsync service, TagListParams params, List<Tag> response) {
        return new TagListPageAsync(service, params, response);
    }

    public List<Tag> response() {
        return response;
    }

    @Override
    public List<Tag> items() {
        return response;
    }

    @Override
    public boolean hasNextPage() {
        return nextPageParams().isPresent();
    }

    public Optional<TagListParams> nextPageParams() {
        return Optional.empty();
    }

    @Override
    public CompletableFuture<TagListPageAsync> nextPage() {
        return service.list(
                nextPageParams().orElseThrow(() -> new NoSuchElementException("no next page")));
    }
}
