// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.stopsforlocation.StopsForLocationListParams;
import org.onebusaway.models.stopsforlocation.StopsForLocationListResponse;

public interface StopsForLocationService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** stops-for-location */
    default StopsForLocationListResponse list(StopsForLocationListParams params) {
        return list(params, RequestOptions.none());
    }

    /** stops-for-location */
    StopsForLocationListResponse list(
            StopsForLocationListParams params, RequestOptions requestOptions);

    /** stops-for-location */
    default StopsForLocationListResponse list() {
        return list(StopsForLocationListParams.none());
    }

    /** stops-for-location */
    default StopsForLocationListResponse list(RequestOptions requestOptions) {
        return list(StopsForLocationListParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default HttpResponseFor<StopsForLocationListResponse> list(
                StopsForLocationListParams params) {
            return list(params, RequestOptions.none());
        }

        HttpResponseFor<StopsForLocationListResponse> list(
                StopsForLocationListParams params, RequestOptions requestOptions);

        default HttpResponseFor<StopsForLocationListResponse> list() {
            return list(StopsForLocationListParams.none());
        }

        default HttpResponseFor<StopsForLocationListResponse> list(RequestOptions requestOptions) {
            return list(StopsForLocationListParams.none(), requestOptions);
        }
    }
}
