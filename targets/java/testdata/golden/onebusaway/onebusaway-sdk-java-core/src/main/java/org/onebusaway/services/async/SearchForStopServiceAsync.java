// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.searchforstop.SearchForStopListParams;
import org.onebusaway.models.searchforstop.SearchForStopListResponse;

import java.util.concurrent.CompletableFuture;

public interface SearchForStopServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Search for a stop based on its name. */
    default CompletableFuture<SearchForStopListResponse> list(SearchForStopListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Search for a stop based on its name. */
    CompletableFuture<SearchForStopListResponse> list(
            SearchForStopListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<SearchForStopListResponse>> list(
                SearchForStopListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<SearchForStopListResponse>> list(
                SearchForStopListParams params, RequestOptions requestOptions);
    }
}
