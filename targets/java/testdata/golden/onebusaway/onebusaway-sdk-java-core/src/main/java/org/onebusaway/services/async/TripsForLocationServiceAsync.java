// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.tripsforlocation.TripsForLocationListParams;
import org.onebusaway.models.tripsforlocation.TripsForLocationListResponse;

import java.util.concurrent.CompletableFuture;

public interface TripsForLocationServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** Retrieve trips for a given location */
    default CompletableFuture<TripsForLocationListResponse> list(
            TripsForLocationListParams params) {
        return list(params, RequestOptions.none());
    }

    /** Retrieve trips for a given location */
    CompletableFuture<TripsForLocationListResponse> list(
            TripsForLocationListParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<TripsForLocationListResponse>> list(
                TripsForLocationListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<TripsForLocationListResponse>> list(
                TripsForLocationListParams params, RequestOptions requestOptions);
    }
}
