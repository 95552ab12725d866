// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.search.SearchQueryParams;
import com.acme.api.models.search.SearchQueryResponse;

import java.util.List;

public interface SearchService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default List<SearchQueryResponse> query(SearchQueryParams params) {
        return query(params, RequestOptions.none());
    }

    List<SearchQueryResponse> query(SearchQueryParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<List<SearchQueryResponse>> query(SearchQueryParams params) {
            return query(params, RequestOptions.none());
        }

        HttpResponseFor<List<SearchQueryResponse>> query(
                SearchQueryParams params, RequestOptions requestOptions);
    }
}
