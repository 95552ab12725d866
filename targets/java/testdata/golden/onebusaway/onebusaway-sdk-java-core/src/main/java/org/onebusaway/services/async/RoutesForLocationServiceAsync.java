// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.routesforlocation.RoutesForLocationListParams;
import org.onebusaway.models.routesforlocation.RoutesForLocationListResponse;

import java.util.concurrent.CompletableFuture;

public interface RoutesForLocationServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** routes-for-location */
    default CompletableFuture<RoutesForLocationListResponse> list(
            RoutesForLocationListParams params) {
        return list(params, RequestOptions.none());
    }

    /** routes-for-location */
    CompletableFuture<RoutesForLocationListResponse> list(
            RoutesForLocationListParams params, RequestOptions requestOptions);

    /** routes-for-location */
    default CompletableFuture<RoutesForLocationListResponse> list() {
        return list(RoutesForLocationListParams.none());
    }

    /** routes-for-location */
    default CompletableFuture<RoutesForLocationListResponse> list(RequestOptions requestOptions) {
        return list(RoutesForLocationListParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<RoutesForLocationListResponse>> list(
                RoutesForLocationListParams params) {
            return list(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<RoutesForLocationListResponse>> list(
                RoutesForLocationListParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<RoutesForLocationListResponse>> list() {
            return list(RoutesForLocationListParams.none());
        }

        default CompletableFuture<HttpResponseFor<RoutesForLocationListResponse>> list(
                RequestOptions requestOptions) {
            return list(RoutesForLocationListParams.none(), requestOptions);
        }
    }
}
