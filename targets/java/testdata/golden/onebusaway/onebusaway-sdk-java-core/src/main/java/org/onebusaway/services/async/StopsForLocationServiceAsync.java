// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.stopsforlocation.StopsForLocationListParams;
import org.onebusaway.models.stopsforlocation.StopsForLocationListResponse;

import java.util.concurrent.CompletableFuture;

public interface StopsForLocationServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** stops-for-location */
    default CompletableFuture<StopsForLocationListResponse> list(
            StopsForLocationListParams params) {
        return list(params, RequestOptions.none());
    }

    /** stops-for-location */
    CompletableFuture<StopsForLocationListResponse> list(
            StopsForLocationListParams params, RequestOptions requestOptions);

    /** stops-for-location */
    default CompletableFuture<StopsForLocationListResponse> list() {
        return list(StopsForLocationListParams.none());
    }

    /** stops-for-location */
    default CompletableFuture<StopsForLocationListResponse> list(RequestOptions requestOptions) {
        return list(StopsForLocationListParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<StopsForLocationListResponse>> list(
                StopsForLocationListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<StopsForLocationListResponse>> list(
                StopsForLocationListParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<StopsForLocationListResponse>> list() {
            return list(StopsForLocationListParams.none());
        }

        default CompletableFuture<HttpResponseFor<StopsForLocationListResponse>> list(
                RequestOptions requestOptions) {
            return list(StopsForLocationListParams.none(), requestOptions);
        }
    }
}
