// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.searchforroute.SearchForRouteListParams;
import org.onebusaway.models.searchforroute.SearchForRouteListResponse;

import java.util.concurrent.CompletableFuture;

public interface SearchForRouteServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Search for a route based on its name. */
    default CompletableFuture<SearchForRouteListResponse> list(SearchForRouteListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Search for a route based on its name. */
    CompletableFuture<SearchForRouteListResponse> list(
            SearchForRouteListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<SearchForRouteListResponse>> list(
                SearchForRouteListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<SearchForRouteListResponse>> list(
                SearchForRouteListParams params, RequestOptions requestOptions);
    }
}
