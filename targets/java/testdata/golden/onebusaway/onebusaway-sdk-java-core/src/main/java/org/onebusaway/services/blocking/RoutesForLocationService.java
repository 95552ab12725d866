// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.routesforlocation.RoutesForLocationListParams;
import org.onebusaway.models.routesforlocation.RoutesForLocationListResponse;

public interface RoutesForLocationService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** routes-for-location */
    default RoutesForLocationListResponse list(RoutesForLocationListParams params) {
        return list(params, RequestOptions.none());
    }

    /** routes-for-location */
    RoutesForLocationListResponse list(
            RoutesForLocationListParams params, RequestOptions requestOptions);

    /** routes-for-location */
    default RoutesForLocationListResponse list() {
        return list(RoutesForLocationListParams.none());
    }

    /** routes-for-location */
    default RoutesForLocationListResponse list(RequestOptions requestOptions) {
        return list(RoutesForLocationListParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default HttpResponseFor<RoutesForLocationListResponse> list(
                RoutesForLocationListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<RoutesForLocationListResponse> list(
                RoutesForLocationListParams params, RequestOptions requestOptions);

        default HttpResponseFor<RoutesForLocationListResponse> list() {
            return list(RoutesForLocationListParams.none());
        }

        default HttpResponseFor<RoutesForLocationListResponse> list(RequestOptions requestOptions) {
            return list(RoutesForLocationListParams.none(), requestOptions);
        }
    }
}
