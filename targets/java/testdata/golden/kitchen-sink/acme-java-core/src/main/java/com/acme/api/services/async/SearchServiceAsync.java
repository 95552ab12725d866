// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.search.SearchQueryParams;
import com.acme.api.models.search.SearchQueryResponse;

import java.util.List;
import java.util.concurrent.CompletableFuture;

public interface SearchServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default CompletableFuture<List<SearchQueryResponse>> query(SearchQueryParams params) {
        return query(params, RequestOptions.none());
    }

    CompletableFuture<List<SearchQueryResponse>> query(
            SearchQueryParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<List<SearchQueryResponse>>> query(
                SearchQueryParams params) {
            return query(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<List<SearchQueryResponse>>> query(
                SearchQueryParams params, RequestOptions requestOptions);
    }
}
