// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.models.reports;

import com.acme.api.core.PageAsync;
import com.acme.api.services.async.ReportServiceAsync;

import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** A page of {@code search}'s results, and the way to the next one. */
public final class ReportSearchPageAsync implements PageAsync<ReportSearchResponse.Result> {

    private final ReportServiceAsync service;
    private final ReportSearchParams params;
    private final ReportSearchResponse response;

    private ReportSearchPageAsync(
            ReportServiceAsync service, ReportSearchParams params, ReportSearchResponse response) {
        this.service = service;
        this.params = params;
        this.response = response;
    }

    public static ReportSearchPageAsync of(
            ReportServiceAsync service, ReportSearchParams params, ReportSearchResponse response) {
        return new ReportSearchPageAsync(service, params, response);
    }

    public ReportSearchResponse response() {
        return response;
    }

    @Override
    public List<ReportSearchResponse.Result> items() {
        return Optional.of(response)
                .flatMap(value -> value._results().asKnown())
                .orElse(Collections.emptyList());
    }

    @Override
    public boolean hasNextPage() {
        return nextPageParams().isPresent();
    }

    public Optional<ReportSearchParams> nextPageParams() {
        return Optional.empty();
    }

    @Override
    public CompletableFuture<ReportSearchPageAsync> nextPage() {
        return service.search(
                nextPageParams().orElseThrow(() -> new NoSuchElementException("no next page")));
    }
}
