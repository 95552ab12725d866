// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.tags;

import com.acme.api.core.Page;
import com.acme.api.services.blocking.TagService;

import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

/** A page of {@code list}'s results, and the way to the next one. */
public final class TagListPage implements Page<Tag> {

    private final TagService service;
    private final TagListParams params;
    private final List<Tag> response;

    private TagListPage(TagService service, TagListParams params, List<Tag> response) {
        this.service = service;
        this.params = params;
        this.response = response;
    }

    public static TagListPage of(TagService service, TagListParams params, List<Tag> response) {
        return new TagListPage(service, params, response);
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
    public TagListPage nextPage() {
        return service.list(
                nextPageParams().orElseThrow(() -> new NoSuchElementException("no next page")));
    }
}
