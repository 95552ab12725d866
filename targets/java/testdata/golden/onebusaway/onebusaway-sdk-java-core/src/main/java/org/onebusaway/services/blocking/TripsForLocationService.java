// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.tripsforlocation.TripsForLocationListParams;
import org.onebusaway.models.tripsforlocation.TripsForLocationListResponse;

public interface TripsForLocationService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve trips for a given location */
    default TripsForLocationListResponse list(TripsForLocationListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Retrieve trips for a given location */
    TripsForLocationListResponse list(
            TripsForLocationListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<TripsForLocationListResponse> list(
                TripsForLocationListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<TripsForLocationListResponse> list(
                TripsForLocationListParams params, RequestOptions requestOptions);
    }
}
