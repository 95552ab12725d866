// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.searchforroute.SearchForRouteListParams;
import org.onebusaway.models.searchforroute.SearchForRouteListResponse;

public interface SearchForRouteService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Search for a route based on its name. */
    default SearchForRouteListResponse list(SearchForRouteListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Search for a route based on its name. */
    SearchForRouteListResponse list(SearchForRouteListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<SearchForRouteListResponse> list(SearchForRouteListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<SearchForRouteListResponse> list(
                SearchForRouteListParams params, RequestOptions requestOptions);
    }
}
